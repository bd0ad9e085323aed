'use client';

import { Button, buttonClass, cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useEverTrue } from '@/lib/use-ever-true';
import { type ComparePick, maxCompare, useComparePicks } from './compare-store';
import type { InquiryRequest } from './inquiry-dialog';

/**
 * The inquiry form (its schema, form library and API client) loads when a visitor first reaches for an
 * "Ask for an offer" button, not with the results page.
 */
const loadInquiryDialog = () => import('./inquiry-dialog');
const InquiryDialog = lazyComponent(() => loadInquiryDialog().then((module) => module.InquiryDialog));

type InquiryControl = { request: InquiryRequest | null; open: (request: InquiryRequest) => void; close: () => void };
const InquiryContext = createContext<InquiryControl | null>(null);
/** The search the page shows (locale-less, without paging and order); picks remember where they were made. */
const CompareSearchContext = createContext<string | null>(null);

/**
 * The client side of the results and comparison pages: one inquiry dialog for the whole page, opened by
 * any "Ask for an offer" button. The page passes the dialog (`MarketplaceInquiryDialog` inside an
 * `InquiryScope`, which brings the viewer, catalogue, places and inquiry texts).
 */
export function MarketplaceActions({
  dialog,
  children,
  search = null,
}: {
  dialog: ReactNode;
  children: ReactNode;
  search?: string | null;
}) {
  const [request, setRequest] = useState<InquiryRequest | null>(null);
  const control = useMemo<InquiryControl>(
    () => ({ request, open: setRequest, close: () => setRequest(null) }),
    [request],
  );
  return (
    <InquiryContext.Provider value={control}>
      <CompareSearchContext.Provider value={search}>
        {children}
        {dialog}
      </CompareSearchContext.Provider>
    </InquiryContext.Provider>
  );
}

/** The page's one inquiry dialog, showing the request the last "Ask for an offer" button made. */
export function MarketplaceInquiryDialog() {
  const control = useContext(InquiryContext);
  const used = useEverTrue(Boolean(control?.request));
  return used ? <InquiryDialog request={control?.request ?? null} onClose={() => control?.close()} /> : null;
}

/** "Ask for an offer" (one company) or "Ask all {n} companies" (the whole search). */
export function AskOfferButton({
  request,
  label,
  context,
  variant = 'primary',
  size = 'sm',
  className,
}: {
  request: InquiryRequest;
  label: string;
  /** Read out after the label ("Ask for an offer: Nordwind"), for buttons repeated in a list. */
  context?: string;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
  className?: string;
}) {
  const control = useContext(InquiryContext);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => control?.open(request)}
      onPointerEnter={() => void loadInquiryDialog()}
      onFocus={() => void loadInquiryDialog()}
      aria-haspopup="dialog"
    >
      {label}
      {context ? <span className="sr-only">: {context}</span> : null}
    </Button>
  );
}

/** A company's "Compare" checkbox; at most four companies, the fifth box is disabled with the reason. */
export function CompareToggle({ pick }: { pick: ComparePick }) {
  const t = useTranslations('marketplace.compare');
  const { picks, toggle } = useComparePicks();
  const search = useContext(CompareSearchContext);
  const checked = picks.some((item) => item.id === pick.id);
  const full = !checked && picks.length >= maxCompare;
  return (
    <label
      className={cx(
        'inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm select-none',
        full ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-100',
      )}
      title={full ? t('full', { max: maxCompare }) : undefined}
    >
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={checked}
        disabled={full}
        onChange={() => toggle(search ? { ...pick, search } : pick)}
        aria-label={t('toggle', { name: pick.name })}
      />
      <span aria-hidden="true">{t('label')}</span>
    </label>
  );
}

/**
 * The sticky bar of picked companies: how many and their names (removable), and "Compare (n)" once two
 * are picked. Picks are kept across searches (a comparison may span them), and the bar says honestly
 * which come from an earlier search, with a way to keep only this one. One line of names that scrolls
 * sideways keeps it low, so it covers little of the results. `from` is the results page to come back to.
 */
export function CompareBar({ locale, from }: { locale: string; from?: string }) {
  const t = useTranslations('marketplace.compare');
  const { picks, remove, clear, keepOnly } = useComparePicks();
  const search = useContext(CompareSearchContext);
  if (picks.length === 0) return null;
  const ready = picks.length >= 2;
  const params = new URLSearchParams({ ids: picks.map((pick) => pick.id).join(',') });
  if (from) params.set('from', from);
  const href = `/${locale}/marketplace/compare?${params.toString().replace(/%2C/g, ',')}`;
  const isEarlier = (pick: ComparePick) => search !== null && pick.search !== search;
  const earlier = picks.filter(isEarlier).length;
  return (
    <section
      aria-label={t('barLabel')}
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white px-4 py-2.5 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p className="text-slate-800" aria-live="polite">
          <span className="font-semibold">{t('picked', { count: picks.length })}</span>
          {earlier > 0 ? <span className="text-amber-800"> · {t('earlier', { count: earlier })}</span> : null}
        </p>
        {earlier > 0 && search !== null ? (
          <button
            type="button"
            onClick={() => keepOnly(search)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('keepThisSearch')}
          </button>
        ) : null}
      </div>
      <div className="mt-2 flex items-center gap-3">
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto pb-0.5">
          {picks.map((pick) => (
            <li
              key={pick.id}
              className={cx(
                'flex max-w-[16rem] shrink-0 items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm',
                isEarlier(pick)
                  ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset'
                  : 'bg-slate-100 text-slate-800',
              )}
            >
              <span className="truncate">{pick.name}</span>
              {isEarlier(pick) ? <span className="sr-only"> ({t('fromEarlier')})</span> : null}
              <button
                type="button"
                onClick={() => remove(pick.id)}
                aria-label={t('remove', { name: pick.name })}
                className="rounded-full px-1.5 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('clear')}
          </Button>
          {ready ? (
            <a href={href} className={buttonClass('primary', 'sm')}>
              {t('go', { count: picks.length })}
            </a>
          ) : null}
        </div>
      </div>
      {ready ? null : <p className="mt-1 text-xs text-slate-600">{t('pickMore')}</p>}
    </section>
  );
}
