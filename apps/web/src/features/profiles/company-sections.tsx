import type { CompanyProfile, Locale } from '@tendero/contracts';
import type { ReactNode } from 'react';
import { CoursesSection, OffersSection, PromosSection } from './company-offer-sections';
import type { OfferFavourites } from './company-section-styles';
import { FaqSection, NoReviewsSection, PortfolioSection, StepsSection } from './company-story-sections';

export type { OfferFavourites };

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
  return (
    <div className="space-y-10">
      {company.offers.length > 0 ? (
        <OffersSection locale={locale} company={company} favourites={favourites} mayRemove={mayRemove} />
      ) : null}
      {company.promos.length > 0 ? <PromosSection locale={locale} company={company} mayRemove={mayRemove} /> : null}
      {company.courses.length > 0 ? <CoursesSection locale={locale} company={company} mayRemove={mayRemove} /> : null}
      {company.steps.length > 0 ? <StepsSection locale={locale} company={company} /> : null}
      {company.faqs.length > 0 ? <FaqSection locale={locale} company={company} mayRemove={mayRemove} /> : null}
      {company.portfolio.length > 0 ? <PortfolioSection locale={locale} company={company} /> : null}
      {reviews ?? <NoReviewsSection locale={locale} company={company} />}
    </div>
  );
}
