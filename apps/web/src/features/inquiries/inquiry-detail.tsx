'use client';

import {
  type Application,
  canApplication,
  canInquiry,
  type Inquiry,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Button, buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, describeApiError } from '../../lib/api-client';
import { useStartChat } from '../chat/use-start-chat';
import { RatingStars } from '../marketplace/rating-stars';
import { CompanyLogo } from '../profiles/company-logo';
import { ConfirmDialog } from './confirm-dialog';
import { ApplicationStateBadge, AskedCompanies, InquiryStateBadges, useBudgetText } from './inquiry-badges';
import { formatAmount, formatRating, serviceNames, servicesLine } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';

type Sort = 'price' | 'timeline' | 'received';
const sorts: Sort[] = ['price', 'timeline', 'received'];
type Decision = { kind: 'accept' | 'decline'; offer: Application };

/** Today in Warsaw as YYYY-MM-DD, to tell an offer past its validity date. */
function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

function sortOffers(offers: Application[], sort: Sort): Application[] {
  const byReceived = (a: Application, b: Application) => a.createdAt.localeCompare(b.createdAt);
  const list = [...offers];
  if (sort === 'price') {
    // Within one currency by the lower end of the price; offers in another currency follow, never mixed.
    return list.sort(
      (a, b) =>
        a.price.currency.localeCompare(b.price.currency) ||
        a.price.min - b.price.min ||
        (a.price.max ?? a.price.min) - (b.price.max ?? b.price.min) ||
        byReceived(a, b),
    );
  }
  if (sort === 'timeline') return list.sort((a, b) => a.timelineDays - b.timelineDays || byReceived(a, b));
  return list.sort(byReceived);
}

