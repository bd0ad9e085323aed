import { planPrices, premiumPlans, type Subscription } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { startOfMonthUtc } from '../../shared/clock';
import { invoiceBuyerOf } from '../../tax-identity/index';
import { premiumPricing } from '../premium-pricing';
import { type BillingContext, hasPremiumAt } from '../premium-rules';
import { findSubscription, type SubscriptionRow } from '../subscriptions.repository';

const plans = premiumPlans.map((plan) => ({ plan, ...planPrices[plan] }));

/** The subscription as a page shows it, for a company (or for nobody: a client's or an admin's view). */
export async function subscriptionView(
  ctx: BillingContext,
  companyId: string | null,
  canManage: boolean,
): Promise<Subscription> {
  const now = ctx.clock.now();
  const row: SubscriptionRow | null = companyId ? await findSubscription(ctx.db, companyId) : null;
  const pricing = companyId ? await pricingOf(ctx, companyId) : undefined;
  return {
    companyId,
    hasPremium: hasPremiumAt(row, now),
    source: row ? row.source : 'none',
    plan: row?.plan ?? null,
    status: row?.status ?? 'none',
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    graceUntil: row?.graceUntil?.toISOString() ?? null,
    paymentsConfigured: ctx.gateway !== null,
    canManage,
    plans,
    freeApplicationsPerMonth: ctx.billing.freeApplicationsPerMonth,
    applicationsThisMonth: companyId ? await ctx.applicationsSince(companyId, startOfMonthUtc(now)) : 0,
    ...(pricing ? { pricing } : {}),
  };
}

/** The company's prices as it would pay them: net, VAT and gross in its currency. */
async function pricingOf(ctx: BillingContext, companyId: string): Promise<Subscription['pricing']> {
  const {
    currency,
    vat,
    vatRatePercent,
    plans: priced,
    oneTimeYearly,
  } = premiumPricing(await invoiceBuyerOf(ctx, companyId), {
    sellsInZloty: ctx.gateway?.sellsInZloty ?? false,
    netPln: ctx.billing.netPln,
  });
  return { currency, vat, vatRatePercent, plans: priced, oneTimeYearly };
}

/** The signed-in person's company subscription: the manager manages it, a rep sees it. */
export async function getSubscription(ctx: BillingContext, session: Session): Promise<Subscription> {
  const company = session.role === 'MANAGER' || session.role === 'SALES_REP' ? (session.companyId ?? null) : null;
  return subscriptionView(ctx, company, session.role === 'MANAGER' && company !== null);
}
