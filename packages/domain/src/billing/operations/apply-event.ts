import { withTransaction } from '@tendero/db';
import { enqueueInvoiceFor } from '../../invoicing/index';
import type { JobHandler } from '../../shared/jobs';
import { queueRenewalFailedMail } from '../billing.mail';
import { claimFailureMail, upsertInvoicePayment } from '../payments.repository';
import type { BillingContext } from '../premium-rules';
import { applyGatewaySubscription, applyPremiumFlag, type refreshPremiumJob } from '../premium-sync';
import { findEvent, markEventApplied } from '../stripe-events.repository';
import { findSubscription, findSubscriptionByStripe } from '../subscriptions.repository';
import { applyRefund } from './apply-refund';
import type { applyEventJob } from './receive-event';

const handled = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

/**
 * Applies one stored Stripe event. The event only says what changed; the current subscription and invoice
 * are read from Stripe, so any order of events, and the same event again, give the same end state.
 */
export function createApplyEventHandler(ctx: BillingContext): JobHandler<typeof applyEventJob> {
  return async (job) => {
    const stored = await findEvent(ctx.db, job.eventId);
    if (!stored || stored.appliedAt) return;
    const gateway = ctx.gateway;
    if (gateway && handled.has(job.type)) {
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
      if (companyId && invoice) {
        const payment = await upsertInvoicePayment(ctx.db, {
          companyId,
          stripeInvoiceId: invoice.id,
          plan: invoice.plan ?? sub?.plan ?? null,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          status: invoice.status,
          invoiceUrl: invoice.invoiceUrl,
          receiptUrl: invoice.receiptUrl,
          createdAt: invoice.createdAt,
        });
        // Tendero's own VAT invoice of the paid Stripe invoice (issue 38): issued once by its job.
        if (payment.status === 'paid') await enqueueInvoiceFor(ctx, payment.id);
        if (
          invoice.status === 'failed' &&
          invoice.renewal &&
          (await claimFailureMail(ctx.db, payment.id, ctx.clock.now()))
        ) {
          await queueRenewalFailedMail(ctx, companyId, await findSubscription(ctx.db, companyId));
        }
      }
    }
    // A refund issues Tendero's correcting invoice (issue 38).
    if (gateway && job.type === 'charge.refunded') await applyRefund(ctx, gateway, stored.payload);
    await markEventApplied(ctx.db, job.eventId, ctx.clock.now());
  };
}

/** At the end of a grace period: Premium goes off unless the payment came through meanwhile. */
export function createRefreshPremiumHandler(ctx: BillingContext): JobHandler<typeof refreshPremiumJob> {
  return async ({ companyId }) => {
    await withTransaction(ctx.db, async (tx) => {
      await applyPremiumFlag(ctx, tx, companyId, await findSubscription(tx, companyId));
    });
  };
}
