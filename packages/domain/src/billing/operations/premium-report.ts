import type { PremiumReport } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type BillingContext, hasPremiumAt, monthlyCents } from '../premium-rules';
import { listSubscriptions, monthlyStartsAndEnds } from '../subscriptions.repository';

/** The last twelve calendar months (UTC), oldest first, as YYYY-MM. */
function lastMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Admins: who has Premium now, the monthly recurring revenue, and new and cancelled per month. */
export async function premiumReport(ctx: BillingContext, session: Session): Promise<PremiumReport> {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  const now = ctx.clock.now();
  const rows = await listSubscriptions(ctx.db);
  const active = rows.filter(({ row }) => hasPremiumAt(row, now));
  const byPlan = { monthly: 0, yearly: 0, manual: 0 };
  let mrrCents = 0;
  for (const { row } of active) {
    if (row.source === 'manual' || !row.plan) byPlan.manual++;
    else {
      byPlan[row.plan]++;
      mrrCents += monthlyCents(row.plan);
    }
  }
  const months = lastMonths(now);
  const { starts, ends } = await monthlyStartsAndEnds(ctx.db, new Date(`${months[0]}-01T00:00:00Z`));
  const count = (list: { month: string; n: number }[], month: string) =>
    list.find((item) => item.month === month)?.n ?? 0;
  return {
    activeCompanies: active.length,
    byPlan,
    mrrCents,
    months: months.map((month) => ({ month, started: count(starts, month), cancelled: count(ends, month) })),
    companies: active.map(({ row, companyName }) => ({
      companyId: row.companyId,
      companyName,
      source: row.source,
      plan: row.plan,
      status: row.status,
      since: row.startedAt?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    })),
  };
}
