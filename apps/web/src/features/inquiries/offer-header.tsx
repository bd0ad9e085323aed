'use client';
import { type Application, type Locale, withLocale } from '@tendero/contracts';
import { formatRating } from '@tendero/i18n';
import { Avatar, CheckCircleIcon, RatingStars } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CompanyLogo } from '@/features/profiles';

/** The label of the best price or the quickest delivery among the offers. */
export function Best({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-white uppercase">
      {children}
    </span>
  );
}

/** Who made the offer: the company (logo, name, verification, rating) and its representative. */
export function OfferHeader({ offer, compact = false }: { offer: Application; compact?: boolean }) {
  const t = useTranslations('myInquiries.offers');
  const locale = useLocale() as Locale;
  const { company, rep } = offer;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <CompanyLogo name={company.name} image={company.logo} alt="" className="h-12 w-12 text-lg" />
        <div className="min-w-0">
          <a
            href={withLocale(locale, `/marketplace/company/${encodeURIComponent(company.id)}`)}
            className="font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
          >
            {company.name}
          </a>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            {company.verified ? (
              <span className="inline-flex items-center gap-1 font-medium text-brand-800">
                <CheckCircleIcon className="h-3.5 w-3.5 fill-brand-700" />
                {t('verified')}
              </span>
            ) : (
              <span>{t('notVerified')}</span>
            )}
            {company.rating.average !== null && company.rating.verifiedCount > 0 ? (
              <span className="inline-flex items-center gap-1">
                <RatingStars
                  value={company.rating.average}
                  label={t('ratingLabel', { average: formatRating(company.rating.average, locale) })}
                />
                <span className="font-semibold text-slate-800">{formatRating(company.rating.average, locale)}</span>
                <span>{t('verifiedReviews', { count: company.rating.verifiedCount })}</span>
              </span>
            ) : (
              <span>{t('noReviews')}</span>
            )}
          </div>
        </div>
      </div>
      {compact ? null : (
        <div className="flex items-center gap-2 text-sm">
          <Avatar name={rep.name} image={rep.image} pixels={28} tone="muted" className="h-7 w-7 text-xs" />
          <span className="min-w-0 text-slate-700">
            <span className="sr-only">{t('rep')}: </span>
            <a
              href={withLocale(locale, `/sales/profile/${encodeURIComponent(rep.id)}`)}
              className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
            >
              {rep.name}
            </a>
          </span>
        </div>
      )}
    </div>
  );
}
