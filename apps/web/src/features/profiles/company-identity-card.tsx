import type { Catalog, CompanyProfile, CompanyReviews, CompanyTitle, Locale } from '@tendero/contracts';
import { formatDate, formatRating } from '@tendero/i18n';
import { Badge, Card, RatingStars } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { AskCompanyButton } from './ask-company-button';
import { CompanyFacts } from './company-facts';
import { CompanyLogo } from './company-logo';
import { TitleBadge } from './title-badge';

/**
 * The company page's main card: logo, name, verification, badge and Premium, the rating leading to the
 * reviews, the way to ask (on a phone, where the aside comes later), the description and the facts.
 */
export async function CompanyIdentityCard({
  locale,
  company,
  catalog,
  title,
  rating,
}: {
  locale: Locale;
  company: CompanyProfile;
  catalog: Catalog | null;
  /** The company's badge, unless it only repeats the verification line. */
  title: CompanyTitle | undefined;
  rating: CompanyReviews['rating'];
}) {
  const t = await getTranslations({ locale, namespace: 'reviews' });
  const tp = await getTranslations({ locale, namespace: 'profiles' });
  const { average, count, verifiedCount } = rating;
  return (
    <Card>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:gap-5">
        <CompanyLogo
          name={company.name}
          image={company.image}
          alt={tp('photo.logoAlt', { company: company.name })}
          className="sm:h-20 sm:w-20"
        />
        <div className="min-w-0">
          <h1 id="company-name" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
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
                <RatingStars value={average} label={t('summary.average', { average: formatRating(average, locale) })} />
                <span className="font-semibold text-slate-900">{formatRating(average, locale)}</span>
                <span className="underline underline-offset-2">{t('summary.basis', { count: verifiedCount })}</span>
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
      {company.verifiedAt ? <p className="mt-4 text-sm text-slate-600">{t('company.verifiedCriteria')}</p> : null}
      {company.verifiedAt ? (
        // On a phone the aside comes after this card: the way to ask is here too (hidden from lg up).
        <div className="mt-4 lg:hidden">
          <AskCompanyButton company={company} label={t('company.askAction')} className="w-full" />
        </div>
      ) : null}
      {company.description ? (
        <div className="mt-5 border-t border-slate-100 pt-5">
          <h2 className="text-sm font-medium text-slate-800">{t('company.about')}</h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">{company.description}</p>
        </div>
      ) : null}
      <CompanyFacts locale={locale} company={company} catalog={catalog} heading="h2" />
    </Card>
  );
}
