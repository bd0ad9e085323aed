import { withTransaction } from '@tendero/db';
import { AppError } from '../../shared/app-error';
import { enqueueJob } from '../../shared/jobs';
import type { BillingContext } from '../premium-rules';
import { storeEvent } from '../stripe-events.repository';

export const applyEventJob = 'billing.apply-event';

/**
 * A Stripe webhook: the signature is checked over the raw body (300 s tolerance), the event is stored by
 * its id and its work left to a job, so Stripe gets its answer at once. An event sent again is stored once
 * and applied once. Without payment settings nothing listens here: 404, which a payment provider treats as
 * a wrong address (a 5xx would be retried for days).
 */
export async function receiveStripeEvent(
  ctx: BillingContext,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<{ received: true; queued: boolean }> {
  if (!ctx.gateway) throw new AppError('NOT_FOUND', { reason: 'PAYMENTS_NOT_CONFIGURED' });
  if (!input.signature) throw new AppError('VALIDATION_ERROR', { reason: 'BAD_SIGNATURE' });
  let event: ReturnType<NonNullable<BillingContext['gateway']>['verifyEvent']>;
  try {
    event = ctx.gateway.verifyEvent(input.rawBody, input.signature, ctx.clock.now());
  } catch {
    throw new AppError('VALIDATION_ERROR', { reason: 'BAD_SIGNATURE', messageKey: 'billing.errors.badSignature' });
  }
  const queued = await withTransaction(ctx.db, async (tx) => {
    const fresh = await storeEvent(tx, { id: event.id, type: event.type, payload: event.payload });
    if (fresh) {
      await enqueueJob(tx, ctx.clock, applyEventJob, {
        eventId: event.id,
        type: event.type,
        customerId: event.customerId,
        subscriptionId: event.subscriptionId,
        invoiceId: event.invoiceId,
        companyId: event.companyId,
        checkoutSessionId: event.checkoutSessionId,
        paymentIntentId: event.paymentIntentId,
      });
    }
    return fresh;
  });
  return { received: true, queued };
}
