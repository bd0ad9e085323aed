import { type PlatformLeads, type PlatformLeadsQuery, platformLeadsTop, platformLeadsWeeks } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { catalogue, findService } from '../../catalog/index';
import type { DomainContext } from '../../shared/context';
import { assertMayReadPlatformFigures } from '../inquiries.policy';
import {
  countApplicationsByState,
  countInquiriesByState,
  countPerWeek,
  medianSecondsToFirstApplication,
  topCategories,
  topCompaniesByApplications,
  topServices,
} from '../platform-leads.repository';

const dayMs = 86_400_000;
const weekMs = 7 * dayMs;

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStartUtc(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * dayMs);
}

const categoryPairs = catalogue.categories.flatMap((category) =>
  category.services.map((service) => [service.slug, category.slug] as const),
);
const categoryNames = new Map(catalogue.categories.map((category) => [category.slug, category.names]));

/**
 * /admin/leads: how the marketplace is doing, platform-wide, over the last 7, 30 or 90 days. The inquiries
 * published and the offers sent in the period, each by where it stands now; the share of offers accepted;
 * the median wait for a first offer; 12 weeks of counts; the services, categories and companies seen most.
 * Counts and company names only: no inquiry text, offer message, chat or contact note (admins only).
 */
export async function platformLeadFigures(
  ctx: DomainContext,
  session: Session,
  query: PlatformLeadsQuery,
): Promise<PlatformLeads> {
  assertMayReadPlatformFigures(session);
  const to = ctx.clock.now();
  const period = { from: new Date(to.getTime() - query.days * dayMs), to };
  const firstWeek = new Date(weekStartUtc(to).getTime() - (platformLeadsWeeks - 1) * weekMs);
  const [inquiries, applications, median, perWeek, services, categories, companies] = await Promise.all([
    countInquiriesByState(ctx.db, period),
    countApplicationsByState(ctx.db, period),
    medianSecondsToFirstApplication(ctx.db, period),
    countPerWeek(ctx.db, { from: firstWeek, to }),
    topServices(ctx.db, period, platformLeadsTop),
    topCategories(ctx.db, period, categoryPairs, platformLeadsTop),
    topCompaniesByApplications(ctx.db, period, platformLeadsTop),
  ]);
  const countOf = (rows: { week: number; n: number }[], week: number) => rows.find((row) => row.week === week)?.n ?? 0;
  return {
    period: { days: query.days, from: period.from.toISOString(), to: to.toISOString() },
    inquiries,
    applications,
    acceptanceRate: applications.sent > 0 ? applications.accepted / applications.sent : null,
    medianFirstApplicationSeconds: median,
    weeks: Array.from({ length: platformLeadsWeeks }, (_, week) => ({
      weekStart: new Date(firstWeek.getTime() + week * weekMs).toISOString().slice(0, 10),
      inquiries: countOf(perWeek.inquiries, week),
      applications: countOf(perWeek.applications, week),
    })),
    topServices: services.map((row) => ({
      slug: row.slug,
      names: findService(row.slug)?.service.names ?? { en: row.slug, pl: row.slug },
      inquiries: row.inquiries,
    })),
    topCategories: categories.map((row) => ({
      slug: row.slug,
      names: categoryNames.get(row.slug) ?? { en: row.slug, pl: row.slug },
      inquiries: row.inquiries,
    })),
    topCompanies: companies,
  };
}
