import { describe, expect, it } from 'vitest';
import { amountsOf, vatTreatmentOf } from './vat';

describe('Polish VAT on Premium, by the buyer', () => {
  it('charges 23 % to a Polish company', () => {
    const treatment = vatTreatmentOf({ country: 'PL', vatNumberConfirmed: false });
    expect(treatment).toEqual({ kind: 'PL_VAT', ratePercent: 23 });
    expect(amountsOf(49900, treatment)).toEqual({ netCents: 49900, vatCents: 11477, grossCents: 61377 });
  });

  it('reverses the charge for an EU company whose VAT number VIES confirmed, and charges 23 % without it', () => {
    expect(vatTreatmentOf({ country: 'DE', vatNumberConfirmed: true })).toEqual({
      kind: 'REVERSE_CHARGE',
      ratePercent: 0,
    });
    expect(vatTreatmentOf({ country: 'DE', vatNumberConfirmed: false })).toEqual({ kind: 'PL_VAT', ratePercent: 23 });
  });

  it('leaves a company outside the EU outside Polish VAT', () => {
    const treatment = vatTreatmentOf({ country: 'US', vatNumberConfirmed: false });
    expect(treatment.kind).toBe('OUTSIDE_EU');
    expect(amountsOf(4900, treatment)).toEqual({ netCents: 4900, vatCents: 0, grossCents: 4900 });
  });

  it('rounds the VAT half up to the grosz', () => {
    // 4.90 × 23 % = 1.127 → 1.13; 0.50 × 23 % = 0.115 → 0.12.
    expect(amountsOf(490, { kind: 'PL_VAT', ratePercent: 23 }).vatCents).toBe(113);
    expect(amountsOf(50, { kind: 'PL_VAT', ratePercent: 23 }).vatCents).toBe(12);
  });
});
