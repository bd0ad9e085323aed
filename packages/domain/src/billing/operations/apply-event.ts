import { withTransaction } from '@tendero/db';
import type { JobHandler } from '../../shared/jobs';
import { queueRenewalFailedMail } from '../billing.mail';
import type { GatewayInvoice, GatewaySubscription, PaymentGateway } from '../payment-gateway';
import { claimFailureMail, findPaymentByStripeId, upsertInvoicePayment } from '../payments.repository';
import type { BillingContext } from '../premium-rules';
import { applyGatewaySubscription, applyPremiumFlag, type refreshPremiumJob } from '../premium-sync';
import { findEvent, markEventApplied } from '../stripe-events.repository';
import { endPaidYear, findSubscription, findSubscriptionByStripe, lockSubscription } from '../subscriptions.repository';
import { applyOneTimePayment } from './apply-one-time-payment';
import { applyRefund } from './apply-refund';
import type { applyEventJob } from './receive-event';

const handled = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'payment_intent.succeeded',
]);

type Job = Parameters<JobHandler<typeof applyEventJob>>[0];

/**
 * Applies one stored Stripe event. The event only says what changed; the current subscription and invoice
 * (or the Checkout session of a year paid at once) are read from Stripe, so any order of events, and the
 * same event again, give the same end state.
 */
export function createApplyEventHandler(ctx: BillingContext): JobHandler<typeof applyEventJob> {
  return async (job) => {
    const stored = await findEvent(ctx.db, job.eventId);
    if (!stored || stored.appliedAt) return;
    const gateway = ctx.gateway;
    if (gateway && handled.has(job.type)) {
      // A year paid at once is a Checkout session in payment mode (told by the session and its payment
      // intent); a subscription's session, and an invoice's payment intent, go on as subscriptions.
      const oneTime = job.checkoutSessionId
        ? await gateway.oneTimePayment(job.checkoutSessionId)
        : job.paymentIntentId
          ? await gateway.oneTimePaymentOfIntent(job.paymentIntentId)
          : null;
      if (oneTime) {
        const known = oneTime.customerId
          ? await findSubscriptionByStripe(ctx.db, { customerId: oneTime.customerId, subscriptionId: null })
          : null;
        const companyId = oneTime.companyId ?? known?.companyId ?? null;
        if (companyId) await applyOneTimePayment(ctx, companyId, oneTime);
      } else if (job.type !== 'payment_intent.succeeded') {
        await applySubscriptionEvent(ctx, gateway, job);
      }
    }
    // A refund issues Tendero's correcting invoice (issue 38).
    if (gateway && job.type === 'charge.refunded') await applyRefund(ctx, gateway, stored.payload);
    await markEventApplied(ctx.db, job.eventId, ctx.clock.now());
  };
}

async function applySubscriptionEvent(ctx: BillingContext, gateway: PaymentGateway, job: Job): Promise<void> {
  const invoice = job.invoiceId ? await gateway.invoice(job.invoiceId) : null;
  const subscriptionId = job.subscriptionId ?? invoice?.subscriptionId ?? null;
  const customerId = job.customerId ?? invoice?.customerId ?? null;
  const sub = subscriptionId
    ? await gateway.subscription(subscriptionId)
    : customerId
      ? await gateway.customerSubscription(customerId)
      : null;
  const known = await findSubscriptionByStripe(ctx.db, { customerId, subscriptionId });
  const companyId = job.companyId ?? sub?.companyId ?? known?.companyId ?? null;
  if (companyId && sub) await applyGatewaySubscription(ctx, companyId, sub);
  if (companyId && invoice) await recordInvoice(ctx, companyId, invoice, sub);
}

/**
 * Stores a Stripe invoice of the subscription (gross, net, VAT, card); the first time it is seen paid the
 * invoicing part is told (`onPaymentPaid`), and a failed renewal e-mails the manager once.
 */
async function recordInvoice(
  ctx: BillingContext,
  companyId: string,
  invoice: GatewayInvoice,
  sub: GatewaySubscription | null,
): Promise<void> {
  const payment = await withTransaction(ctx.db, async (tx) => {
    const before = await findPaymentByStripeId(tx, invoice.id);
    const row = await upsertInvoicePayment(tx, {
      companyId,
      stripeInvoiceId: invoice.id,
      plan: invoice.plan ?? sub?.plan ?? null,
      amountCents: invoice.amountCents,
      netCents: invoice.netCents,
      vatCents: invoice.vatCents,
      // A subscription is paid by card: the only way its checkout offers.
      method: 'card',
      currency: invoice.currency,
      status: invoice.status,
      invoiceUrl: invoice.invoiceUrl,
      receiptUrl: invoice.receiptUrl,
      createdAt: invoice.createdAt,
    });
    if (row.status === 'paid' && before?.status !== 'paid') {
      await ctx.onPaymentPaid(tx, { paymentId: row.id, companyId });
    }
    return row;
  });
  if (invoice.status === 'failed' && invoice.renewal && (await claimFailureMail(ctx.db, payment.id, ctx.clock.now()))) {
    await queueRenewalFailedMail(ctx, companyId, await findSubscription(ctx.db, companyId));
  }
}

/**
 * At the end of a grace period, or of a year paid at once: Premium goes off unless the payment came
 * through meanwhile (a renewed year has moved its end further).
 */
export function createRefreshPremiumHandler(ctx: BillingContext): JobHandler<typeof refreshPremiumJob> {
  return async ({ companyId }) => {
    await withTransaction(ctx.db, async (tx) => {
      await lockSubscription(tx, companyId);
      await endPaidYear(tx, companyId, ctx.clock.now());
      await applyPremiumFlag(ctx, tx, companyId, await findSubscription(tx, companyId));
    });
  };
}
