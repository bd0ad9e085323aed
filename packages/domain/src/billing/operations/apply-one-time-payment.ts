import { withTransaction } from '@tendero/db';
import { enqueueJob } from '../../shared/jobs';
import type { GatewayOneTimePayment } from '../payment-gateway';
import { insertOneTimePayment } from '../payments.repository';
import { type BillingContext, hasPremiumAt } from '../premium-rules';
import { applyPremiumFlag, refreshPremiumJob } from '../premium-sync';
import { lockSubscription, saveSubscription } from '../subscriptions.repository';

export const yearEndingReminderJob = 'billing.year-ending-reminder';
/** The renewal reminder of a year paid at once goes this many days before the year ends. */
export const reminderDaysBefore = 14;
const dayMs = 86_400_000;

/** The same day and time a year later (UTC); 29 February gives 1 March. */
export function yearAfter(start: Date): Date {
  const end = new Date(start.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * A year of Premium paid at once (Stripe Checkout, BLIK, Przelewy24 or card) is recorded: the payment
 * (source `stripe`, `stripe_invoice_id` = the Checkout session id) and Premium for a year from the payment,
 * or from the end of the year still running when it is a renewal paid early. The same payment told again (by
 * `checkout.session.completed`, `payment_intent.succeeded`, or the same event twice) is stored once and
 * extends once. The reminder 14 days before the end, and the end itself, are jobs queued here.
 */
export async function applyOneTimePayment(
  ctx: BillingContext,
  companyId: string,
  payment: GatewayOneTimePayment,
): Promise<void> {
  if (!payment.paid) return;
  const now = ctx.clock.now();
  await withTransaction(ctx.db, async (tx) => {
    const before = await lockSubscription(tx, companyId);
    const stored = await insertOneTimePayment(tx, {
      companyId,
      stripeInvoiceId: payment.sessionId,
      plan: 'yearly',
      amountCents: payment.amountCents,
      netCents: payment.netCents,
      vatCents: payment.vatCents,
      currency: payment.currency,
      method: payment.method,
      invoiceUrl: null,
      receiptUrl: payment.receiptUrl,
      createdAt: payment.paidAt,
    });
    if (!stored) return;
    const running =
      before?.source === 'one_time' && hasPremiumAt(before, payment.paidAt) ? before.currentPeriodEnd : null;
    const yearEnd = yearAfter(running ?? payment.paidAt);
    const continuing = hasPremiumAt(before, now);
    await saveSubscription(tx, companyId, {
      source: 'one_time',
      stripeCustomerId: payment.customerId ?? before?.stripeCustomerId ?? null,
      stripeSubscriptionId: null,
      plan: 'yearly',
      status: 'active',
      currentPeriodEnd: yearEnd,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      startedAt: continuing ? (before?.startedAt ?? payment.paidAt) : payment.paidAt,
      endedAt: null,
      grantedBy: null,
      updatedAt: now,
    });
    await ctx.onPaymentPaid(tx, { paymentId: stored.id, companyId });
    await applyPremiumFlag(ctx, tx, companyId, {
      source: 'one_time',
      status: 'active',
      graceUntil: null,
      currentPeriodEnd: yearEnd,
    });
    const untilEnd = yearEnd.getTime() - now.getTime();
    await enqueueJob(
      tx,
      ctx.clock,
      yearEndingReminderJob,
      { companyId, yearEnd: yearEnd.toISOString() },
      { delayMs: Math.max(1, untilEnd - reminderDaysBefore * dayMs) },
    );
    await enqueueJob(tx, ctx.clock, refreshPremiumJob, { companyId }, { delayMs: Math.max(1, untilEnd) });
  });
}
