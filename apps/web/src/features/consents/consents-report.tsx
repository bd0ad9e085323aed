import { consentsEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { AcceptancesSection } from './acceptances-section';
import { ConsentKindCard } from './consent-kind-card';
import { readConsentsView } from './consents-url';
import { UserConsentsSection } from './user-consents-section';

/**
 * `/admin/consents` (SPEC §2): the consent texts the product shows, versioned. Per kind the current
 * version and its history with acceptance counts, and "Publish new version"; who accepted one version
 * (the URL's `kind` and `version`, the current terms when none is chosen), searched and paged; and one
 * person's acceptances by e-mail. The publish dialog reads the `consents` namespace given to it here.
 */
export async function ConsentsReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'consents' });
  const view = readConsentsView(searchParams);
  const path = withLocale(locale, '/admin/consents');
  const texts = await serverApi(consentsEndpoints.texts, { locale });
  const terms = texts?.kinds.find((entry) => entry.kind === 'terms');
  const asked = view.kind && view.version ? { kind: view.kind, version: view.version } : null;
  const wanted =
    asked ??
    (!view.kind && !view.version && terms?.current ? { kind: 'terms' as const, version: terms.current } : null);
  const chosen =
    wanted &&
    texts?.kinds.some((entry) => entry.kind === wanted.kind && entry.versions.some((v) => v.version === wanted.version))
      ? wanted
      : null;
  const [acceptances, person] = await Promise.all([
    chosen
      ? serverApi(consentsEndpoints.acceptances, { params: chosen, query: { q: view.q, page: view.page }, locale })
      : Promise.resolve(null),
    view.email ? serverApi(consentsEndpoints.user, { query: { email: view.email }, locale }) : Promise.resolve(null),
  ]);

  return (
    <ClientMessages locale={locale} namespaces={['consents']}>
      <div className="space-y-8">
        <PageHeader title={t('title')} lead={t('lead')} />
        {texts === null ? (
          <Card>
            <p role="alert" className="text-slate-700">
              {t('unavailable')}
            </p>
          </Card>
        ) : (
          <>
            {texts.kinds.map((entry) => (
              <ConsentKindCard
                key={entry.kind}
                locale={locale}
                entry={entry}
                path={path}
                shown={chosen?.kind === entry.kind ? chosen.version : null}
              />
            ))}
            <AcceptancesSection locale={locale} path={path} view={view} chosen={chosen} result={acceptances} />
          </>
        )}
        <UserConsentsSection locale={locale} path={path} email={view.email} result={person} />
      </div>
    </ClientMessages>
  );
}
