import { type Locale, personalDataEndpoints } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { Badge, Card, CardSection } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { WithdrawMarketingButton } from './withdraw-marketing-button';

/**
 * /account-settings/consents: every consent version the person accepted (document, version, when, from
 * which address), and their marketing consent with the button that withdraws it.
 */
export async function ConsentsPage({ locale }: { locale: Locale }) {
  const consents = await serverApi(personalDataEndpoints.consents, { locale });
  const t = await getTranslations({ locale, namespace: 'myData.consents' });
  const items = consents?.items ?? [];
  const marketing = consents?.marketing;
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 mb-4 text-slate-700">{t('lead')}</p>
        {items.length === 0 ? (
          <p className="text-sm text-slate-700">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="own-consents">
            {items.map((item) => (
              <li
                key={`${item.kind}-${item.version}`}
                className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {t(`kinds.${item.kind}`)} · {t('columns.version')} {item.version}
                  </p>
                  <p className="text-slate-600">
                    {t('columns.acceptedAt')}:{' '}
                    <time dateTime={item.acceptedAt}>{formatDateTimeMinutes(item.acceptedAt)}</time>
                    {' · '}
                    {t('columns.ip')}: {item.ip ?? t('unknownIp')}
                  </p>
                </div>
                <Badge tone={item.withdrawnAt ? 'amber' : item.current ? 'brand' : 'slate'}>
                  {item.withdrawnAt
                    ? t('withdrawnOn', { date: formatDateTimeMinutes(item.withdrawnAt) })
                    : item.current
                      ? t('current')
                      : t('older')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-slate-600">{t('termsNote')}</p>
      </Card>
      <CardSection id="marketing-consent" title={t('marketingTitle')}>
        <p className="mt-2 text-sm text-slate-700" data-testid="marketing-state">
          {marketing?.given && marketing.givenAt
            ? t('marketingGiven', { date: formatDateTimeMinutes(marketing.givenAt) })
            : marketing?.withdrawnAt
              ? t('marketingWithdrawn', { date: formatDateTimeMinutes(marketing.withdrawnAt) })
              : t('marketingNone')}
        </p>
        {marketing?.newsletterSince ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="newsletter-state">
            {t('newsletterSince', { date: formatDateTimeMinutes(marketing.newsletterSince) })}
          </p>
        ) : null}
        {marketing?.given || marketing?.newsletterSince ? (
          <div className="mt-4">
            <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'myData']}>
              <WithdrawMarketingButton />
            </ClientMessages>
          </div>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">{t('cookiesNote')}</p>
      </CardSection>
    </SettingsFrame>
  );
}
