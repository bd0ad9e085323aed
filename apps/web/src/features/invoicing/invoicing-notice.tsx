import { invoicingEndpoints, type Locale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { serverApi } from '@/lib/server-api';

/**
 * On the admin's payments page: says plainly when this server cannot issue invoices (the SELLER_* settings
 * it lacks, by name) and how many paid payments wait for theirs. Nothing when all is well.
 */
export async function InvoicingNotice({ locale }: { locale: Locale }) {
  const status = await serverApi(invoicingEndpoints.invoicingStatus, { locale });
  if (!status) return null;
  const t = await getTranslations({ locale, namespace: 'invoices.admin' });
  if (status.missingSettings.length > 0) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="font-semibold">{t('missingTitle')}</p>
        <p className="mt-1">
          {t('missing', { count: status.missingSettings.length, names: status.missingSettings.join(', ') })}
        </p>
        {status.waitingPayments > 0 ? <p className="mt-1">{t('waiting', { count: status.waitingPayments })}</p> : null}
      </div>
    );
  }
  if (status.waitingPayments === 0) return null;
  return (
    <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
      {t('waiting', { count: status.waitingPayments })}
    </p>
  );
}
