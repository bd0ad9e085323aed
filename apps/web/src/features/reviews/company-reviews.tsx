import { type CompanyReviews, type Locale, type Review, withLocale } from '@tendero/contracts';
import { formatDate, formatRating } from '@tendero/i18n';
import { buttonClass, Card, RatingStars, starPath } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RemoveContentAction } from '@/features/moderation';
import { ProfileSection } from '@/features/profiles';
import { ReviewAnswerForm, ReviewForm } from './review-forms-lazy';

/** Who reads the reviews decides what they may do with them (the API checks the same again). */
export type ReviewsViewer =
  | { kind: 'guest' }
  | { kind: 'client'; userId: string }
  /** The manager of the reviewed company: may answer each review once. */
  | { kind: 'companyManager' }
  | { kind: 'admin' }
  | { kind: 'other' };

const itemCard = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/** The start of a review, to name it in the admin's removal dialog. */
const shortText = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

/**
 * A company's reviews with the average and count. On the company page (`variant="company"`) clients write
 * theirs, the manager answers and admins remove; elsewhere (`"rep"`) they are read-only with a way to the
 * company page.
 */
export async function CompanyReviewsSection({
  locale,
  company,
  reviews,
  viewer,
  variant,
  companyHref,
}: {
  locale: Locale;
  company: { id: string; name: string };
  reviews: CompanyReviews;
  viewer: ReviewsViewer;
  variant: 'company' | 'rep';
  /** The company's public page, when it has one (listed companies only). */
  companyHref?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const { rating, items } = reviews;
  const own = viewer.kind === 'client' ? items.find((item) => item.author.userId === viewer.userId) : undefined;
  // Reviews of clients who accepted an offer of the company make the rating; the others are shown apart.
  const verified = items.filter((item) => item.verifiedClient);
  const unverified = items.filter((item) => !item.verifiedClient);
  const list = (group: Review[]) => (
    <ul className="space-y-4">
      {group.map((review) => (
        <li key={review.id}>
          <ReviewItem
            locale={locale}
            review={review}
            companyName={company.name}
            mayAnswer={variant === 'company' && viewer.kind === 'companyManager'}
            mayRemove={variant === 'company' && viewer.kind === 'admin'}
          />
        </li>
      ))}
    </ul>
  );

  let action: ReactNode = null;
  if (variant === 'company') {
    if (viewer.kind === 'guest') {
      action = (
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-slate-900">{t('signIn.prompt')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('signIn.lead')}</p>
          </div>
          <a href={withLocale(locale, '/login')} className={buttonClass('primary', 'md', 'shrink-0')}>
            {t('signIn.action')}
          </a>
        </Card>
      );
    } else if (viewer.kind === 'client') {
      action = own ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('form.yours', { company: company.name, date: formatDate(own.createdAt) })}
        </p>
      ) : (
        <ReviewForm companyId={company.id} companyName={company.name} />
      );
    }
  } else if (companyHref) {
    action = (
      <a href={companyHref} className={buttonClass('secondary', 'md')}>
        {t('company.companyPage')}
      </a>
    );
  }

  return (
    <ProfileSection id="reviews" title={t('summary.title')}>
      <div className="space-y-6">
        {rating.verifiedCount > 0 && rating.average !== null ? (
          <RatingSummary locale={locale} average={rating.average} count={rating.verifiedCount} items={verified} />
        ) : rating.count > 0 ? (
          <Card className="flex flex-col items-center py-8 text-center" data-testid="rating-none-verified">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-10 w-10 fill-slate-300">
              <path d={starPath} />
            </svg>
            <p className="mt-3 font-semibold text-slate-900">{t('summary.noVerified')}</p>
            <p className="mt-1 max-w-md text-sm text-slate-600">
              {t('summary.noVerifiedLead', { company: company.name })}
            </p>
          </Card>
        ) : (
          <Card className="flex flex-col items-center py-10 text-center">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-10 w-10 fill-slate-300">
              <path d={starPath} />
            </svg>
            <p className="mt-3 font-semibold text-slate-900">{t('summary.none')}</p>
            <p className="mt-1 max-w-md text-sm text-slate-600">{t('summary.noneLead', { company: company.name })}</p>
          </Card>
        )}
        {action}
        {verified.length > 0 ? (
          <div data-testid="reviews-verified">
            {unverified.length > 0 ? (
              <h3 id="reviews-verified-title" className="mb-3 text-base font-semibold text-slate-900">
                {t('list.verifiedTitle')} ({verified.length})
              </h3>
            ) : (
              <h3 id="reviews-verified-title" className="sr-only">
                {t('list.verifiedTitle')}
              </h3>
            )}
            {list(verified)}
          </div>
        ) : null}
        {unverified.length > 0 ? (
          <div
            className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:p-5"
            data-testid="reviews-unverified"
          >
            <h3 id="reviews-unverified-title" className="text-base font-semibold text-slate-900">
              {t('list.unverifiedTitle')} ({unverified.length})
            </h3>
            <p className="mt-1 mb-4 text-sm text-slate-600">{t('list.unverifiedLead', { company: company.name })}</p>
            {list(unverified)}
          </div>
        ) : null}
      </div>
    </ProfileSection>
  );
}

