import { type Locale, providersEndpoints } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { UnlinkProviderButton } from './unlink-provider-button';

/**
 * Account settings: the providers linked to one's account, each with "unlink" (refused by the API when it
 * is the last way to sign in; the button is then not offered).
 */
export async function LinkedProvidersSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'providers' });
  const [mine, offered] = await Promise.all([
    serverApi(providersEndpoints.linked, { locale }),
    serverApi(providersEndpoints.list, { locale }),
  ]);
  if (!mine || !offered) return null;
  // Nothing to show where no provider is configured and none was ever linked.
  if (mine.linked.length === 0 && offered.providers.length === 0) return null;
  const canUnlink = mine.hasPassword || mine.linked.length > 1;
  return (
    <ClientMessages locale={locale} namespaces={['providers']}>
      <Card className="mt-6">
        <section aria-labelledby="linked-providers-title">
          <h2 id="linked-providers-title" className="text-lg font-semibold text-slate-900">
            {t('settings.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('settings.lead')}</p>
          {mine.linked.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">{t('settings.none')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {mine.linked.map((link) => (
                <li key={link.provider} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
                  <span>
                    <span className="block font-semibold text-slate-900">{t(`names.${link.provider}`)}</span>
                    <span className="block text-slate-600">
                      {t('settings.linkedOn', { date: formatDate(link.linkedAt) })}
                    </span>
                  </span>
                  {canUnlink ? (
                    <UnlinkProviderButton provider={link.provider} />
                  ) : (
                    <span className="max-w-xs text-xs text-slate-600">{t('settings.lastMethod')}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
    </ClientMessages>
  );
}
