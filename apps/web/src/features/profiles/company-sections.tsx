import type { CompanyProfile, Locale } from '@tendero/contracts';
import { formatMoney } from '@tendero/i18n';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FavouriteButton } from '@/features/favourites';
import { RemoveContentAction } from '@/features/moderation';
import { ProfileSection } from './profile-section';

const itemCard = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const bodyText = 'mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700';
const removeRow = 'mt-3 flex justify-end border-t border-slate-100 pt-2';

/** What the hearts on offers need: the signed-in client, the rep the offers are kept through, the kept ones. */
export type OfferFavourites = { userId: string; salesRepId: string; offerIds: readonly string[] };

/**
 * The company's sections as clients read them, in a fixed order: offers, promotional offers, services and
 * courses, how we work, FAQ, portfolio, reviews. Empty sections are left out; reviews always show (the
 * `reviews` section given, or an empty state). Offers carry a heart only when `favourites` is given (clients);
 * offers, promos, courses and FAQ entries carry an admin's Remove button when `mayRemove` (admins).
 */
export async function CompanySections({
  locale,
  company,
  favourites = null,
  reviews,
  mayRemove = false,
}: {
  locale: Locale;
  company: CompanyProfile;
  favourites?: OfferFavourites | null;
  reviews?: ReactNode;
  mayRemove?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const newTab = t('company.opensNewTab');

  return (
    <div className="space-y-10">
      {company.offers.length > 0 ? (
        <ProfileSection id="offers" title={t('sections.offers')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {company.offers.map((offer) => (
              <li key={offer.id} className={itemCard}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold break-words text-slate-900">{offer.name}</h3>
                  {favourites ? (
                    <div className="-mt-2 -mr-2">
                      <FavouriteButton
                        userId={favourites.userId}
                        salesRepId={favourites.salesRepId}
                        offerId={offer.id}
                        offerName={offer.name}
                        initial={favourites.offerIds.includes(offer.id)}
                      />
                    </div>
                  ) : null}
                </div>
                {offer.description ? <p className={bodyText}>{offer.description}</p> : null}
                {mayRemove ? (
                  <div className={removeRow}>
                    <RemoveContentAction target={{ kind: 'offer', contentId: offer.id, name: offer.name }} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {company.promos.length > 0 ? (
        <ProfileSection id="promos" title={t('sections.promos')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {company.promos.map((promo) => (
              <li key={promo.id} className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{promo.name}</h3>
                  {promo.priceBefore > 0 ? (
                    <span className="shrink-0 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-900">
                      {t('sections.discount', {
                        percent: Math.round((1 - promo.priceAfter / promo.priceBefore) * 100),
                      })}
                    </span>
                  ) : null}
                </div>
                <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="sr-only">{t('sections.priceBefore')}: </span>
                  <del className="text-sm text-slate-600">{formatMoney(promo.priceBefore, promo.currency, locale)}</del>
                  <span className="sr-only">{t('sections.priceAfter')}: </span>
                  <span className="text-xl font-bold text-brand-800">
                    {formatMoney(promo.priceAfter, promo.currency, locale)}
                  </span>
                </p>
                {promo.description ? <p className={bodyText}>{promo.description}</p> : null}
                {promo.conditionsBefore || promo.conditionsAfter ? (
                  <dl className="mt-3 space-y-2 border-t border-amber-200 pt-3 text-sm">
                    {promo.conditionsBefore ? (
                      <div>
                        <dt className="text-slate-600">{t('sections.conditionsBefore')}</dt>
                        <dd className="whitespace-pre-line text-slate-600 line-through decoration-slate-400">
                          {promo.conditionsBefore}
                        </dd>
                      </div>
                    ) : null}
                    {promo.conditionsAfter ? (
                      <div>
                        <dt className="text-slate-600">{t('sections.conditionsAfter')}</dt>
                        <dd className="font-medium whitespace-pre-line text-slate-900">{promo.conditionsAfter}</dd>
                      </div>
                    ) : null}
                  </dl>
                ) : null}
                {mayRemove ? (
                  <div className={removeRow}>
                    <RemoveContentAction target={{ kind: 'promo', contentId: promo.id, name: promo.name }} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {company.courses.length > 0 ? (
        <ProfileSection id="courses" title={t('sections.courses')}>
          <ul className="space-y-4">
            {company.courses.map((course) => (
              <li key={course.id} className={`${itemCard} sm:flex sm:items-start sm:justify-between sm:gap-6`}>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{course.name}</h3>
                  {course.description ? <p className={bodyText}>{course.description}</p> : null}
                  {mayRemove ? (
                    <div className={removeRow}>
                      <RemoveContentAction target={{ kind: 'course', contentId: course.id, name: course.name }} />
                    </div>
                  ) : null}
                </div>
                <p className="mt-3 shrink-0 text-lg font-bold text-slate-900 sm:mt-0">
                  {formatMoney(course.price, course.currency, locale)}
                </p>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {company.steps.length > 0 ? (
        <ProfileSection id="steps" title={t('sections.steps')}>
          <ol className="space-y-4">
            {[...company.steps]
              .sort((a, b) => a.position - b.position)
              .map((step, index) => (
                <li key={step.id} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 pt-1.5">
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    {step.description ? <p className={bodyText}>{step.description}</p> : null}
                  </div>
                </li>
              ))}
          </ol>
        </ProfileSection>
      ) : null}

      {company.faqs.length > 0 ? (
        <ProfileSection id="faq" title={t('sections.faq')}>
          <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {company.faqs.map((faq) => (
              <details key={faq.id} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 fill-slate-500 transition-transform group-open:rotate-180"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </summary>
                <p className={bodyText}>{faq.answer}</p>
                {mayRemove ? (
                  <div className={removeRow}>
                    <RemoveContentAction target={{ kind: 'faq', contentId: faq.id, name: faq.question }} />
                  </div>
                ) : null}
              </details>
            ))}
          </div>
        </ProfileSection>
      ) : null}

      {company.portfolio.length > 0 ? (
        <ProfileSection id="portfolio" title={t('sections.portfolio')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {company.portfolio.map((item) => (
              <li key={item.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                {item.image ? (
                  // biome-ignore lint/performance/noImgElement: a stored 4:3 WebP; next/image adds nothing here
                  <img
                    src={item.image}
                    alt={item.title}
                    width={800}
                    height={600}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                ) : (
                  <div
                    aria-hidden="true"
                    className="flex aspect-[4/3] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100"
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-12 w-12 fill-slate-300">
                      <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v9.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0L18 14.6V5H6Zm9 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
                    </svg>
                  </div>
                )}
                <div className="p-5">
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  {item.description ? <p className={bodyText}>{item.description}</p> : null}
                  {item.link ? (
                    <a
                      href={item.link}
                      target="_blank"
                      rel="noopener nofollow"
                      className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
                    >
                      {t('sections.portfolioLink')} ↗<span className="sr-only"> {newTab}</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      {reviews ?? (
        <ProfileSection id="reviews" title={t('sections.reviews')}>
          <Card className="flex flex-col items-center py-10 text-center">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10 fill-slate-300">
              <path d="M12 2.5 14.9 8.4l6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.5Z" />
            </svg>
            <p className="mt-3 font-semibold text-slate-900">{t('sections.noReviews')}</p>
            <p className="mt-1 max-w-md text-sm text-slate-600">
              {t('sections.noReviewsLead', { company: company.name })}
            </p>
          </Card>
        </ProfileSection>
      )}
    </div>
  );
}
