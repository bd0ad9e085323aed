import { type CompanyBadge, type CompanyTitleId, companyTitleIds } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { meetsFastResponderRule } from '../trust/index';
import { verifiedReviewFigures } from './badges.repository';

/** The rules of the badges (the texts in `companies.titles.*.rule` say the same in words). */
export const badgeRules = {
  topRated: { minReviews: 10, minAverage: 4.7, months: 12 },
} as const;

/** Whether each company meets each badge's rule now (fast responder: the trust figures' rule). */
export async function companyBadges(
  db: Db,
  companies: readonly { id: string; verifiedAt: Date | null }[],
  now: Date,
): Promise<Map<string, CompanyBadge[]>> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - badgeRules.topRated.months);
  const fast = await meetsFastResponderRule(
    db,
    companies.map((company) => company.id),
  );
  const figures = new Map(
    (
      await verifiedReviewFigures(
        db,
        companies.map((company) => company.id),
        since,
      )
    ).map((row) => [row.companyId, row]),
  );
  const meets = (company: { id: string; verifiedAt: Date | null }, id: CompanyTitleId): boolean => {
    if (id === 'verified') return company.verifiedAt !== null;
    if (id === 'top-rated') {
      const own = figures.get(company.id);
      return (
        (own?.reviews ?? 0) >= badgeRules.topRated.minReviews &&
        Number(own?.average ?? 0) >= badgeRules.topRated.minAverage
      );
    }
    return fast.get(company.id) ?? false;
  };
  return new Map(
    companies.map((company) => [company.id, companyTitleIds.map((id) => ({ id, meetsRule: meets(company, id) }))]),
  );
}
