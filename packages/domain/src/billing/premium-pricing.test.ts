import { describe, expect, it } from 'vitest';
import { yearAfter } from './operations/apply-one-time-payment';
import { premiumPricing } from './premium-pricing';
import { hasPremiumAt } from './premium-rules';

const netPln = { monthly: 20900, yearly: 212900 };
const zloty = { sellsInZloty: true, netPln };

describe('what a buyer pays for Premium', () => {
  it.each([
    [
      'a Polish company, in złoty with 23 % VAT',
      { country: 'PL', vatNumberConfirmed: false },
      'pln',
      'PL_VAT',
      25707,
      true,
    ],
    [
      'a German company with a confirmed VAT number: reverse charge',
      { country: 'DE', vatNumberConfirmed: true },
      'eur',
      'REVERSE_CHARGE',
      4900,
      false,
    ],
    [
      'an EU company without a confirmed number: 23 % Polish VAT',
      { country: 'CZ', vatNumberConfirmed: false },
      'eur',
      'PL_VAT',
      6027,
      false,
    ],
    [
      'a company outside the EU: not subject to Polish VAT',
      { country: 'US', vatNumberConfirmed: false },
      'eur',
      'OUTSIDE_EU',
      4900,
      false,
    ],
  ] as const)('%s', (_case, buyer, currency, vat, monthlyGross, oneTimeYearly) => {
    const pricing = premiumPricing(buyer, zloty);
    expect(pricing).toMatchObject({ currency, vat, oneTimeYearly });
    const monthly = pricing.plans.find((line) => line.plan === 'monthly');
    expect(monthly?.grossCents).toBe(monthlyGross);
    for (const line of pricing.plans) expect(line.netCents + line.vatCents).toBe(line.grossCents);
  });

  it('sells a Polish company in euro with 23 % VAT, and no BLIK year, where the złoty prices are not configured', () => {
    const pricing = premiumPricing({ country: 'PL', vatNumberConfirmed: false }, { sellsInZloty: false, netPln });
    expect(pricing).toMatchObject({ currency: 'eur', vat: 'PL_VAT', oneTimeYearly: false });
    expect(pricing.plans[1]).toEqual({ plan: 'yearly', netCents: 49900, vatCents: 11477, grossCents: 61377 });
  });

  it('shows net prices only while the tax identity is unknown', () => {
    const pricing = premiumPricing(null, zloty);
    expect(pricing).toMatchObject({ currency: 'eur', vat: 'unknown', vatRatePercent: 0, treatment: null });
    expect(pricing.plans.map((line) => line.grossCents)).toEqual([4900, 49900]);
  });
});

describe('a year paid at once', () => {
  const end = new Date('2027-12-06T10:00:00Z');
  const year = { source: 'one_time' as const, status: 'active' as const, graceUntil: null, currentPeriodEnd: end };

  it('gives Premium until its end and never after, whatever its status says', () => {
    expect(hasPremiumAt(year, new Date('2027-12-06T09:59:59Z'))).toBe(true);
    expect(hasPremiumAt(year, end)).toBe(false);
    expect(hasPremiumAt({ ...year, status: 'canceled' }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('lasts to the same day a year later; a year from 29 February ends on 1 March', () => {
    expect(yearAfter(new Date('2026-12-06T17:00:00Z'))).toEqual(new Date('2027-12-06T17:00:00Z'));
    expect(yearAfter(new Date('2028-02-29T08:00:00Z'))).toEqual(new Date('2029-03-01T08:00:00Z'));
  });
});
