import type { CompanyReviews, Review } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPerson, maySeeCompany } from '../companies/index';
import { AppError } from '../shared/app-error';
import { inReaderLanguage } from '../shared/content-language';
import type { DomainContext } from '../shared/context';
import { shortName } from '../shared/names';
import { refreshCompanyFacts } from './facts.repository';
import type { ClientInterest } from './favourites.service';
import {
  findClientReview,
  findRatedCompany,
  findReviewState,
  findReviews,
  insertReview,
  type ReviewRow,
  rewriteReview,
  setReviewAnswer,
} from './reviews.repository';

function reviewOut(row: ReviewRow, say: (text: string) => string = (text) => text): Review {
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

/**
 * Reviews: a client reviews a company once (1–5 stars and text); the company's manager answers
 * once; admins remove (and restore) them through the moderation capability, with a reason the author
 * receives; a removed review may be written again. 'Verified client' is set only by the inquiries capability
 * (an accepted offer): `isVerifiedClient` answers it for a new review, and accepting an offer marks an
 * existing one. Only verified reviews count toward ranking.
 */
export function createReviews(
  ctx: DomainContext,
  deps: {
    isVerifiedClient?: (clientId: string, companyId: string) => Promise<boolean>;
    onInterest?: ClientInterest;
  } = {},
) {
  async function one(reviewId: string): Promise<Review> {
    const [row] = await findReviews(ctx.db, { reviewId });
    if (!row) throw new AppError('NOT_FOUND');
    return reviewOut(row);
  }

  return {
    /**
     * A company's reviews: public while the company is listed, like the company itself (the listing rule);
     * an unlisted company's only to its team and admins. No viewer reads as an anonymous visitor. With
     * `locale`, in the reader's language where a twin is known (demo data).
     */
    async list(companyId: string, viewer: Session | null = null, locale?: AppLocale): Promise<CompanyReviews> {
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
    },

    async add(session: Session, companyId: string, input: { rating: number; text: string }): Promise<Review> {
      if (session.role !== 'CLIENT') throw new AppError('FORBIDDEN');
      const company = await findRatedCompany(ctx.db, companyId);
      if (!company?.verifiedAt) throw new AppError('NOT_FOUND');
      const existing = await findClientReview(ctx.db, companyId, session.userId);
      if (existing && !existing.removedAt) {
        throw new AppError('CONFLICT', { reason: 'ALREADY_REVIEWED', messageKey: 'reviews.errors.alreadyReviewed' });
      }
      const now = ctx.clock.now();
      const verifiedClient = (await deps.isVerifiedClient?.(session.userId, companyId)) ?? false;
      await deps.onInterest?.({ companyId, clientId: session.userId, source: 'review' });
      if (existing) {
        // A review an admin removed may be written again: the client's one review, now within the rules.
        await rewriteReview(ctx.db, existing.id, {
          rating: input.rating,
          text: input.text,
          verifiedClient,
          createdAt: now,
        });
        await refreshCompanyFacts(ctx.db, companyId, now);
        return one(existing.id);
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
      return one(id);
    },

    /** The manager of the reviewed company answers once. */
    async answer(session: Session, reviewId: string, input: { text: string }): Promise<Review> {
      const review = await findReviewState(ctx.db, reviewId);
      if (!review || review.removedAt) throw new AppError('NOT_FOUND');
      const person = await findPerson(ctx.db, session.userId);
      if (session.role !== 'MANAGER' || person?.companyId !== review.companyId) throw new AppError('FORBIDDEN');
      if (review.answer) {
        throw new AppError('CONFLICT', { reason: 'ALREADY_ANSWERED', messageKey: 'reviews.errors.alreadyAnswered' });
      }
      await setReviewAnswer(ctx.db, reviewId, input.text, ctx.clock.now(), session.userId);
      return one(reviewId);
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
