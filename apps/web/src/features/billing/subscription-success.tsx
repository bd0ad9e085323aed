'use client';

import { billingEndpoints, localeOr, withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import NextLink from '@/lib/link';
import { type PollOutcome, pollSubscription } from './poll-subscription';

/** SPEC §2: Stripe sends the buyer back here; the webhook usually lands within seconds. */
const intervalMs = 2000;
const timeoutMs = 60_000;

/**
 * `/subscription/success`, rendered in the browser only: asks for the company's subscription every 2 s
 * until Stripe's confirmation has arrived, then says Premium is active; after a minute it says honestly that
 * the payment is still being confirmed. Either way the way on is the subscription page. A signed-out
 * visitor never gets here (the page gateway sends them to sign in and back, `signInFirst`); a session that
 * ends while waiting offers sign-in and the way back.
 */
export function SubscriptionSuccess() {
  const t = useTranslations('billing.success');
  const locale = localeOr(useLocale());
  const [outcome, setOutcome] = useState<PollOutcome | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void pollSubscription({
      check: () => apiRequest(billingEndpoints.checkStatus, { body: {}, locale }),
      intervalMs,
      timeoutMs,
      signal: controller.signal,
    }).then((result) => {
      if (result) setOutcome(result);
    });
    return () => controller.abort();
  }, [locale]);

  const manage = (
    <NextLink
      href={withLocale(locale, '/account-settings/manage-subscription')}
      className={buttonClass('primary', 'md', 'mt-6')}
    >
      {t('manage')}
    </NextLink>
  );

  return (
    <Card className="mx-auto max-w-xl text-center">
      <div role="status" aria-live="polite">
        {outcome === null ? (
          <>
            <span
              aria-hidden="true"
              className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
            />
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('waitingTitle')}</h1>
            <p className="mt-3 text-slate-700">{t('waiting')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('waitingHint')}</p>
          </>
        ) : outcome.kind === 'active' ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('activeTitle')}</h1>
            <p className="mt-3 text-slate-700">{t('active', { plan: outcome.subscription.plan ?? 'none' })}</p>
            {manage}
          </>
        ) : outcome.kind === 'timeout' ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('pendingTitle')}</h1>
            <p className="mt-3 text-slate-700">{t('pending')}</p>
            {manage}
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('signedOutTitle')}</h1>
            <p className="mt-3 text-slate-700">{t('signedOut')}</p>
            <NextLink
              href={`${withLocale(locale, '/login')}?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`}
              className={buttonClass('primary', 'md', 'mt-6')}
            >
              {t('login')}
            </NextLink>
          </>
        )}
      </div>
    </Card>
  );
}
