import type { Locale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

// What only Premium gives. Newsletters and the response-time figures are on every plan: said below, not sold.
const benefits = ['offers', 'placement', 'leads'] as const;

/** What Premium gives a free company (SPEC §1, §9): the reasons to buy, said plainly. */
export async function PremiumBenefits({ locale, freeLimit }: { locale: Locale; freeLimit: number }) {
  const t = await getTranslations({ locale, namespace: 'billing.benefits' });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <ul className="mt-4 space-y-2.5">
        {benefits.map((key) => (
          <li key={key} className="flex gap-3 text-sm text-slate-800">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-brand-700">
              <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
            </svg>
            <span>{key === 'offers' ? t('offers', { limit: freeLimit }) : t(key)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('everyPlan')}</p>
    </Card>
  );
}