/** The verified clients' average, how many it is based on, and how their stars spread. */
async function RatingSummary({
  locale,
  average,
  count,
  items,
}: {
  locale: Locale;
  average: number;
  count: number;
  items: Review[];
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const shown = formatRating(average, locale);
  const spread = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: items.filter((item) => item.rating === stars).length,
  }));
  const most = Math.max(1, ...spread.map((row) => row.count));
  return (
    <Card className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1 sm:pr-6">
        <p className="text-5xl font-bold tracking-tight text-slate-900" data-testid="rating-average">
          {shown}
        </p>
        <div>
          <RatingStars value={average} label={t('summary.average', { average: shown })} size="md" />
          <p className="mt-1 text-sm text-slate-600" data-testid="rating-count">
            {t('summary.basis', { count })}
          </p>
        </div>
      </div>
      <p className="text-xs text-slate-600 sm:col-span-2">{t('summary.basisHint')}</p>
      <dl className="space-y-1.5 text-sm sm:col-start-2 sm:row-start-1">
        {spread.map((row) => (
          <div key={row.stars} className="grid grid-cols-[6rem_minmax(0,1fr)_2rem] items-center gap-3">
            <dt className="whitespace-nowrap text-slate-700">{t('form.star', { count: row.stars })}</dt>
            <dd className="contents">
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(row.count / most) * 100}%` }}
                />
              </span>
              <span className="text-right text-slate-600 tabular-nums">{row.count}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

async function ReviewItem({
  locale,
  review,
  companyName,
  mayAnswer,
  mayRemove,
}: {
  locale: Locale;
  review: Review;
  companyName: string;
  mayAnswer: boolean;
  mayRemove: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  return (
    <article className={itemCard} aria-labelledby={`review-${review.id}-author`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-100 font-semibold text-slate-700"
          >
            {review.author.name.charAt(0).toLocaleUpperCase(locale)}
          </span>
          <div className="min-w-0">
            <h3 id={`review-${review.id}-author`} className="font-semibold break-words text-slate-900">
              {review.author.name}
            </h3>
            {review.verifiedClient ? (
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5 fill-current">
                  <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.1-3.5-3.5 1.2-1.2 2.3 2.3 4.7-4.7 1.2 1.2-5.9 5.9Z" />
                </svg>
                {t('list.verifiedClient')}
                <span className="sr-only">: {t('list.verifiedClientHint')}</span>
              </p>
            ) : (
              <p className="mt-0.5 text-xs font-medium text-slate-600">
                {t('list.notVerified')}
                <span className="sr-only">: {t('list.notVerifiedHint')}</span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <RatingStars value={review.rating} label={t('list.stars', { rating: review.rating })} />
          <p className="text-xs text-slate-600">
            <time dateTime={review.createdAt}>{t('list.postedOn', { date: formatDate(review.createdAt) })}</time>
          </p>
        </div>
      </header>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {review.answer ? (
        <div className="mt-4 rounded-r-xl border-l-4 border-brand-300 bg-brand-50/60 px-4 py-3">
          <p className="text-sm font-semibold text-slate-900">
            {t('list.answerFrom', { company: companyName })}{' '}
            <span className="font-normal text-slate-600">
              ·{' '}
              <time dateTime={review.answer.answeredAt}>
                {t('list.answeredOn', { date: formatDate(review.answer.answeredAt) })}
              </time>
            </span>
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
            {review.answer.text}
          </p>
        </div>
      ) : null}
      {(mayAnswer && !review.answer) || mayRemove ? (
        <div className="mt-4 flex flex-wrap items-start gap-2">
          {mayAnswer && !review.answer ? (
            <div className="w-full">
              <ReviewAnswerForm reviewId={review.id} companyName={companyName} />
            </div>
          ) : null}
          {mayRemove ? (
            <div className="flex w-full justify-end">
              <RemoveContentAction
                target={{
                  kind: 'review',
                  contentId: review.id,
                  name: `${review.author.name}: ${shortText(review.text)}`,
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
