import { enqueueCorrectionFor } from '../../invoicing/index';
import type { PaymentGateway } from '../payment-gateway';
import { findPaymentByStripeId } from '../payments.repository';
import type { BillingContext } from '../premium-rules';

/** The charge a stored `charge.refunded` event is about (its signature was checked when it arrived). */
function chargeIdOf(payload: unknown): string | null {
  const object = (payload as { data?: { object?: { id?: unknown; object?: unknown } } } | null)?.data?.object;
  return object?.object === 'charge' && typeof object.id === 'string' ? object.id : null;
}

/**
 * A refund (Stripe's `charge.refunded`): the charge is read from Stripe (how much went back in all, which
 * invoice or Checkout session it paid) and the payment's correcting invoice is queued, once per state of
 * the refund (issue 38). A charge Tendero holds no payment for changes nothing.
 */
export async function applyRefund(ctx: BillingContext, gateway: PaymentGateway, eventPayload: unknown): Promise<void> {
  const chargeId = chargeIdOf(eventPayload);
  if (!chargeId) return;
  const refund = await gateway.refund(chargeId);
  if (!refund || refund.amountRefundedCents <= 0) return;
  const stripeId = refund.invoiceId ?? refund.checkoutSessionId;
  const payment = stripeId ? await findPaymentByStripeId(ctx.db, stripeId) : null;
  if (payment?.status !== 'paid') return;
  await enqueueCorrectionFor(ctx, {
    paymentId: payment.id,
    reference: `refund:${refund.chargeId}:${refund.amountRefundedCents}`,
    refundedCents: refund.amountRefundedCents,
  });
}
