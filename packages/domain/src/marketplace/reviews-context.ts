import type { Review } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { shortName } from '../shared/names';
import type { ClientInterest } from './favourites-context';
import { findReviews, type ReviewRow } from './reviews.repository';

/**
 * What the reviews' operations work with: the domain's context, the inquiries capability's answer to "did
 * this client accept an offer of this company" ('verified client'), and who hears of a client's interest.
 */
export type ReviewsContext = DomainContext & {
  isVerifiedClient?: (clientId: string, companyId: string) => Promise<boolean>;
  onInterest?: ClientInterest;
};

export function reviewOut(row: ReviewRow, say: (text: string) => string = (text) => text): Review {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    author: { userId: row.clientId, name: shortName(row) },
    rating: row.rating,
    text: say(row.text),
    verifiedClient: row.verifiedClient,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer && row.answeredAt ? { text: say(row.answer), answeredAt: row.answeredAt.toISOString() } : null,
  };
}

/** One review as its answer shows it. */
export async function oneReview(ctx: ReviewsContext, reviewId: string): Promise<Review> {
  const [row] = await findReviews(ctx.db, { reviewId });
  if (!row) throw new AppError('NOT_FOUND');
  return reviewOut(row);
}
