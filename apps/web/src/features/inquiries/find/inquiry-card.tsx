import type { FoundInquiry, Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { RemoveContentAction } from '@/features/moderation';
import { BuyerRecordLine } from '@/features/trust/server';
import { LockIcon } from '../lock-icon';
import { ExpandableText } from './expandable-text';
import { NdaAccess, OfferActions } from './offer-actions';

/** The page's one "How is this measured?" popover for clients' records, which every card's button opens. */
export const buyerExplanationId = 'buyer-explanation';

import { formatPriceRange } from './offer-format';

/** How the reader may act on an inquiry: a sales rep offers, anyone else reads. */
export type CardMode = 'teaser' | 'read' | 'offer';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 fill-slate-400">
      <path d={path} />
    </svg>
  );
}
const pin =
  'M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z';
const clock = 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 8.1 3.3 2-.9 1.5-4.2-2.5V5h1.8v4.6Z';
const offersIcon = 'M3 4h14v9H7l-4 3V4Zm3 3v1.6h8V7H6Zm0 3v1.6h5V10H6Z';
const lock =
  'M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z';

/**
 * One open inquiry: its services, where, how long it stays open and how many offers it has; for providers
 * also what the client wrote, the budget and who the client is; for a sales rep the offer action; for an
 * admin (`mayRemove`) the Remove action.
 */
export async function InquiryCard({
  locale,
  inquiry,
  serviceNames,
  cityNames,
  mode,
  section,
  mayRemove = false,
}: {
  locale: Locale;
  inquiry: FoundInquiry;
  serviceNames: Map<string, string>;
  cityNames: Map<string, string>;
  mode: CardMode;
  /** Distinguishes the same inquiry listed in two sections (ids must be unique on the page). */
  section: string;
  mayRemove?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.card' });
  const tShared = await getTranslations({ locale, namespace: 'inquiries' });
  const tPrivate = await getTranslations({ locale, namespace: 'privateInquiries' });
  const services = inquiry.services.map((slug) => serviceNames.get(slug) ?? slug);
  const city = inquiry.city ? (cityNames.get(inquiry.city) ?? inquiry.city) : null;
  const headingId = `inquiry-${section}-${inquiry.id}`;
  const budget = inquiry.budget
    ? formatPriceRange(inquiry.budget, locale, {
        from: (amount) => t('budgetFrom', { amount }),
        upTo: (amount) => t('budgetUpTo', { amount }),
      })
    : null;
  const client = inquiry.client
    ? inquiry.client.organization
      ? `${inquiry.client.name} · ${inquiry.client.organization}`
      : inquiry.client.name
    : '';
  const endingSoon = inquiry.daysLeft <= 2;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        inquiry.askedOfMyCompany ? 'border-brand-200 ring-1 ring-brand-100' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h3 id={headingId} className="min-w-0 text-base font-semibold tracking-tight break-words text-slate-900">
          {services.join(', ')}
        </h3>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {inquiry.private ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200 ring-inset">
              {tPrivate('badges.private')}
            </span>
          ) : null}
          {inquiry.askedOfMyCompany ? (
            <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              {t('asked')}
            </span>
          ) : null}
          <span
            className={cx(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              endingSoon ? 'bg-amber-50 text-amber-800 ring-amber-200' : 'bg-slate-100 text-slate-700 ring-slate-200',
            )}
          >
            {tShared('daysLeft', { count: inquiry.daysLeft })}
          </span>
        </div>
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Icon path={pin} />
          {city ?? t('noCity')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Icon path={clock} />
          {t('published', { date: formatDate(inquiry.createdAt) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Icon path={offersIcon} />
          {tShared('applicationCount', { count: inquiry.applicationCount })}
        </span>
      </p>

      {mode === 'teaser' ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Icon path={lock} />
          {t('locked')}
        </p>
      ) : (
        <>
          {inquiry.detailsLocked && inquiry.ndaTerms ? (
            <div className="mt-3 rounded-lg border border-violet-200 bg-violet-50 px-3 py-3 text-sm text-slate-800">
              <p className="flex items-center gap-2 font-semibold text-violet-900">
                <LockIcon className="h-4 w-4" />
                {tPrivate('provider.lockedTitle')}
              </p>
              <p className="mt-1">{tPrivate('provider.lockedBody')}</p>
              <NdaAccess inquiryId={inquiry.id} terms={inquiry.ndaTerms} />
            </div>
          ) : inquiry.description ? (
            <>
              {inquiry.ndaTerms ? (
                <p className="mt-3 text-xs font-medium text-violet-800">{tPrivate('provider.acceptedNote')}</p>
              ) : null}
              <ExpandableText className="mt-3" text={inquiry.description} more={t('showMore')} less={t('showLess')} />
            </>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-600">{t('client')}:</dt>
              <dd className="min-w-0 font-medium break-words text-slate-900">{client}</dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-600">{t('budget')}:</dt>
              <dd className="min-w-0 font-medium text-slate-900">{budget ?? t('noBudget')}</dd>
            </div>
          </dl>
          {inquiry.clientRecord ? (
            <BuyerRecordLine
              locale={locale}
              record={inquiry.clientRecord}
              explanationId={buyerExplanationId}
              sharedExplanation
              className="mt-3"
            />
          ) : null}
        </>
      )}

      {mode === 'offer' && !inquiry.detailsLocked ? (
        <div className="mt-4 flex justify-end border-t border-slate-100 pt-3">
          <OfferActions
            inquiry={{
              id: inquiry.id,
              services,
              description: inquiry.description ?? '',
              client,
              budget,
              city,
            }}
            initial={inquiry.myApplication}
          />
        </div>
      ) : null}
      {mayRemove ? (
        <div className="mt-4 flex justify-end border-t border-slate-100 pt-3">
          <RemoveContentAction target={{ kind: 'inquiry', contentId: inquiry.id, name: services.join(', ') }} />
        </div>
      ) : null}
    </article>
  );
}
