'use client';

import { Button, buttonClass, cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type ComparePick, maxCompare, useComparePicks } from './compare-store';
import { InquiryDialog, type InquiryRequest } from './inquiry-dialog';

type InquiryControl = { request: InquiryRequest | null; open: (request: InquiryRequest) => void; close: () => void };
const InquiryContext = createContext<InquiryControl | null>(null);

/**
 * The client side of the results and comparison pages: one inquiry dialog for the whole page, opened by
 * any "Ask for an offer" button. The page passes the dialog (`MarketplaceInquiryDialog` inside an
 * `InquiryScope`, which brings the viewer, catalogue, places and inquiry texts).
 */
export function MarketplaceActions({ dialog, children }: { dialog: ReactNode; children: ReactNode }) {
  const [request, setRequest] = useState<InquiryRequest | null>(null);
  const control = useMemo<InquiryControl>(
    () => ({ request, open: setRequest, close: () => setRequest(null) }),
    [request],
  );
  return (
    <InquiryContext.Provider value={control}>
      {children}
      {dialog}
    </InquiryContext.Provider>
  );
}

/** The page's one inquiry dialog, showing the request the last "Ask for an offer" button made. */
export function MarketplaceInquiryDialog() {
  const control = useContext(InquiryContext);
  return <InquiryDialog request={control?.request ?? null} onClose={() => control?.close()} />;
}

/** "Ask for an offer" (one company) or "Ask all {n} companies" (the whole search). */
export function AskOfferButton({
  request,
  label,
  context,
  variant = 'primary',
  className,
}: {
  request: InquiryRequest;
  label: string;
  /** Read out after the label ("Ask for an offer: Nordwind"), for buttons repeated in a list. */
  context?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const control = useContext(InquiryContext);
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      onClick={() => control?.open(request)}
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
        onChange={() => toggle(pick)}
        aria-label={t('toggle', { name: pick.name })}
      />
      <span aria-hidden="true">{t('label')}</span>
    </label>
  );
}

/**
 * The sticky bar of picked companies: their names (removable), and "Compare (n)" once two are picked.
 * `from` is the results page to come back to from the comparison.
 */
export function CompareBar({ locale, from }: { locale: string; from?: string }) {
  const t = useTranslations('marketplace.compare');
  const { picks, remove, clear } = useComparePicks();
  if (picks.length === 0) return null;
  const ready = picks.length >= 2;
  const params = new URLSearchParams({ ids: picks.map((pick) => pick.id).join(',') });
  if (from) params.set('from', from);
  const href = `/${locale}/marketplace/compare?${params.toString().replace(/%2C/g, ',')}`;
  return (
    <section
      aria-label={t('barLabel')}
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex min-w-0 flex-wrap gap-2">
          {picks.map((pick) => (
            <li
              key={pick.id}
              className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="truncate">{pick.name}</span>
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
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('clear')}
          </Button>
          {ready ? (
            <a href={href} className={buttonClass('primary', 'md')}>
              {t('go', { count: picks.length })}
            </a>
          ) : (
            <p className="text-sm text-slate-600">{t('pickMore')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
