'use client';

import {
  billingEndpoints,
  checkoutSchema,
  type PremiumPlan,
  type PremiumPricing,
  type Subscription,
} from '@tendero/contracts';
import { Button, Card, FormHeading } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { formatCents } from './billing-format';
import { PriceBreakdown, VatNote } from './price-breakdown';

/** What a plan costs this buyer: the gross in its currency when its VAT is known, the net otherwise. */
function amountsOf(plans: Subscription['plans'], pricing: PremiumPricing | undefined) {
  return plans.map((option) => {
    const priced = pricing?.plans.find((item) => item.plan === option.plan);
    return priced && pricing
      ? {
          plan: option.plan,
          cents: pricing.vat === 'unknown' ? priced.netCents : priced.grossCents,
          currency: pricing.currency,
        }
      : { plan: option.plan, cents: option.amountCents, currency: option.currency as string };
  });
}

/**
 * The manager buys Premium: monthly or yearly, priced in the company's currency with net, VAT and gross
 * (issue 38), then Stripe Checkout (the browser goes to the page the API answers). A company buying in złoty
 * may pay the yearly plan once for a year with BLIK or Przelewy24. Where this server takes no payments, the
 * button's place says so, and that an administrator can still grant Premium by hand.
 */
export function PlanPicker({
  plans,
  pricing,
  paymentsConfigured,
}: {
  plans: Subscription['plans'];
  pricing?: PremiumPricing | undefined;
  paymentsConfigured: boolean;
}) {
  const t = useTranslations('billing');
  const tp = useTranslations('billingPl');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const form = useContractForm(checkoutSchema, {
    defaultValues: { plan: 'monthly', payment: 'subscription' },
    onSubmit: async (values) => {
      const oneTime = values.plan === 'yearly' && values.payment === 'one_time' && pricing?.oneTimeYearly;
      const body = { plan: values.plan, payment: oneTime ? ('one_time' as const) : ('subscription' as const) };
      const { url } = await apiRequest(billingEndpoints.checkout, { body, locale });
      setLeaving(true);
      window.location.assign(url);
    },
  });
  const watched = form.watch('plan');
  const chosen = plans.find((item) => item.plan === watched)?.plan ?? 'monthly';
  const oneTime = chosen === 'yearly' && pricing?.oneTimeYearly === true && form.watch('payment') === 'one_time';
  const amounts = amountsOf(plans, pricing);
  const money = (plan: PremiumPlan) => {
    const option = amounts.find((item) => item.plan === plan);
    return option ? formatCents(option.cents, option.currency, locale) : null;
  };
  const priceOf = (plan: PremiumPlan) => {
    const price = money(plan);
    return price ? t(`price.${plan}`, { price }) : null;
  };
  const monthly = amounts.find((item) => item.plan === 'monthly');
  const yearly = amounts.find((item) => item.plan === 'yearly');
  const savingCents = monthly && yearly ? monthly.cents * 12 - yearly.cents : 0;
  const hint = (plan: PremiumPlan) =>
    plan === 'yearly' && yearly && savingCents > 0
      ? t('picker.yearlyHint', { saving: formatCents(savingCents, yearly.currency, locale) })
      : plan === 'monthly'
        ? t('picker.monthlyHint')
        : null;
  const busy = form.formState.isSubmitting || leaving;

  return (
    <Card>
      <Form onSubmit={form.submit} aria-labelledby="plan-picker-title" className="space-y-5">
        <FormHeading id="plan-picker-title" title={t('picker.title')} lead={t('picker.lead')} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('picker.period')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {plans.map((option) => (
              <label
                key={option.plan}
                className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  {...form.choice('plan', option.plan)}
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`plans.${option.plan}`)}</span>
                  <span className="mt-0.5 block text-lg font-bold text-slate-900">{priceOf(option.plan)}</span>
                  {pricing ? <PriceBreakdown pricing={pricing} plan={option.plan} /> : null}
                  <span className="mt-1 block text-sm text-slate-600">{hint(option.plan)}</span>
                </span>
              </label>
            ))}
          </div>
          {pricing ? (
            <div className="mt-3">
              <VatNote pricing={pricing} />
            </div>
          ) : null}
        </fieldset>
        {pricing?.oneTimeYearly && chosen === 'yearly' ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{tp('payment.legend')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {(['subscription', 'one_time'] as const).map((way) => (
                <label
                  key={way}
                  className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                >
                  <input
                    type="radio"
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                    {...form.choice('payment', way)}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {way === 'one_time' ? tp('payment.oneTime') : tp('payment.subscription')}
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">
                      {way === 'one_time' ? tp('payment.oneTimeHint') : tp('payment.subscriptionHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {paymentsConfigured ? (
          <div className="space-y-2">
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
              {leaving
                ? t('picker.redirecting')
                : oneTime
                  ? tp('payment.buyOneTime', { price: money('yearly') ?? '' })
                  : t('picker.buy', { price: priceOf(chosen) ?? '' })}
            </Button>
            <p className="text-xs text-slate-600">{t('picker.secure')}</p>
          </div>
        ) : (
          <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">{t('picker.notConfiguredTitle')}</p>
            <p className="mt-1">{t('picker.notConfigured')}</p>
          </div>
        )}
      </Form>
    </Card>
  );
}
