import { type Db, withTransaction } from '@tendero/db';
import { setCompanyPremium } from '../companies/index';
import { enqueueJob } from '../shared/jobs';
import type { GatewaySubscription } from './payment-gateway';
import {
  type BillingContext,
  hasPremiumAt,
  type PremiumState,
  premiumByStatus,
  statusFromGateway,
} from './premium-rules';
import { lockSubscription, type SubscriptionFields, saveSubscription } from './subscriptions.repository';

export const refreshPremiumJob = 'billing.refresh-premium';
const dayMs = 86_400_000;

/**
 * Sets the company's subscription row to what the provider says now, and the Premium flag from it. The
 * provider's current state is read for every event, so events applied in any order, or several times,
 * end in the same state. A grace period starts the first time a renewal is seen failing.
 */
export async function applyGatewaySubscription(
  ctx: BillingContext,
  companyId: string,
  sub: GatewaySubscription,
): Promise<void> {
  const now = ctx.clock.now();
  await withTransaction(ctx.db, async (tx) => {
    const before = await lockSubscription(tx, companyId);
    const status = statusFromGateway(sub.status);
    // An earlier subscription that ends (a late event) does not end the company's current one.
    if (before?.stripeSubscriptionId && before.stripeSubscriptionId !== sub.id && status === 'canceled') return;
    // Nor does a card subscription that is not on end a year the company paid at once.
    if (before?.source === 'one_time' && hasPremiumAt(before, now) && premiumByStatus[status] !== 'on') return;
    const failing = premiumByStatus[status] === 'grace';
    const graceUntil = failing ? (before?.graceUntil ?? new Date(now.getTime() + ctx.billing.graceDays * dayMs)) : null;
    const fields: SubscriptionFields = {
      source: 'stripe',
      stripeCustomerId: sub.customerId,
      stripeSubscriptionId: sub.id,
      plan: sub.plan ?? before?.plan ?? null,
      status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      graceUntil,
      startedAt: before?.startedAt ?? (status === 'active' || status === 'trialing' ? (sub.startedAt ?? now) : null),
      endedAt: status === 'canceled' ? (sub.endedAt ?? now) : null,
      grantedBy: null,
      updatedAt: now,
    };
    await saveSubscription(tx, companyId, fields);
    await applyPremiumFlag(ctx, tx, companyId, { status, graceUntil });
    if (graceUntil && !before?.graceUntil) {
      await enqueueJob(
        tx,
        ctx.clock,
        refreshPremiumJob,
        { companyId },
        { delayMs: graceUntil.getTime() - now.getTime() },
      );
    }
  });
}

/** The company's Premium flag from its row; tells search when it changed. */
export async function applyPremiumFlag(
  ctx: BillingContext,
  db: Db,
  companyId: string,
  row: PremiumState | null,
): Promise<void> {
  const now = ctx.clock.now();
  const changed = await setCompanyPremium(db, companyId, hasPremiumAt(row, now), now);
  if (changed) await ctx.onPremiumChanged(db, companyId, now);
}
