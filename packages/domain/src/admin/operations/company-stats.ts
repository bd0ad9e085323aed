import type { CompanyStats } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { type AdminContext, assertAdmin } from '../admin-context';
import { addedPerWeek, companyTotals } from '../companies.repository';

export const statsWeeks = 12;

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStartUtc(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

/** Profiles added in total and in each of the last 12 weeks (this one included; weeks with none show 0). */
export async function companyStats(ctx: AdminContext, session: Session): Promise<CompanyStats> {
  assertAdmin(session);
  const first = weekStartUtc(ctx.clock.now());
  first.setUTCDate(first.getUTCDate() - 7 * (statsWeeks - 1));
  const [totals, weeks] = await Promise.all([companyTotals(ctx.db), addedPerWeek(ctx.db, first)]);
  const added = new Map(weeks.map((week) => [week.weekStart, week.added]));
  return {
    ...totals,
    weeks: Array.from({ length: statsWeeks }, (_, index) => {
      const start = new Date(first.getTime() + index * 7 * 86_400_000).toISOString().slice(0, 10);
      return { weekStart: start, added: added.get(start) ?? 0 };
    }),
  };
}
