import { isEuCountry } from '../companies/tax-identity';

/**
 * How Polish VAT applies to a sale of Premium (an electronically supplied service, B2B), by the buyer:
 * - a company registered in Poland: 23 % VAT;
 * - a company elsewhere in the EU with a VAT number confirmed by VIES: reverse charge, no VAT on the invoice
 *   and the legal note ("odwrotne obciążenie", art. 28b of the Polish VAT Act, art. 196 of the VAT Directive);
 * - a company outside the EU: outside the scope of Polish VAT ("nie podlega"), no VAT.
 * An EU company whose VAT number is not confirmed is charged Polish VAT as a Polish one would be: without a
 * confirmed number the seller cannot show the buyer is a taxable person.
 */
export type VatTreatment =
  | { kind: 'PL_VAT'; ratePercent: 23 }
  | { kind: 'REVERSE_CHARGE'; ratePercent: 0 }
  | { kind: 'OUTSIDE_EU'; ratePercent: 0 };

export const polishVatRatePercent = 23;

export function vatTreatmentOf(buyer: { country: string; vatNumberConfirmed: boolean }): VatTreatment {
  if (buyer.country === 'PL') return { kind: 'PL_VAT', ratePercent: 23 };
  if (isEuCountry(buyer.country))
    return buyer.vatNumberConfirmed ? { kind: 'REVERSE_CHARGE', ratePercent: 0 } : { kind: 'PL_VAT', ratePercent: 23 };
  return { kind: 'OUTSIDE_EU', ratePercent: 0 };
}

/** Net, VAT and gross of one net amount in minor units (the VAT rounded half up to the grosz/cent). */
export function amountsOf(
  netCents: number,
  treatment: VatTreatment,
): { netCents: number; vatCents: number; grossCents: number } {
  const vatCents = Math.round((netCents * treatment.ratePercent) / 100);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}
