'use client';

import { billingEndpoints, type Subscription } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatCents } from './billing-format';

/**
 * A year of Premium paid at once (BLIK, Przelewy24 or card): it does not renew by itself, so the manager
 * pays the next year here, early or late, through the same checkout; the new year starts where the current
 * one ends. The reminder e-mail 14 days before the end links to this page.
 */
export function YearRenewal({ subscription }: { subscription: Subscription }) {
  const t = useTranslations('billingPl.year');
  const errors = useTranslations('errors');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const pricing = subscription.pricing;
  const yearly = pricing?.plans.find((item) => item.plan === 'yearly');
  const price = yearly && pricing ? formatCents(yearly.grossCents, pricing.currency, locale) : '';
  const renew = async () => {
    setLeaving(true);
    try {
      const { url } = await apiRequest(billingEndpoints.checkout, {
        body: { plan: 'yearly', payment: 'one_time' },
        locale,
      });
      window.location.assign(url);
    } catch (error) {
      setLeaving(false);
      toast.error(describeApiError(error, errors('network')), { className: 'whitespace-pre-line' });
    }
  };
  return (
    <Card>
      <h2 id="year-renewal-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t('body', { date: subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '' })}
      </p>
      {subscription.paymentsConfigured && pricing?.oneTimeYearly ? (
        <Button className="mt-4" disabled={leaving} aria-busy={leaving || undefined} onClick={() => void renew()}>
          {leaving ? t('redirecting') : t('renew', { price })}
        </Button>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('notConfigured')}</p>
      )}
    </Card>
  );
}
