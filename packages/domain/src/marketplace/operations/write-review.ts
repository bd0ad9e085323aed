import type { Review } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { refreshCompanyFacts } from '../facts.repository';
import { findClientReview, findRatedCompany, insertReview, rewriteReview } from '../reviews.repository';
import { oneReview, type ReviewsContext } from '../reviews-context';

/**
 * A client reviews a listed company once (1–5 stars and text); a review an admin removed may be written
 * again. 'Verified client' comes from the inquiries capability (an accepted offer of the company).
 */
export async function writeReview(
  ctx: ReviewsContext,
  session: Session,
  companyId: string,
  input: { rating: number; text: string },
): Promise<Review> {
  if (session.role !== 'CLIENT') throw new AppError('FORBIDDEN');
  const company = await findRatedCompany(ctx.db, companyId);
  if (!company?.verifiedAt) throw new AppError('NOT_FOUND');
  const existing = await findClientReview(ctx.db, companyId, session.userId);
  if (existing && !existing.removedAt) {
    throw new AppError('CONFLICT', { reason: 'ALREADY_REVIEWED', messageKey: 'reviews.errors.alreadyReviewed' });
  }
  const now = ctx.clock.now();
  const verifiedClient = (await ctx.isVerifiedClient?.(session.userId, companyId)) ?? false;
  await ctx.onInterest?.({ companyId, clientId: session.userId, source: 'review' });
  if (existing) {
    // A review an admin removed may be written again: the client's one review, now within the rules.
    await rewriteReview(ctx.db, existing.id, {
      rating: input.rating,
      text: input.text,
      verifiedClient,
      createdAt: now,
    });
    await refreshCompanyFacts(ctx.db, companyId, now);
    return oneReview(ctx, existing.id);
  }
  const id = await insertReview(ctx.db, {
    companyId,
    clientId: session.userId,
    rating: input.rating,
    text: input.text,
    verifiedClient,
    createdAt: now,
  });
  await refreshCompanyFacts(ctx.db, companyId, now);
  return oneReview(ctx, id);
}
