'use client';

import { type AdminTaxIdentity, formatNip, type Locale, taxIdentityEndpoints } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, countryName } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { TaxIdentityStatus } from './tax-identity-status';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; view: AdminTaxIdentity };

/**
 * The company's tax identity in the admin's company panel (/admin/profiles): the details, the VIES state
 * and the name VIES holds, who verified them, and a button to mark them verified (an EU VAT number not yet
 * confirmed is asked of VIES again by the API).
 */
export function AdminTaxIdentityPanel({ companyId }: { companyId: string }) {
  const t = useTranslations('taxIdentity');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest(taxIdentityEndpoints.ofCompany, { params: { companyId }, locale })
      .then((view) => live && setLoaded({ status: 'ready', view }))
      .catch(() => live && setLoaded({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [companyId, locale]);

  const verify = async () => {
    setBusy(true);
    try {
      const view = await apiRequest(taxIdentityEndpoints.verify, { params: { companyId }, locale });
      setLoaded({ status: 'ready', view });
      toast.success(t('admin.done', { name: view.companyName }));
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
      // VIES may have marked the number invalid meanwhile: show what the server holds now.
      apiRequest(taxIdentityEndpoints.ofCompany, { params: { companyId }, locale }).then(
        (view) => setLoaded({ status: 'ready', view }),
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`tax-${companyId}-title`} data-testid="admin-tax-identity">
      <h3 id={`tax-${companyId}-title`} className="text-base font-semibold text-slate-900">
        {t('admin.title')}
      </h3>
      {loaded.status !== 'ready' ? (
        <p className="mt-2 text-sm text-slate-600" role={loaded.status === 'failed' ? 'alert' : 'status'}>
          {loaded.status === 'failed' ? t('admin.failed') : t('admin.loading')}
        </p>
      ) : loaded.view.taxIdentity === null ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.none')}</p>
      ) : (
        <Details view={loaded.view} busy={busy} onVerify={verify} />
      )}
    </section>
  );
}

function Details({ view, busy, onVerify }: { view: AdminTaxIdentity; busy: boolean; onVerify: () => void }) {
  const t = useTranslations('taxIdentity');
  const locale = useLocale();
  const identity = view.taxIdentity;
  if (!identity) return null;
  const { street, postalCode, city } = identity.registeredAddress;
  const rows = [
    { label: t('form.country'), value: countryName(identity.country, locale) },
    { label: t('registry.legalName'), value: identity.legalName },
    { label: t('registry.nip'), value: identity.nip ? formatNip(identity.nip) : null },
    { label: t('registry.regon'), value: identity.regon },
    { label: t('registry.krs'), value: identity.krs },
    { label: t('registry.vatNumber'), value: identity.vatNumber },
    { label: t('registry.address'), value: `${street}, ${postalCode} ${city}` },
  ].filter((row) => row.value);
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-3">
        <TaxIdentityStatus identity={identity} viesConfigured={view.viesConfigured} />
        {view.viesName ? (
          <p className="text-sm text-slate-700">{t('admin.viesName', { name: view.viesName })}</p>
        ) : null}
        {view.verifiedBy && identity.verifiedAt ? (
          <p className="text-sm text-slate-700">
            {t('admin.verifiedBy', { name: view.verifiedBy, date: formatDate(identity.verifiedAt) })}
          </p>
        ) : null}
        <Button
          variant={identity.verifiedAt ? 'secondary' : 'primary'}
          size="sm"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onVerify}
        >
          {busy ? t('admin.verifying') : identity.verifiedAt ? t('admin.verifyAgain') : t('admin.verify')}
        </Button>
      </div>
    </div>
  );
}
