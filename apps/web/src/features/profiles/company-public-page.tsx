import type { Catalog, CompanyProfile, CompanyReviews, CompanyTitle, Locale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { MarketplacePageActions } from '@/features/marketplace/server';
import { CompanyReviewsSection, type ReviewsViewer } from '@/features/reviews';
import { CompanyRegistryBlock } from '@/features/tax-identity/server';
import { ResponseFiguresPanel } from '@/features/trust/server';
import { type CompanyContact, CompanyContactAside } from './company-contact-aside';
import { CompanyIdentityCard } from './company-identity-card';
import { buildCompanyJsonLd, serializeJsonLd } from './company-json-ld';
import { CompanySections, type OfferFavourites } from './company-sections';

export type { CompanyContact } from './company-contact-aside';

/**
 * /marketplace/company/{id}: a company as clients and visitors see it — who it is, whether and when it was
 * verified, its rating, what it sells, a way to its sales representative, and its reviews. The page's
 * JSON-LD describes it as a schema.org Organization.
 */
export async function CompanyPublicPage({
  locale,
  company,
  reviews,
  catalog,
  titles,
  viewer,
  favourites,
  favouriteCompany = null,
  contact,
  pageUrl,
  publicUrl,
}: {
  locale: Locale;
  company: CompanyProfile;
  reviews: CompanyReviews;
  catalog: Catalog | null;
  titles: CompanyTitle[];
  viewer: ReviewsViewer;
  favourites: OfferFavourites | null;
  /** A signed-in client's heart for this company (whether they keep it); null for everyone else. */
  favouriteCompany?: { userId: string; initial: boolean } | null;
  /** The sales representative clients talk to (the company's contactRepId), when there is one. */
  contact: CompanyContact | null;
  pageUrl: string;
  publicUrl: string;
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const cityName = company.place?.names[locale] ?? null;
  // The "verified" badge says what the verification line says; the line also gives the date.
  const title = titles.find(
    (item) => item._id === company.companyTitleId && !(item._id === 'verified' && company.verifiedAt),
  );
  // The card offers a chat only to whom the server lets talk with this company's reps (visitors are asked
  // to sign in on the rep's page): other companies' people and admins just see who represents it.
  const chatOffered = viewer.kind === 'guest' || viewer.kind === 'client' || viewer.kind === 'companyManager';
  const jsonLd = buildCompanyJsonLd({ ...company, rating: reviews.rating }, { pageUrl, publicUrl, cityName });

  return (
    <MarketplacePageActions locale={locale}>
      <div className="space-y-8">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        {company.verifiedAt ? null : (
          <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950">
            <p className="font-semibold">{t('company.notListed')}</p>
            <p className="mt-1 text-sm">{t('company.notListedLead')}</p>
          </div>
        )}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section aria-labelledby="company-name" className="min-w-0 lg:col-start-1">
            <CompanyIdentityCard
              locale={locale}
              company={company}
              catalog={catalog}
              title={title}
              rating={reviews.rating}
            />
          </section>

          <CompanyContactAside
            locale={locale}
            company={company}
            favouriteCompany={favouriteCompany}
            contact={contact}
            chatOffered={chatOffered}
          />

          <div className="min-w-0 space-y-10 lg:col-start-1">
            <ResponseFiguresPanel locale={locale} figures={company.responseTimes} id="company-response" />
            <CompanySections
              locale={locale}
              company={company}
              favourites={favourites}
              mayRemove={viewer.kind === 'admin'}
              reviews={
                <CompanyReviewsSection
                  locale={locale}
                  company={{ id: company.id, name: company.name }}
                  reviews={reviews}
                  viewer={viewer}
                  variant="company"
                />
              }
            />
            <CompanyRegistryBlock locale={locale} registry={company.registry} />
          </div>
        </div>
      </div>
    </MarketplacePageActions>
  );
}
