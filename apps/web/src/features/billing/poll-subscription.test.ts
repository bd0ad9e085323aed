import type { Subscription } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isConfirmedPremium, pollSubscription } from './poll-subscription';

const free: Subscription = {
  companyId: 'c1',
  hasPremium: false,
  source: 'none',
  plan: null,
  status: 'none',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  paymentsConfigured: true,
  canManage: true,
  plans: [],
  freeApplicationsPerMonth: 5,
  applicationsThisMonth: 0,
};
const premium: Subscription = { ...free, hasPremium: true, source: 'stripe', plan: 'monthly', status: 'active' };

/** A clock that moves only when the poller waits, so the test runs at once. */
function fakeTime() {
  let time = 0;
  return {
    now: () => time,
    wait: async (ms: number) => {
      time += ms;
    },
  };
}

describe('pollSubscription', () => {
  it('asks every 2 s until Stripe has confirmed Premium', async () => {
    const answers = [free, free, premium];
    let calls = 0;
    const clock = fakeTime();
    const outcome = await pollSubscription({
      check: async () => answers[calls++] ?? premium,
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome).toEqual({ kind: 'active', subscription: premium });
    expect(calls).toBe(3);
    expect(clock.now()).toBe(4000);
  });

  it('gives up after about a minute, asking again after failed calls', async () => {
    let calls = 0;
    const clock = fakeTime();
    const outcome = await pollSubscription({
      check: async () => {
        calls++;
        if (calls % 2 === 0) throw new ApiError(0, null);
        return free;
      },
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome).toEqual({ kind: 'timeout' });
    expect(calls).toBe(30);
  });

  it('stops at once when the session is gone, and answers nothing once the page has gone', async () => {
    const signedOut = await pollSubscription({
      check: async () => {
        throw new ApiError(401, null);
      },
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      ...fakeTime(),
    });
    expect(signedOut).toEqual({ kind: 'signedOut' });

    const controller = new AbortController();
    const gone = await pollSubscription({
      check: async () => {
        controller.abort();
        return premium;
      },
      intervalMs: 2000,
      timeoutMs: 60_000,
      signal: controller.signal,
      ...fakeTime(),
    });
    expect(gone).toBeNull();
  });

  it('does not count an admin grant as the purchase', () => {
    expect(isConfirmedPremium({ hasPremium: true, source: 'manual' })).toBe(false);
    expect(isConfirmedPremium({ hasPremium: true, source: 'stripe' })).toBe(true);
    expect(isConfirmedPremium({ hasPremium: true, source: 'one_time' })).toBe(true);
  });
});
