import {
  amountsOf,
  type PremiumCurrency,
  type PremiumPlan,
  type PremiumPricing,
  planPrices,
  premiumPlans,
  type VatTreatment,
  vatTreatmentOf,
} from '@tendero/contracts';
/** What the price's tax depends on: where the buyer is registered and whether VIES confirmed its VAT number. */
export type BuyerTax = { country: string; vatNumberConfirmed: boolean };

export type BuyerPricing = PremiumPricing & {
  /** The VAT treatment of this buyer; null while its tax identity is unknown (net prices only). */
  treatment: VatTreatment | null;
  netCentsOf: (plan: PremiumPlan) => number;
};

/**
 * What a buyer pays for Premium: sold net (49 € / 499 €, SPEC §9; in złoty for a company registered in
 * Poland when this server has the złoty prices), with VAT by the buyer (`vatTreatmentOf`): Polish VAT 23 %,
 * the reverse charge, or outside the scope of Polish VAT. A buyer whose tax identity is not known yet sees
 * the net prices (buying waits for the identity).
 */
export function premiumPricing(
  buyer: BuyerTax | null,
  options: { sellsInZloty: boolean; netPln: Record<PremiumPlan, number> },
): BuyerPricing {
  const currency: PremiumCurrency = buyer?.country === 'PL' && options.sellsInZloty ? 'pln' : 'eur';
  const treatment = buyer ? vatTreatmentOf(buyer) : null;
  const netCentsOf = (plan: PremiumPlan) => (currency === 'pln' ? options.netPln[plan] : planPrices[plan].amountCents);
  return {
    currency,
    vat: treatment?.kind ?? 'unknown',
    vatRatePercent: treatment?.ratePercent ?? 0,
    plans: premiumPlans.map((plan) => {
      const net = netCentsOf(plan);
      return treatment ? { plan, ...amountsOf(net, treatment) } : { plan, netCents: net, vatCents: 0, grossCents: net };
    }),
    oneTimeYearly: currency === 'pln',
    treatment,
    netCentsOf,
  };
}