/** The lowest price (per currency, only when every offer shares it) and the shortest delivery time. */
function bestOf(offers: Application[]): { cheapest: Set<string>; fastest: Set<string> } {
  const cheapest = new Set<string>();
  const fastest = new Set<string>();
  if (offers.length < 2) return { cheapest, fastest };
  const currencies = new Set(offers.map((offer) => offer.price.currency));
  if (currencies.size === 1) {
    const low = Math.min(...offers.map((offer) => offer.price.min));
    for (const offer of offers) if (offer.price.min === low) cheapest.add(offer.id);
  }
  const quick = Math.min(...offers.map((offer) => offer.timelineDays));
  for (const offer of offers) if (offer.timelineDays === quick) fastest.add(offer.id);
  if (cheapest.size === offers.length) cheapest.clear();
  if (fastest.size === offers.length) fastest.clear();
  return { cheapest, fastest };
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.charAt(0) ?? ''}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : ''}`.toLocaleUpperCase();
}

function Best({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-white uppercase">
      {children}
    </span>
  );
}

/** Who made the offer: the company (logo, name, verification, rating) and its representative. */
function OfferHeader({ offer, compact = false }: { offer: Application; compact?: boolean }) {
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
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5 fill-brand-700">
                  <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.2 12.6-3.7-3.7 1.2-1.2 2.5 2.5 5-5 1.2 1.2-6.2 6.2Z" />
                </svg>
                {t('verified')}
              </span>
            ) : (
              <span>{t('notVerified')}</span>
            )}
            {company.rating.average !== null && company.rating.count > 0 ? (
              <span className="inline-flex items-center gap-1">
                <RatingStars
                  average={company.rating.average}
                  label={t('ratingLabel', { average: formatRating(company.rating.average, locale) })}
                />
                <span className="font-semibold text-slate-800">{formatRating(company.rating.average, locale)}</span>
                <span>({company.rating.count})</span>
              </span>
            ) : (
              <span>{t('noReviews')}</span>
            )}
          </div>
        </div>
      </div>
      {compact ? null : (
        <div className="flex items-center gap-2 text-sm">
          {rep.image ? (
            // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
            <img src={rep.image} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
            >
              {initials(rep.name)}
            </span>
          )}
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

/**
 * /orders/my/{id}: the inquiry, then every offer side by side with the same facts in the same order (price,
 * delivery, scope, payment terms, validity, message, the company's consents, state), sortable by price and
 * delivery time. Companies are columns on a wide screen and stacked cards on a phone. Accepting closes the
 * inquiry and tells every other company at once; declining tells that company's rep.
 */
export function InquiryDetail({ initial }: { initial: Inquiry }) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const { start: startChat, busy: chatBusy } = useStartChat();
  const { catalog, places, viewer } = useInquiryScope();
  // Chat joins a client and a sales rep (chat policy): a manager's or rep's own inquiry offers no chat.
  const mayChat = viewer === 'CLIENT';
  const budgetText = useBudgetText();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const [inquiry, setInquiry] = useState(initial);
  const [sort, setSort] = useState<Sort>('price');
  const [decision, setDecision] = useState<Decision | null>(null);
  const offers = useMemo(() => sortOffers(inquiry.applications, sort), [inquiry.applications, sort]);
  const best = useMemo(() => bestOf(inquiry.applications), [inquiry.applications]);
  const today = todayIso();
  const title = servicesLine(inquiry.services, names);
  const budget = budgetText(inquiry.budget);
  const city = places.find((place) => place.slug === inquiry.city)?.name ?? inquiry.city;
  const accepted = inquiry.applications.find((offer) => offer.state === 'accepted') ?? null;
  const others = inquiry.applications.filter(
    (offer) => offer.id !== decision?.offer.id && offer.state === 'pending',
  ).length;

  const mayAccept = (offer: Application) =>
    canInquiry(inquiry.state, 'accept') && canApplication(offer.state, 'accept');
  const mayDecline = (offer: Application) => inquiry.state !== 'closed' && canApplication(offer.state, 'decline');

  const decide = async (): Promise<boolean> => {
    if (!decision) return false;
    const { kind, offer } = decision;
    try {
      const path = `/api/orders/${encodeURIComponent(inquiry.id)}/applications/${encodeURIComponent(offer.id)}`;
      const next = await apiRequest<Inquiry>(`${path}/${kind === 'accept' ? 'acceptance' : 'decline'}`, {
        method: 'POST',
        locale,
      });
      setInquiry(next);
      toast.success(
        kind === 'accept'
          ? t('toasts.accepted', { company: offer.company.name })
          : t('toasts.declined', { company: offer.company.name }),
      );
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')), { className: 'whitespace-pre-line' });
      return false;
    }
  };

  const price = (offer: Application) => formatAmount(offer.price.min, offer.price.max, offer.price.currency, locale);

  /** The facts of an offer, in the one order both the table and the cards use. */
  const facts: { key: string; label: string; cell: (offer: Application) => ReactNode; strong?: boolean }[] = [
    {
      key: 'price',
      label: t('offers.price'),
      strong: true,
      cell: (offer) => (
        <div className="space-y-1">
          <div className="text-lg font-semibold text-slate-900 tabular-nums">{price(offer)}</div>
          {offer.price.max !== null && offer.price.max !== offer.price.min ? (
            <div className="text-xs text-slate-600">{t('offers.range')}</div>
          ) : null}
          {best.cheapest.has(offer.id) ? <Best>{t('offers.cheapest')}</Best> : null}
        </div>
      ),
    },
    {
      key: 'timeline',
      label: t('offers.timeline'),
      strong: true,
      cell: (offer) => (
        <div className="space-y-1">
          <div className="text-base font-semibold text-slate-900">
            {t('offers.days', { count: offer.timelineDays })}
          </div>
          {best.fastest.has(offer.id) ? <Best>{t('offers.fastest')}</Best> : null}
        </div>
      ),
    },
    {
      key: 'scope',
      label: t('offers.scope'),
      cell: (offer) => <p className="whitespace-pre-line text-slate-800">{offer.scope}</p>,
    },
    {
      key: 'paymentTerms',
      label: t('offers.paymentTerms'),
      cell: (offer) => <p className="whitespace-pre-line text-slate-800">{offer.paymentTerms}</p>,
    },
    {
      key: 'validUntil',
      label: t('offers.validUntil'),
      cell: (offer) => (
        <div>
          <span className="text-slate-900 tabular-nums">{formatDate(`${offer.validUntil}T12:00:00Z`)}</span>
          {offer.state === 'pending' && offer.validUntil < today ? (
            <span className="mt-1 block text-xs font-medium text-amber-800">{t('offers.lapsed')}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'message',
      label: t('offers.message'),
      cell: (offer) => (
        <blockquote className="border-l-2 border-slate-200 pl-3 whitespace-pre-line text-slate-700">
          {offer.message}
        </blockquote>
      ),
    },
    {
      key: 'consents',
      label: t('offers.consents'),
      cell: (offer) => (
        <div className="space-y-2 text-xs leading-relaxed text-slate-700">
          {offer.consents.length > 0 ? (
            <ul className="list-disc space-y-1 pl-4">
              {offer.consents.map((consent) => (
                <li key={consent.id}>{consent.content}</li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('offers.noConsents')}</p>
          )}
          <p>
            {t.rich('offers.terms', {
              terms: (chunks) => (
                <a
                  href={withLocale(locale, '/statue')}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      ),
    },
    {
      key: 'state',
      label: t('offers.state'),
      cell: (offer) => (
        <div className="space-y-1">
          <ApplicationStateBadge state={offer.state} />
          {offer.decidedAt ? (
            <div className="text-xs text-slate-600">{t('offers.decidedOn', { date: formatDate(offer.decidedAt) })}</div>
          ) : (
            <div className="text-xs text-slate-600">
              {t('offers.receivedOn', { date: formatDate(offer.createdAt) })}
            </div>
          )}
        </div>
      ),
    },
  ];

  const actions = (offer: Application) => (
    <div className="flex flex-col gap-2">
      {mayAccept(offer) ? (
        <Button onClick={() => setDecision({ kind: 'accept', offer })}>
          {t('offers.accept')}
          <span className="sr-only">: {offer.company.name}</span>
        </Button>
      ) : null}
      {mayDecline(offer) ? (
        <Button variant="secondary" onClick={() => setDecision({ kind: 'decline', offer })}>
          {t('offers.decline')}
          <span className="sr-only">: {offer.company.name}</span>
        </Button>
      ) : null}
      {mayChat ? (
        <Button
          variant="ghost"
          disabled={chatBusy}
          onClick={async () => {
            const result = await startChat(offer.rep.id);
            if (!result.ok && result.reason === 'network') toast.error(tAll('errors.network'));
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
            <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
          </svg>
          {t('offers.chat')}
          <span className="sr-only">: {offer.rep.name}</span>
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-8">
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
          {t('card.posted', { date: formatDate(inquiry.createdAt) })}
          <span aria-hidden="true"> · </span>
          {inquiry.state === 'open'
            ? `${ti('daysLeft', { count: inquiry.daysLeft })} (${t('card.until', { date: formatDate(inquiry.visibleUntil) })})`
            : inquiry.state === 'expired'
              ? t('card.endedOn', { date: formatDate(inquiry.visibleUntil) })
              : t('card.closedOn', { date: formatDate(inquiry.updatedAt) })}
          <span aria-hidden="true"> · </span>
          {ti('applicationCount', { count: inquiry.applications.length })}
        </p>
      </div>

      <section
        aria-labelledby="inquiry-summary"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="inquiry-summary" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('detail.yourInquiry')}
        </h2>
        <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <p className="leading-relaxed whitespace-pre-line text-slate-800">{inquiry.description}</p>
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
      </section>

      <section aria-labelledby="offers-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="offers-title" className="text-xl font-semibold text-slate-900">
              {t('offers.title', { count: inquiry.applications.length })}
            </h2>
            {inquiry.applications.length > 0 ? <p className="mt-1 text-sm text-slate-600">{t('offers.lead')}</p> : null}
          </div>
          {inquiry.applications.length > 1 ? (
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t('offers.sortLabel')}</legend>
              <span aria-hidden="true" className="text-sm text-slate-700">
                {t('offers.sortLabel')}
              </span>
              <div className="inline-flex rounded-lg bg-slate-100 p-1">
                {sorts.map((option) => (
                  <label
                    key={option}
                    className={cx(
                      'relative rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                      sort === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    <input
                      type="radio"
                      name="offer-sort"
                      value={option}
                      checked={sort === option}
                      onChange={() => setSort(option)}
                      className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
                    />
                    {t(`offers.sort.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>

        {accepted ? (
          <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
            <p className="font-semibold">{t('offers.acceptedTitle', { company: accepted.company.name })}</p>
            <p className="mt-1">{t('offers.acceptedBody', { rep: accepted.rep.name })}</p>
          </div>
        ) : null}

        {inquiry.applications.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
            <p className="font-semibold text-slate-900">{ti('applicationCount', { count: 0 })}</p>
            <p className="mx-auto mt-2 max-w-lg text-sm text-slate-700">
              {inquiry.state === 'open'
                ? t('offers.noneOpen', { date: formatDate(inquiry.visibleUntil) })
                : inquiry.state === 'expired'
                  ? t('offers.noneExpired')
                  : t('offers.noneClosed')}
            </p>
            {inquiry.state === 'expired' ? (
              <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm', 'mt-4')}>
                {t('detail.back')}
              </a>
            ) : null}
          </div>
        ) : (
          <>
            {/* Wide screens: one table, companies as columns, the same facts on every row. */}
            <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
              <table
                className="w-full table-fixed border-collapse text-left text-sm"
                style={{ minWidth: `${9 + offers.length * 14}rem` }}
              >
                <caption className="sr-only">{t('offers.caption', { count: offers.length })}</caption>
                <thead>
                  <tr className="border-b border-slate-200 align-top">
                    <td className="sticky left-0 z-10 w-36 bg-slate-50 p-4" />
                    {offers.map((offer) => (
                      <th
                        key={offer.id}
                        scope="col"
                        className={cx('p-4 font-normal', offer.state === 'accepted' && 'bg-brand-50/70')}
                      >
                        <OfferHeader offer={offer} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {facts.map((fact) => (
                    <tr key={fact.key} className="align-top">
                      <th
                        scope="row"
                        className={cx(
                          'sticky left-0 z-10 bg-slate-50 p-4 text-xs font-semibold tracking-wide text-slate-600 uppercase',
                        )}
                      >
                        {fact.label}
                      </th>
                      {offers.map((offer) => (
                        <td
                          key={offer.id}
                          className={cx('p-4', offer.state === 'accepted' && 'bg-brand-50/70', fact.strong && 'py-3')}
                        >
                          {fact.cell(offer)}
                        </td>
                      ))}
                    </tr>
                  ))}
                  <tr className="align-top">
                    <th scope="row" className="sticky left-0 z-10 bg-slate-50 p-4">
                      <span className="sr-only">{t('offers.actions')}</span>
                    </th>
                    {offers.map((offer) => (
                      <td key={offer.id} className={cx('p-4', offer.state === 'accepted' && 'bg-brand-50/70')}>
                        {actions(offer)}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>

            {/* Phones: one card per offer, the same facts in the same order. */}
            <ol className="space-y-4 md:hidden" aria-label={t('offers.caption', { count: offers.length })}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <article
                    aria-label={offer.company.name}
                    className={cx(
                      'rounded-2xl border bg-white p-4 shadow-sm',
                      offer.state === 'accepted' ? 'border-brand-300 ring-2 ring-brand-100' : 'border-slate-200',
                    )}
                  >
                    <OfferHeader offer={offer} />
                    <dl className="mt-4 grid grid-cols-2 border-t border-slate-100 text-sm">
                      {facts.map((fact) => (
                        <div
                          key={fact.key}
                          className={cx('border-b border-slate-100 py-3', fact.strong ? 'pr-3' : 'col-span-2')}
                        >
                          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                          <dd className="mt-1.5">{fact.cell(offer)}</dd>
                        </div>
                      ))}
                    </dl>
                    <div className="pt-4">{actions(offer)}</div>
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <ConfirmDialog
        open={decision?.kind === 'accept'}
        title={t('acceptDialog.title', { company: decision?.offer.company.name ?? '' })}
        confirmLabel={t('acceptDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={decide}
        onClose={() => setDecision(null)}
      >
        {decision ? (
          <>
            <p className="font-medium text-slate-900">
              {t('acceptDialog.summary', {
                price: price(decision.offer) ?? '',
                days: t('offers.days', { count: decision.offer.timelineDays }),
              })}
            </p>
            <p>{t('acceptDialog.body', { count: others })}</p>
            <p>{t('acceptDialog.consents')}</p>
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={decision?.kind === 'decline'}
        title={t('declineDialog.title', { company: decision?.offer.company.name ?? '' })}
        confirmLabel={t('declineDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={decide}
        onClose={() => setDecision(null)}
      >
        <p>{t('declineDialog.body', { rep: decision?.offer.rep.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
