import { describe, expect, it } from 'vitest';
import { admin, app, buy, client, company, dayMs, subscriptionOf } from './billing.fixture';

const inquiry = {
  services: ['bookkeeping'],
  visibilityDays: 7,
  description: 'We need monthly bookkeeping for a 12-person software company in Warsaw.',
  budgetMin: 800,
  budgetMax: 1500,
  currency: 'PLN',
  city: 'warszawa',
  marketingConsent: true,
};
const offer = {
  message: 'We can start next month and take over from your current office.',
  priceMin: 1200,
  currency: 'PLN',
  timelineDays: 14,
  scope: 'Monthly bookkeeping, VAT, payroll for 12 people.',
  paymentTerms: 'Monthly, 14 days',
  validUntil: new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10),
};

async function publish(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: client.auth, payload: inquiry });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

function apply(rep: { auth: Record<string, string> }, inquiryId: string, locale = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${inquiryId}/applications`,
    headers: { ...rep.auth, 'accept-language': locale },
    payload: offer,
  });
}

describe('what Premium gives a company', () => {
  it('a free company sends FREE_APPLICATIONS_PER_MONTH offers a month (2 here); Premium sends without limit', async () => {
    const free = await company('Free Figures');
    const [first, second, third, fourth] = [await publish(), await publish(), await publish(), await publish()];
    expect((await apply(free.reps[0] as never, first as string)).statusCode).toBe(201);
    // The limit counts the company, not the rep.
    expect((await apply(free.reps[1] as never, second as string)).statusCode).toBe(201);
    const refused = await apply(free.reps[0] as never, third as string, 'pl');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'FREE_OFFERS_USED' });
    expect(refused.json().message).toContain('Premium');
    // A refusal keeps the session.
    expect((await subscriptionOf(free.reps[0] as never)).applicationsThisMonth).toBe(2);
    await buy(free.manager, 'monthly');
    expect((await apply(free.reps[0] as never, third as string)).statusCode).toBe(201);
    expect((await apply(free.reps[1] as never, fourth as string)).statusCode).toBe(201);
    expect(await subscriptionOf(free.manager)).toMatchObject({ hasPremium: true, applicationsThisMonth: 4 });
  });

  it('exports leads as CSV only with Premium (or for an admin)', async () => {
    const acme = await company('Acme Accounts');
    const csv = (person: { auth: Record<string, string> }) =>
      app.inject({ method: 'GET', url: `/api/companies/${acme.id}/leads.csv`, headers: person.auth });
    const refused = await csv(acme.manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('PREMIUM_REQUIRED');
    expect((await csv(admin)).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: admin.auth,
      payload: { hasPremium: true, email: acme.manager.user.email },
    });
    expect((await csv(acme.manager)).statusCode).toBe(200);
  });
});
