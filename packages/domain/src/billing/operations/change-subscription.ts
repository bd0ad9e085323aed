import type { PremiumPlan, Subscription } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type BillingContext, hasPremiumAt, managerCompany, requireGateway } from '../premium-rules';
import { applyGatewaySubscription } from '../premium-sync';
import { findSubscription } from '../subscriptions.repository';
import { subscriptionView } from './get-subscription';
import { providerCall } from './provider-call';

type Change = { cancelAtPeriodEnd: boolean } | { plan: PremiumPlan };

/**
 * The manager cancels at the end of the paid period, undoes that, or switches plan (Stripe prorates). The
 * provider's answer is applied at once, so the page shows the new state before the webhook arrives.
 */
export async function changeSubscription(ctx: BillingContext, session: Session, change: Change): Promise<Subscription> {
  const companyId = managerCompany(session);
  const gateway = requireGateway(ctx);
  const row = await findSubscription(ctx.db, companyId);
  if (row?.source !== 'stripe' || !row.stripeSubscriptionId || !hasPremiumAt(row, ctx.clock.now())) {
    throw new AppError('CONFLICT', { reason: 'NO_SUBSCRIPTION', messageKey: 'billing.errors.noSubscription' });
  }
  const subscriptionId = row.stripeSubscriptionId;
  const updated = await providerCall(async () => {
    if ('cancelAtPeriodEnd' in change) return gateway.updateSubscription(subscriptionId, change);
    if (change.plan === row.plan) {
      throw new AppError('CONFLICT', { reason: 'SAME_PLAN', messageKey: 'billing.errors.samePlan' });
    }
    const current = await gateway.subscription(subscriptionId);
    if (!current?.itemId)
      throw new AppError('CONFLICT', { reason: 'NO_SUBSCRIPTION', messageKey: 'billing.errors.noSubscription' });
    // The other plan in the same currency (a złoty subscription stays in złoty).
    return gateway.updateSubscription(subscriptionId, {
      plan: change.plan,
      itemId: current.itemId,
      currency: current.currency ?? 'eur',
    });
  });
  await applyGatewaySubscription(ctx, companyId, updated);
  return subscriptionView(ctx, companyId, true);
}
