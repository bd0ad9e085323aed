import type { Review } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findPerson } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { findReviewState, setReviewAnswer } from '../reviews.repository';
import { oneReview, type ReviewsContext } from '../reviews-context';

/** The manager of the reviewed company answers once. */
export async function answerReview(
  ctx: ReviewsContext,
  session: Session,
  reviewId: string,
  input: { text: string },
): Promise<Review> {
  const review = await findReviewState(ctx.db, reviewId);
  if (!review || review.removedAt) throw new AppError('NOT_FOUND');
  const person = await findPerson(ctx.db, session.userId);
  if (session.role !== 'MANAGER' || person?.companyId !== review.companyId) throw new AppError('FORBIDDEN');
  if (review.answer) {
    throw new AppError('CONFLICT', { reason: 'ALREADY_ANSWERED', messageKey: 'reviews.errors.alreadyAnswered' });
  }
  await setReviewAnswer(ctx.db, reviewId, input.text, ctx.clock.now(), session.userId);
  return oneReview(ctx, reviewId);
}
