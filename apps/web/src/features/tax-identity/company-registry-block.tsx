import type { CompanyRegistry, Locale } from '@tendero/contracts';
import { Badge, countryName } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/**
 * "Company details" / "Dane rejestrowe" on the public company page: the company as Polish business
 * directories show it (legal name, NIP, REGON, KRS, registered address), and "verified by Tendero" once an
 * admin checked it against the registers. Nothing when the company has not given its tax identity.
 */
export async function CompanyRegistryBlock({ locale, registry }: { locale: Locale; registry?: CompanyRegistry }) {
  if (!registry) return null;
  const t = await getTranslations({ locale, namespace: 'taxIdentity.registry' });
  const { street, postalCode, city } = registry.registeredAddress;
  const address = [
    street,
    `${postalCode} ${city}`.trim(),
    registry.country === 'PL' ? null : countryName(registry.country, locale),
  ]
    .filter(Boolean)
    .join(', ');
  const rows = [
    { key: 'legalName', value: registry.legalName },
    { key: 'nip', value: registry.nip },
    { key: 'regon', value: registry.regon },
    { key: 'krs', value: registry.krs },
    { key: 'vatNumber', value: registry.vatNumber },
    { key: 'address', value: address },
  ] as const;
  return (
    <section aria-labelledby="company-registry-title" className="scroll-mt-6" data-testid="company-registry">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="company-registry-title" className="text-xl font-semibold tracking-tight text-slate-900">
          {t('title')}
        </h2>
        {registry.verified ? <Badge>{t('verified')}</Badge> : null}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2">
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div
              key={row.key}
              className={row.key === 'legalName' || row.key === 'address' ? 'sm:col-span-2' : undefined}
            >
              <dt className="text-slate-600">{t(row.key)}</dt>
              <dd className="font-medium break-words text-slate-900 tabular-nums">{row.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
