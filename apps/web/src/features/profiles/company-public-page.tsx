import {
  type Catalog,
  type CompanyProfile,
  type CompanyReviews,
  type CompanyTitle,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { formatDate, formatRating } from '@tendero/i18n';
import { Badge, buttonClass, Card, RatingStars } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { FavouriteCompanyButton } from '@/features/favourites';
import { InquiryScope } from '@/features/inquiries/server';
import {
  AskOfferButton,
  askCompanyRequest,
  MarketplaceActions,
  MarketplaceInquiryDialog,
} from '@/features/marketplace';
import { CompanyReviewsSection, type ReviewsViewer } from '@/features/reviews';
import { ResponseFiguresPanel } from '@/features/trust/server';
import { CompanyFacts } from './company-facts';
import { buildCompanyJsonLd, serializeJsonLd } from './company-json-ld';
import { CompanyLogo } from './company-logo';
import { CompanySections, type OfferFavourites } from './company-sections';
import { languageNames } from './language-names';
import { PersonAvatar } from './person-avatar';
import { TitleBadge } from './title-badge';

export type CompanyContact = {
  userId: string;
  firstName: string;
  lastName: string;
  image: string | null;
  languages: string[];
};

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
  const tp = await getTranslations({ locale, namespace: 'profiles' });
  const cityName = company.place?.names[locale] ?? null;
  // The "verified" badge says what the verification line says; the line also gives the date.
  const title = titles.find(
    (item) => item._id === company.companyTitleId && !(item._id === 'verified' && company.verifiedAt),
  );
  const { average, count, verifiedCount } = reviews.rating;
  // The card offers a chat only to whom the server lets talk with this company's reps (visitors are asked
  // to sign in on the rep's page): other companies' people and admins just see who represents it.
  const chatOffered = viewer.kind === 'guest' || viewer.kind === 'client' || viewer.kind === 'companyManager';
  const jsonLd = buildCompanyJsonLd({ ...company, rating: reviews.rating }, { pageUrl, publicUrl, cityName });

  return (
    <MarketplaceActions
      dialog={
        <InquiryScope locale={locale}>
          <MarketplaceInquiryDialog />
        </InquiryScope>
      }
    >
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
            <Card>
              <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-5">
                <CompanyLogo
                  name={company.name}
                  image={company.image}
                  alt={tp('photo.logoAlt', { company: company.name })}
                  className="sm:h-20 sm:w-20"
                />
                <div className="min-w-0">
                  <h1
                    id="company-name"
                    className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
                  >
                    {company.name}
                  </h1>
                  {company.verifiedAt || title || company.hasPremium ? (
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      {company.verifiedAt ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5 fill-current">
                            <path d="M10 1.5 3 4.3v5c0 4.3 3 7.9 7 9.2 4-1.3 7-4.9 7-9.2v-5l-7-2.8Zm-1.2 12-3.4-3.4 1.2-1.2 2.2 2.2 4.6-4.6 1.2 1.2-5.8 5.8Z" />
                          </svg>
                          {t('company.verifiedOn', { date: formatDate(company.verifiedAt) })}
                        </span>
                      ) : null}
                      {title ? <TitleBadge title={title} ruleLabel={tp('company.badgeRule')} /> : null}
                      {company.hasPremium ? <Badge tone="amber">{tp('company.premium')}</Badge> : null}
                    </div>
                  ) : null}
                  <a
                    href="#reviews-title"
                    className="mt-3 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded text-sm text-slate-700 hover:text-slate-900"
                  >
                    {verifiedCount > 0 && average !== null ? (
                      <>
                        <RatingStars
                          value={average}
                          label={t('summary.average', { average: formatRating(average, locale) })}
                        />
                        <span className="font-semibold text-slate-900">{formatRating(average, locale)}</span>
                        <span className="underline underline-offset-2">
                          {t('summary.basis', { count: verifiedCount })}
                        </span>
                        {count > verifiedCount ? (
                          <span className="text-slate-600">
                            · {t('summary.notVerifiedCount', { count: count - verifiedCount })}
                          </span>
                        ) : null}
                      </>
                    ) : count > 0 ? (
                      <span className="underline underline-offset-2">
                        {t('summary.noVerified')} · {t('summary.notVerifiedCount', { count })}
                      </span>
                    ) : (
                      <span className="underline underline-offset-2">{t('summary.none')}</span>
                    )}
                  </a>
                </div>
              </div>
              {company.verifiedAt ? (
                <p className="mt-4 text-sm text-slate-600">{t('company.verifiedCriteria')}</p>
              ) : null}
              {company.verifiedAt ? (
                // On a phone the aside comes after this card: the way to ask is here too (hidden from lg up).
                <div className="mt-4 lg:hidden">
                  <AskOfferButton
                    size="md"
                    className="w-full"
                    label={t('company.askAction')}
                    context={company.name}
                    request={askCompanyRequest(company)}
                  />
                </div>
              ) : null}
              {company.description ? (
                <div className="mt-5 border-t border-slate-100 pt-5">
                  <h2 className="text-sm font-medium text-slate-800">{t('company.about')}</h2>
                  <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
                    {company.description}
                  </p>
                </div>
              ) : null}
              <CompanyFacts locale={locale} company={company} catalog={catalog} heading="h2" />
            </Card>
          </section>

          <aside
            aria-labelledby="contact-title"
            className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            {company.verifiedAt ? (
              <Card className="mb-6">
                <h2 id="ask-title" className="text-lg font-semibold text-slate-900">
                  {t('company.askTitle')}
                </h2>
                <p className="mt-1 text-sm text-slate-600">{t('company.askLead', { company: company.name })}</p>
                <AskOfferButton
                  size="md"
                  className="mt-4 w-full"
                  label={t('company.askAction')}
                  context={company.name}
                  request={askCompanyRequest(company)}
                />
                {favouriteCompany ? (
                  <div className="mt-2">
                    <FavouriteCompanyButton
                      userId={favouriteCompany.userId}
                      company={{ id: company.id, name: company.name }}
                      initial={favouriteCompany.initial}
                      labelled
                    />
                  </div>
                ) : null}
              </Card>
            ) : null}
            <Card>
              <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
                {chatOffered ? t('company.contactTitle') : t('company.contactTitleOther')}
              </h2>
              {contact ? (
                <>
                  <div className="mt-4 flex items-center gap-3">
                    <PersonAvatar
                      firstName={contact.firstName}
                      lastName={contact.lastName}
                      image={contact.image}
                      alt={tp('photo.alt', { name: `${contact.firstName} ${contact.lastName}` })}
                      size="md"
                    />
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">
                        {contact.firstName} {contact.lastName}
                      </p>
                      {contact.languages.length > 0 ? (
                        <p className="text-sm text-slate-600">
                          {tp('rep.languages')}: {languageNames(contact.languages, locale).join(', ')}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  {chatOffered ? (
                    <p className="mt-4 text-sm text-slate-600">{t('company.contactLead', { company: company.name })}</p>
                  ) : null}
                  <a
                    href={withLocale(locale, `/sales/profile/${encodeURIComponent(contact.userId)}`)}
                    className={buttonClass('secondary', 'md', 'mt-4 w-full')}
                  >
                    {chatOffered ? (
                      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 shrink-0 fill-current">
                        <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
                      </svg>
                    ) : null}
                    {t('company.contactAction')}
                  </a>
                </>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t('company.noContact', { company: company.name })}</p>
              )}
            </Card>
          </aside>

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
          </div>
        </div>
      </div>
    </MarketplaceActions>
  );
}
