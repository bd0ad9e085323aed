import { describe, expect, it } from 'vitest';
import { formatOfferPrice, formatPriceRange } from './offer-format';

const words = { from: (amount: string) => `from ${amount}`, upTo: (amount: string) => `up to ${amount}` };
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('formatPriceRange', () => {
  it('shows a range, one end, or nothing', () => {
    expect(plain(formatPriceRange({ min: 20000, max: 40000, currency: 'PLN' }, 'pl', words))).toBe(
      '20 000 zł – 40 000 zł',
    );
    expect(plain(formatPriceRange({ min: 8000, max: null, currency: 'EUR' }, 'en', words))).toBe('from €8,000');
    expect(plain(formatPriceRange({ min: null, max: 2000, currency: 'PLN' }, 'en', words))).toBe('up to PLN 2,000');
    expect(formatPriceRange({ min: null, max: null, currency: 'PLN' }, 'en', words)).toBeNull();
  });
});

describe('formatOfferPrice', () => {
  it('shows the amount, or the range when the offer has an upper bound', () => {
    expect(plain(formatOfferPrice({ price: { min: 500, max: null, currency: 'EUR' } }, 'en'))).toBe('€500');
    expect(plain(formatOfferPrice({ price: { min: 500, max: 500, currency: 'EUR' } }, 'en'))).toBe('€500');
    expect(plain(formatOfferPrice({ price: { min: 500, max: 900, currency: 'EUR' } }, 'en'))).toBe('€500 – €900');
  });
});
