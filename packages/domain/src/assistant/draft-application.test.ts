import type { Inquiry, SalesRepProfile } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { draftApplication } from './draft-application';

/** The drafting rules on their own, with an inquiry and a profile as the domain calls would answer them. */
const inquiry = {
  id: 'f898a126-16e5-4afc-87e4-aff2977b442a',
  services: ['bookkeeping'],
  description: 'Monthly bookkeeping and VAT for a small software house.',
  budget: { min: 1200, max: 2500, currency: 'PLN' },
  city: 'gdansk',
  state: 'open',
  visibleUntil: '2026-12-20T00:00:00.000Z',
  client: { id: 'c1', name: 'Katarzyna L.', image: null, organization: 'Meble Lewandowscy sp. j.' },
  applications: [],
} as unknown as Inquiry;
const profile = {
  salesRepData: { firstName: 'Piotr', lastName: 'Zieliński' },
  companyData: {
    name: 'Nordwind Software sp. z o.o.',
    city: 'gdansk',
    services: ['bookkeeping', 'payroll'],
    offers: [
      { name: 'Monthly bookkeeping', description: 'Books and VAT every month.' },
      { name: 'Discovery workshop', description: 'Two days with your team.' },
    ],
    promos: [],
    courses: [{ name: 'Bookkeeping starter', price: 900, currency: 'PLN' }],
  },
} as unknown as SalesRepProfile;
const sources = { inquiry: async () => inquiry, repProfile: async () => profile };
const rep = { userId: 'r1', role: 'SALES_REP' as const };
const now = new Date('2026-11-27T10:00:00Z');

describe('drafting an offer', () => {
  it('writes the message from what the profile holds, with one full stop after a name ending in one', async () => {
    const outcome = await draftApplication(sources, rep, inquiry.id, 'en', now);
    expect(outcome.kind).toBe('drafted');
    const draft = outcome.part?.draft;
    // Intl writes a no-break space between the currency and the amount.
    expect(draft?.message.replace(/\u00a0/g, ' ').split('\n')).toEqual([
      'Good day Katarzyna,',
      '',
      'thank you for your inquiry about Bookkeeping services. I am writing on behalf of Nordwind Software sp. z o.o.',
      'We provide Bookkeeping services.',
      'What fits your need: Monthly bookkeeping.',
      'Our listed price for Bookkeeping starter is PLN 900.',
      'We work in Gdańsk, too.',
      '',
      'I would be glad to talk the details through and answer your questions.',
      '',
      'Piotr Zieliński, Nordwind Software sp. z o.o.',
    ]);
    expect(draft).toMatchObject({ priceMin: 900, currency: 'PLN', timelineDays: null, validUntil: '2026-12-27' });
    expect(outcome.part?.inquiry.client).toBe('Katarzyna L. · Meble Lewandowscy sp. j.');
  });

  it('keeps an offer valid at least until the inquiry ends', async () => {
    const late = { ...inquiry, visibleUntil: '2027-02-01T00:00:00.000Z' } as Inquiry;
    const outcome = await draftApplication({ ...sources, inquiry: async () => late }, rep, inquiry.id, 'pl', now);
    expect(outcome.part?.draft.validUntil).toBe('2027-02-01');
  });
});
