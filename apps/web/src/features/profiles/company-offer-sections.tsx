import { formatMoney } from '@tendero/i18n';
import { getTranslations } from 'next-intl/server';
import { FavouriteButton } from '@/features/favourites';
import { RemoveContentAction } from '@/features/moderation';
import { bodyText, itemCard, type OfferFavourites, removeRow, type SectionProps } from './company-section-styles';
import { ProfileSection } from './profile-section';

/** The company's offers, each with a client's heart (`favourites`) and an admin's Remove (`mayRemove`). */
export async function OffersSection({
  locale,
  company,
  favourites,
  mayRemove,
}: SectionProps & { favourites: OfferFavourites | null }) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
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
  );
}

/** Promotional offers: the price before and after, the discount and the changed conditions. */
export async function PromosSection({ locale, company, mayRemove }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
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
  );
}

/** Services and courses with their prices. */
export async function CoursesSection({ locale, company, mayRemove }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return (
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
  );
}
