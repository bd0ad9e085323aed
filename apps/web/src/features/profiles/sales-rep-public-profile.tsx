import {
  accountsEndpoints,
  type Catalog,
  type CompanyTitle,
  type Locale,
  marketplaceEndpoints,
  type SalesRepProfile,
  withLocale,
} from '@tendero/contracts';
import { Badge, buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { loadFavouriteOfferIds } from '@/features/favourites/server';
import { CompanyReviewsSection } from '@/features/reviews';
import { ResponseFiguresPanel } from '@/features/trust/server';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { offersChatWithRep } from './chat-offer';
import { CompanyFacts } from './company-facts';
import { CompanyLogo } from './company-logo';
import { CompanySections } from './company-sections';
import { languageNames } from './language-names';
import { NameChips } from './name-chips';
import { PersonAvatar } from './person-avatar';
import { StartChatButton } from './start-chat-button';
import { TitleBadge } from './title-badge';

/** /sales/profile/{id}: a rep and the company they represent, as clients and visitors see them. */
export async function SalesRepPublicProfile({
  locale,
  profile,
  catalog,
  titles,
  viewer,
}: {
  locale: Locale;
  profile: SalesRepProfile;
  catalog: Catalog | null;
  titles: CompanyTitle[];
  viewer: { userId: string } | null;
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  const rep = profile.salesRepData;
  const company = profile.companyData;
  const name = `${rep.firstName} ${rep.lastName}`;
  const own = viewer?.userId === rep.userId;
  const title = titles.find((item) => item._id === company.companyTitleId);
  const repLanguages = languageNames(rep.languages, locale);
  // Hearts on offers for clients (kept through this rep); the company's reviews, read-only here.
  const { session } = await getPageContext();
  const [offerIds, reviews, me] = await Promise.all([
    loadFavouriteOfferIds(session, locale),
    serverApi(marketplaceEndpoints.reviews, { params: { companyId: company.id }, locale }),
    // A manager may chat only with the reps of their own company: which company is theirs?
    session?.role === 'MANAGER' ? serverApi(accountsEndpoints.session, { locale }) : null,
  ]);
  const chatOffered = offersChatWithRep(session ? { role: session.role, companyId: me?.companyId ?? null } : null, {
    companyId: company.id,
  });
  const companyHref = company.verifiedAt
    ? withLocale(locale, `/marketplace/company/${encodeURIComponent(company.id)}`)
    : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <section aria-labelledby="rep-name" className="lg:sticky lg:top-6">
        <Card className="flex flex-col items-center text-center">
          <PersonAvatar
            firstName={rep.firstName}
            lastName={rep.lastName}
            image={rep.image}
            alt={t('photo.alt', { name })}
          />
          <h1 id="rep-name" className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900">
            {name}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('rep.role', { company: company.name })}</p>
          {repLanguages.length > 0 ? (
            <div className="mt-4">
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('rep.languages')}</p>
              <NameChips names={repLanguages} centered />
            </div>
          ) : null}
          {rep.bio ? (
            <p className="mt-5 w-full border-t border-slate-100 pt-5 text-left text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {rep.bio}
            </p>
          ) : null}
          {own || chatOffered ? (
            <div className="mt-6 w-full">
              {own ? (
                <>
                  <p className="text-sm text-slate-600">{t('rep.ownNote')}</p>
                  <a
                    href={withLocale(locale, '/sales/profile')}
                    className={buttonClass('secondary', 'md', 'mt-3 w-full')}
                  >
                    {t('rep.edit')}
                  </a>
                </>
              ) : (
                <StartChatButton signedIn={viewer !== null} repId={rep.userId} />
              )}
            </div>
          ) : null}
        </Card>
      </section>

      <div className="min-w-0 space-y-10">
        <ResponseFiguresPanel locale={locale} figures={rep.responseTimes} person={name} id="rep-response" />
        <section aria-labelledby="company-name">
          <Card>
            <div className="flex items-start gap-4">
              <CompanyLogo
                name={company.name}
                image={company.image}
                alt={t('photo.logoAlt', { company: company.name })}
              />
              <div className="min-w-0">
                <h2 id="company-name" className="text-xl font-semibold tracking-tight break-words text-slate-900">
                  {companyHref ? (
                    <a href={companyHref} className="underline-offset-4 hover:text-brand-800 hover:underline">
                      {company.name}
                    </a>
                  ) : (
                    company.name
                  )}
                </h2>
                {title || company.hasPremium ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {title ? <TitleBadge title={title} ruleLabel={t('company.badgeRule')} /> : null}
                    {company.hasPremium ? <Badge tone="amber">{t('company.premium')}</Badge> : null}
                  </div>
                ) : null}
              </div>
            </div>
            {company.description ? (
              <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-700">{company.description}</p>
            ) : null}
            <CompanyFacts locale={locale} company={company} catalog={catalog} heading="h3" />
          </Card>
        </section>
        <CompanySections
          locale={locale}
          company={company}
          favourites={session && offerIds ? { userId: session.userId, salesRepId: rep.userId, offerIds } : null}
          reviews={
            <CompanyReviewsSection
              locale={locale}
              company={{ id: company.id, name: company.name }}
              reviews={reviews ?? { rating: company.rating, items: [] }}
              viewer={{ kind: 'other' }}
              variant="rep"
              companyHref={companyHref}
            />
          }
        />
      </div>
    </div>
  );
}
