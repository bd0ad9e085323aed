import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { answerReview } from './operations/answer-review';
import { listReviews } from './operations/list-reviews';
import { writeReview } from './operations/write-review';
import type { ReviewsContext } from './reviews-context';

/**
 * Reviews: a client reviews a company once (1–5 stars and text); the company's manager answers
 * once; admins remove (and restore) them through the moderation capability, with a reason the author
 * receives; a removed review may be written again. 'Verified client' is set only by the inquiries capability
 * (an accepted offer): `isVerifiedClient` answers it for a new review, and accepting an offer marks an
 * existing one. Only verified reviews count toward ranking. Each operation is one file in operations/.
 */
export function createReviews(
  domain: DomainContext,
  deps: Pick<ReviewsContext, 'isVerifiedClient' | 'onInterest'> = {},
) {
  const ctx: ReviewsContext = { ...domain, isVerifiedClient: deps.isVerifiedClient, onInterest: deps.onInterest };
  return {
    list: bind(ctx, listReviews),
    add: bind(ctx, writeReview),
    answer: bind(ctx, answerReview),
  };
}
export type Reviews = ReturnType<typeof createReviews>;
