import { describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

const t = testAppPerFile({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });

describe('Premium without Stripe settings', () => {
  it('says payments are not configured, in the reader’s language; an admin still grants Premium by hand', async () => {
    const manager = await signedInUser(t.app, t.accounts, { role: 'MANAGER', companyName: 'Quiet Ledger' });
    const admin = await signedInUser(t.app, t.accounts, { role: 'ADMIN' });
    const state = await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: manager.auth });
    expect(state.json()).toMatchObject({
      paymentsConfigured: false,
      hasPremium: false,
      canManage: true,
      plans: [
        { plan: 'monthly', amountCents: 4900, currency: 'eur' },
        { plan: 'yearly', amountCents: 49900, currency: 'eur' },
      ],
    });
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { ...manager.auth, 'accept-language': 'pl' },
      payload: { plan: 'monthly' },
    });
    expect(buy.statusCode).toBe(501);
    expect(buy.json()).toMatchObject({ code: 'NOT_AVAILABLE', reason: 'PAYMENTS_NOT_CONFIGURED' });
    expect(buy.json().message).toMatch(/płatności/i);
    // Nothing listens for Stripe's events here: 404, never a 5xx that a payment provider retries for days.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}' });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'PAYMENTS_NOT_CONFIGURED' });
    const granted = await t.app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: admin.auth,
      payload: { hasPremium: true, email: manager.user.email },
    });
    expect(granted.json()).toMatchObject({ status: 200, hasPremium: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: manager.auth })).json(),
    ).toMatchObject({ hasPremium: true, source: 'manual', paymentsConfigured: false });
  });
});
