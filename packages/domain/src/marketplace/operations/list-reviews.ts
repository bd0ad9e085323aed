import type { CompanyReviews } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { findPerson, maySeeCompany } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { inReaderLanguage } from '../../shared/content-language';
import { findRatedCompany, findReviews } from '../reviews.repository';
import { type ReviewsContext, reviewOut } from '../reviews-context';

/**
 * A company's reviews: public while the company is listed, like the company itself (the listing rule); an
 * unlisted company's only to its team and admins. No viewer reads as an anonymous visitor. With `locale`,
 * in the reader's language where a twin is known (demo data).
 */
export async function listReviews(
  ctx: ReviewsContext,
  companyId: string,
  viewer: Session | null = null,
  locale?: AppLocale,
): Promise<CompanyReviews> {
  const company = await findRatedCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  if (!company.verifiedAt) {
    const person = viewer ? await findPerson(ctx.db, viewer.userId) : null;
    const actor = viewer && person && !person.deletedAt ? { ...viewer, companyId: person.companyId } : null;
    if (!maySeeCompany(actor, company)) throw new AppError('NOT_FOUND');
  }
  const rows = await findReviews(ctx.db, { companyId });
  return {
    rating: { average: company.average, count: company.count, verifiedCount: company.verifiedCount },
    items: rows.map((row) => reviewOut(row, (text) => inReaderLanguage(ctx, text, locale))),
  };
}
