import { describe, expect, it } from 'vitest';
import { app, company, polishTaxIdentity, subscriptionOf } from './billing.fixture';

const checkout = (manager: { auth: Record<string, string> }, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { ...manager.auth, 'accept-language': locale },
    payload: { plan: 'yearly' },
  });

describe('Premium needs the company’s tax identity (the invoice’s buyer)', () => {
  it('refuses the checkout, saying why in the reader’s language, until the manager enters it', async () => {
    const bare = await company('Bare Books', { taxIdentity: false });
    const refused = await checkout(bare.manager, 'pl');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'TAX_IDENTITY_REQUIRED' });
    expect(refused.json().message).toMatch(/dane firmy do faktury/);
    expect((await checkout(bare.manager, 'en')).json().message).toMatch(/buyer's details on your Premium invoice/);
    expect((await subscriptionOf(bare.manager)).hasPremium).toBe(false);

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/companies/my/tax-identity',
      headers: bare.manager.auth,
      payload: { ...polishTaxIdentity, legalName: 'Bare Books sp. z o.o.' },
    });
    expect(saved.statusCode).toBe(200);
    const started = await checkout(bare.manager);
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toMatch(/\/checkout\//);
  });
});
