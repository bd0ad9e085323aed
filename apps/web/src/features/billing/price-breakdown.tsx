import type { PremiumPlan, PremiumPricing } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { formatCents } from './billing-format';

/**
 * Net, VAT and gross of one plan as the buyer will pay them, before paying (issue 38): the VAT line names
 * the rate, or says "reverse charge" or "not subject to Polish VAT"; while the company's tax identity is
 * unknown only the net price is shown (the note under the plans says why).
 */
export function PriceBreakdown({ pricing, plan }: { pricing: PremiumPricing; plan: PremiumPlan }) {
  const t = useTranslations('billingPl.pricing');
  const locale = useLocale();
  const line = pricing.plans.find((item) => item.plan === plan);
  if (!line) return null;
  const money = (cents: number) => formatCents(cents, pricing.currency, locale);
  if (pricing.vat === 'unknown') {
    return <span className="mt-1 block text-sm text-slate-600">{t('netOnly', { price: money(line.netCents) })}</span>;
  }
  const vatLabel =
    pricing.vat === 'REVERSE_CHARGE'
      ? t('reverseCharge')
      : pricing.vat === 'OUTSIDE_EU'
        ? t('outsideEu')
        : t('vat', { rate: pricing.vatRatePercent });
  const row = 'flex justify-between gap-4';
  // Spans, not a <dl>: the breakdown sits inside the plan's radio label (phrasing content only), whose
  // accessible name it joins, so a screen reader hears net, VAT and gross with the plan.
  return (
    <span className="mt-2 block space-y-0.5 text-sm text-slate-700">
      <span className={row}>
        <span>{t('net')}</span>
        <span className="tabular-nums">{money(line.netCents)}</span>
      </span>
      <span className={row}>
        <span>{vatLabel}</span>
        <span className="tabular-nums">{money(line.vatCents)}</span>
      </span>
      <span className={`${row} border-t border-slate-200 pt-0.5 font-semibold text-slate-900`}>
        <span>{t('gross')}</span>
        <span className="tabular-nums">{money(line.grossCents)}</span>
      </span>
    </span>
  );
}

/** The sentence under the plans that says how VAT applies to this company. */
export function VatNote({ pricing }: { pricing: PremiumPricing }) {
  const t = useTranslations('billingPl.pricing');
  const key =
    pricing.vat === 'unknown'
      ? 'unknown'
      : pricing.vat === 'REVERSE_CHARGE'
        ? 'reverseChargeNote'
        : pricing.vat === 'OUTSIDE_EU'
          ? 'outsideEuNote'
          : 'plVat';
  return <p className="text-sm text-slate-700">{t(key)}</p>;
}
