import { dataExportValidDays, endpointUrl, type Locale, personalDataEndpoints } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { Card, CardSection } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { RequestExportButton } from './request-export-button';

/**
 * /account-settings/download-data: what the export holds and how it works, the latest export's state with
 * its download link while it lasts, and the request button (or when the next request is possible).
 */
export async function DownloadDataPage({ locale }: { locale: Locale }) {
  const status = await serverApi(personalDataEndpoints.exportStatus, { locale });
  const t = await getTranslations({ locale, namespace: 'myData.export' });
  const latest = status?.latest ?? null;
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('contentsTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('contents')}</p>
        <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('howTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('how', { days: dataExportValidDays })}</p>
        <div className="mt-6">
          {status?.nextRequestAt ? (
            <p className="text-sm text-slate-700" data-testid="next-export">
              {t('nextAt', { date: formatDateTimeMinutes(status.nextRequestAt) })}
            </p>
          ) : (
            <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'myData']}>
              <RequestExportButton />
            </ClientMessages>
          )}
        </div>
      </Card>
      <CardSection id="latest-export" title={t('latestTitle')}>
        {latest ? (
          <div className="mt-2 space-y-2 text-sm text-slate-700" data-testid="latest-export" data-state={latest.state}>
            <p>{t('requestedAt', { date: formatDateTimeMinutes(latest.requestedAt) })}</p>
            <p>
              {latest.state === 'ready' && latest.expiresAt
                ? t('states.ready', { date: formatDateTimeMinutes(latest.expiresAt) })
                : latest.state === 'expired'
                  ? t('states.expired', { days: dataExportValidDays })
                  : t('states.waiting')}
            </p>
            {latest.state === 'ready' ? (
              <a
                className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
                href={endpointUrl(personalDataEndpoints.downloadExport, { params: { id: latest.id } })}
                download
              >
                {t('download', {
                  size: t('sizeKb', { size: Math.max(1, Math.round((latest.sizeBytes ?? 0) / 1024)) }),
                })}
              </a>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('none')}</p>
        )}
      </CardSection>
    </SettingsFrame>
  );
}
