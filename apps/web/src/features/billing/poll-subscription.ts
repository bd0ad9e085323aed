import type { Subscription } from '@tendero/contracts';
import { ApiError } from '@/lib/api-client';

/** How the success page's wait ends: Premium confirmed, still unconfirmed after the wait, or not signed in. */
export type PollOutcome = { kind: 'active'; subscription: Subscription } | { kind: 'timeout' } | { kind: 'signedOut' };

/**
 * Stripe's webhook has landed: the company has Premium, and it comes from what was just bought through
 * Stripe (a subscription, or a year paid at once by BLIK, Przelewy24 or card).
 */
export function isConfirmedPremium(subscription: Pick<Subscription, 'hasPremium' | 'source'>): boolean {
  return subscription.hasPremium && (subscription.source === 'stripe' || subscription.source === 'one_time');
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Asks for the subscription every `intervalMs` until it is confirmed or `timeoutMs` have passed. A failed
 * call is asked again (the webhook may still be on its way, the network may blink); only a lost session
 * ends the wait early. Answers null when the page went away (`signal` aborted).
 */
export async function pollSubscription(options: {
  check: () => Promise<Subscription>;
  intervalMs: number;
  timeoutMs: number;
  signal: AbortSignal;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}): Promise<PollOutcome | null> {
  const { check, intervalMs, timeoutMs, signal, wait = waitFor, now = Date.now } = options;
  const start = now();
  while (!signal.aborted) {
    try {
      const subscription = await check();
      if (isConfirmedPremium(subscription)) return signal.aborted ? null : { kind: 'active', subscription };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED_ERROR') {
        return signal.aborted ? null : { kind: 'signedOut' };
      }
    }
    if (signal.aborted) return null;
    if (now() - start + intervalMs >= timeoutMs) return { kind: 'timeout' };
    await wait(intervalMs, signal);
  }
  return null;
}
