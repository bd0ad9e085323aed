'use client';

import { billingEndpoints, type PremiumPlan, type Subscription } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, Card, ConfirmDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatCents } from './billing-format';

type Question = 'cancel' | 'switch' | null;

/**
 * The manager's Stripe subscription: cancel at the end of the period (asked first) or resume, switch to
 * the other plan (asked first; Stripe prorates), and Stripe's customer portal for the card and invoices.
 * Each answer refreshes the page, so the status card says what the server now says.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const t = useTranslations('billing');
  const errors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const [question, setQuestion] = useState<Question>(null);
  const [pending, startTransition] = useTransition();
  const [leaving, setLeaving] = useState(false);
  const { plan, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  const other: PremiumPlan = plan === 'yearly' ? 'monthly' : 'yearly';
  const otherOption = subscription.plans.find((option) => option.plan === other);
  const otherPrice = otherOption
    ? t(`price.${other}`, { price: formatCents(otherOption.amountCents, otherOption.currency, locale) })
    : '';
  const endDate = currentPeriodEnd ? formatDate(currentPeriodEnd) : '';

  /** Runs one call; true when it worked (a dialog closes), false after the error toast. */
  const run = async (call: () => Promise<Subscription>, done: (next: Subscription) => string) => {
    try {
      const next = await call();
      toast.success(done(next));
      startTransition(() => router.refresh());
      return true;
    } catch (error) {
      toast.error(describeApiError(error, errors('network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };
  const cancel = () =>
    run(
      () => apiRequest(billingEndpoints.cancel, { locale }),
      (next) => t('actions.cancelled', { date: next.currentPeriodEnd ? formatDate(next.currentPeriodEnd) : endDate }),
    );
  const resume = () =>
    run(
      () => apiRequest(billingEndpoints.resume, { locale }),
      () => t('actions.resumed'),
    );
  const switchPlan = () =>
    run(
      () => apiRequest(billingEndpoints.switchPlan, { body: { plan: other }, locale }),
      (next) => t('actions.switched', { plan: next.plan ?? other }),
    );
  const openPortal = async () => {
    setLeaving(true);
    try {
      const { url } = await apiRequest(billingEndpoints.portal, { locale });
      window.location.assign(url);
    } catch (error) {
      setLeaving(false);
      toast.error(describeApiError(error, errors('network')), { className: 'whitespace-pre-line' });
    }
  };

  if (!subscription.paymentsConfigured) {
    return (
      <Card>
        <p className="text-sm text-slate-700">{t('actions.notConfigured')}</p>
      </Card>
    );
  }
  const busy = pending || leaving;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('actions.title')}</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        {cancelAtPeriodEnd ? (
          <Button disabled={busy} onClick={() => void resume()}>
            {t('actions.resume')}
          </Button>
        ) : (
          <>
            {otherOption ? (
              <Button variant="secondary" disabled={busy} onClick={() => setQuestion('switch')}>
                {t('actions.switch', { plan: other })}
              </Button>
            ) : null}
            <Button variant="secondary" disabled={busy} onClick={() => setQuestion('cancel')}>
              {t('actions.cancel')}
            </Button>
          </>
        )}
        <Button variant="ghost" disabled={busy} aria-busy={leaving || undefined} onClick={() => void openPortal()}>
          {t('actions.portal')}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('actions.portalHint')}</p>
      <ConfirmDialog
        open={question === 'cancel'}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.keep')}
        tone="danger"
        onConfirm={cancel}
        onClose={() => setQuestion(null)}
      >
        <p>{t('actions.cancelBody', { date: endDate })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={question === 'switch'}
        title={t('actions.switchTitle', { plan: other })}
        confirmLabel={t('actions.switchConfirm')}
        cancelLabel={t('actions.back')}
        onConfirm={switchPlan}
        onClose={() => setQuestion(null)}
      >
        <p>{t('actions.switchBody', { price: otherPrice })}</p>
      </ConfirmDialog>
    </Card>
  );
}
