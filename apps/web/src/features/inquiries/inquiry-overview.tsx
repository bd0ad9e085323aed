'use client';
import { type Inquiry, type Locale, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AttachmentLinks } from './attachments/attachment-links';
import { AskedCompanies, InquiryDates, InquiryStateBadges, useBudgetText } from './inquiry-badges';
import { serviceNames, servicesLine } from './inquiry-format';
import { InquiryPanel } from './inquiry-panel';
import { useInquiryScope } from './inquiry-scope-provider';
import { NdaSummary } from './private-inquiry-parts';

/** The top of /orders/my/{id}: back link, state, title, dates and counts, then the inquiry as written. */
export function InquiryOverview({ inquiry }: { inquiry: Inquiry }) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const tf = useTranslations('files.attachments');
  const locale = useLocale() as Locale;
  const { catalog, places } = useInquiryScope();
  const budgetText = useBudgetText();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const title = servicesLine(inquiry.services, names);
  const budget = budgetText(inquiry.budget);
  const city = places.find((place) => place.slug === inquiry.city)?.name ?? inquiry.city;
  return (
    <>
      <div>
        <a
          href={withLocale(locale, '/orders/my')}
          className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          ← {t('detail.back')}
        </a>
        <div className="mt-3">
          <InquiryStateBadges inquiry={inquiry} />
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          <InquiryDates inquiry={inquiry} />
          <span aria-hidden="true"> · </span>
          {ti('applicationCount', { count: inquiry.applications.length })}
        </p>
      </div>

      <InquiryPanel id="inquiry-summary" title={t('detail.yourInquiry')}>
        <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-4">
            <p className="leading-relaxed whitespace-pre-line text-slate-800">{inquiry.description}</p>
            {inquiry.attachments.length > 0 ? (
              <div>
                <h3 className="text-xs text-slate-600">{tf('title')}</h3>
                <AttachmentLinks files={inquiry.attachments} className="mt-1.5" />
              </div>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 content-start gap-x-4 gap-y-4 text-sm lg:border-l lg:border-slate-100 lg:pl-6">
            <div>
              <dt className="text-xs text-slate-600">{t('card.budget')}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{budget ?? t('detail.noBudget')}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('card.city')}</dt>
              <dd className="mt-0.5 text-slate-900">{city ?? t('detail.anyCity')}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('detail.visibleUntil')}</dt>
              <dd className="mt-0.5 text-slate-900">{formatDate(inquiry.visibleUntil)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('detail.marketing')}</dt>
              <dd className="mt-0.5 text-slate-900">{inquiry.marketingConsent ? t('detail.yes') : t('detail.no')}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-600">{t('card.asked')}</dt>
              <dd className="mt-1">
                {inquiry.askedCompanies.length > 0 ? (
                  <AskedCompanies companies={inquiry.askedCompanies} more={0} />
                ) : (
                  <span className="text-slate-900">{t('card.askedNobody')}</span>
                )}
              </dd>
            </div>
          </dl>
        </div>
      </InquiryPanel>

      <NdaSummary inquiry={inquiry} />
    </>
  );
}
