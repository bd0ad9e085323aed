'use client';

import type { Locale } from '@tendero/contracts';
import { type AdminCompanyRow, type CompanyVerification, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Badge, Card, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { listHref, PageHeader } from '@/features/layout';
import NextLink from '@/lib/link';
import { CompanyVerificationPanel } from './company-verification-panel';
import { VerificationProgress } from './verification-progress';

type State = 'unverified' | 'verified';

/** `marketplaceEndpoints.adminCompanies` answers 25 companies a page (the contract does not carry the page size). */
const adminPageSize = 25;

const tabOrder: readonly State[] = ['unverified', 'verified'];

/**
 * `/admin/profiles`: companies waiting for verification or verified (URL state `?state=&page=`), the
 * total of profiles, and per company an expandable panel with the four criteria. A company verified or
 * withdrawn here stays in the list (marked) until the page is reloaded, so the admin sees the outcome.
 */
export function CompanyVerificationBoard({
  state,
  page,
  rows: initialRows,
  counts: initialCounts,
  filterPairs,
  summary,
  filters,
}: {
  state: State;
  page: number;
  rows: AdminCompanyRow[] | null;
  counts: Record<State, number>;
  /** The filters set (search, Premium, city, category): the tabs and pages keep them. */
  filterPairs: Record<string, string>;
  /** The profiles added (server-rendered) and the filters form. */
  summary: ReactNode;
  filters: ReactNode;
}) {
  const t = useTranslations('admin.profiles');
  const locale = useLocale() as Locale;
  const firstOpen = (list: AdminCompanyRow[] | null) => (list?.length === 1 ? (list[0]?.id ?? null) : null);
  const [rows, setRows] = useState(initialRows);
  const [counts, setCounts] = useState(initialCounts);
  const [openId, setOpenId] = useState<string | null>(firstOpen(initialRows));
  // Every server render (a tab, a page, the same URL again) brings fresh rows: start over from them.
  const [source, setSource] = useState(initialRows);
  if (source !== initialRows) {
    setSource(initialRows);
    setRows(initialRows);
    setCounts(initialCounts);
    setOpenId(firstOpen(initialRows));
  }
  const pages = Math.max(1, Math.ceil(initialCounts[state] / adminPageSize));
  const filtered = Object.keys(filterPairs).length > 0;
  const href = (next: { state: State; page?: number }) =>
    listHref(withLocale(locale, '/admin/profiles'), { state: next.state, ...filterPairs }, next.page);

  const changeRow = (id: string, change: Partial<AdminCompanyRow>) =>
    setRows((current) => current?.map((row) => (row.id === id ? { ...row, ...change } : row)) ?? null);
  const update = (id: string, verification: CompanyVerification) => {
    const before = rows?.find((row) => row.id === id)?.verification.verified;
    // A withdrawn verification takes the Verified badge with it (as the API does).
    const row = rows?.find((each) => each.id === id);
    const titleId = !verification.verified && row?.titleId === 'verified' ? null : row?.titleId;
    changeRow(id, { verification, titleId: titleId ?? null });
    if (before !== undefined && before !== verification.verified) {
      const delta = verification.verified ? 1 : -1;
      setCounts((current) => ({ verified: current.verified + delta, unverified: current.unverified - delta }));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      {summary}
      {filters}
      <nav aria-label={t('tabsLabel')} className="border-b border-slate-200">
        <ul className="-mb-px grid grid-cols-[3fr_2fr] gap-1 sm:flex">
          {tabOrder.map((tab) => {
            const active = tab === state;
            return (
              <li key={tab} className="flex">
                <NextLink
                  href={href({ state: tab })}
                  prefetch={false}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'block w-full border-b-2 px-3 py-2.5 text-sm font-semibold',
                    active
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {t(`tabs.${tab}`)}{' '}
                  <span
                    className={cx(
                      'ml-1 inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap tabular-nums',
                      active ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {counts[tab]}
                  </span>
                </NextLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {rows === null ? (
        <Card>
          <p role="alert" className="text-slate-700">
            {t('unavailable')}
          </p>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="text-center">
          <p className="font-semibold text-slate-900">{filtered ? t('noMatch') : t(`empty.${state}`)}</p>
          <p className="mt-1 text-sm text-slate-600">{filtered ? t('noMatchHint') : t(`emptyHint.${state}`)}</p>
        </Card>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div
            aria-hidden="true"
            className="hidden gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.6fr)_6.5rem_minmax(0,1.5fr)]"
          >
            <span>{t('columns.company')}</span>
            <span>{t('columns.city')}</span>
            <span>{t('columns.manager')}</span>
            <span>{t('columns.added')}</span>
            <span>{t('columns.progress')}</span>
          </div>
          <ul className="divide-y divide-slate-200">
            {rows.map((row) => (
              <CompanyRow
                key={row.id}
                row={row}
                open={openId === row.id}
                onToggle={() => setOpenId((current) => (current === row.id ? null : row.id))}
                onChange={(verification) => update(row.id, verification)}
                onTitle={(titleId) => changeRow(row.id, { titleId })}
              />
            ))}
          </ul>
        </div>
      )}

      {pages > 1 ? (
        <nav aria-label={t('pages.label')} className="flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <NextLink
              href={href({ state, page: page - 1 })}
              prefetch={false}
              className="font-semibold text-brand-800 hover:underline"
            >
              ← {t('pages.previous')}
            </NextLink>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t('pages.current', { page, pages })}</span>
          {page < pages ? (
            <NextLink
              href={href({ state, page: page + 1 })}
              prefetch={false}
              className="font-semibold text-brand-800 hover:underline"
            >
              {t('pages.next')} →
            </NextLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function CompanyRow({
  row,
  open,
  onToggle,
  onChange,
  onTitle,
}: {
  row: AdminCompanyRow;
  open: boolean;
  onToggle: () => void;
  onChange: (verification: CompanyVerification) => void;
  onTitle: (titleId: AdminCompanyRow['titleId']) => void;
}) {
  const t = useTranslations('admin.profiles');
  const tc = useTranslations('companies');
  const panelId = `company-${row.id}`;
  const label = 'text-xs font-medium text-slate-500 md:sr-only';
  return (
    <li data-company-id={row.id} className={open ? 'bg-slate-50/60' : undefined}>
      <div className="grid gap-x-4 gap-y-1.5 px-5 py-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.6fr)_6.5rem_minmax(0,1.5fr)] md:items-center">
        <div className="min-w-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="group flex w-full items-start gap-2 text-left font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span
              aria-hidden="true"
              className={cx('mt-0.5 inline-block text-slate-500 transition-transform', open && 'rotate-90')}
            >
              ▸
            </span>
            <span className="min-w-0 break-words group-hover:underline">{row.name}</span>
          </button>
          {row.hasPremium || row.titleId ? (
            <p className="mt-1 flex flex-wrap gap-1.5 pl-5">
              {row.hasPremium ? <Badge tone="amber">{t('premium')}</Badge> : null}
              {row.titleId ? <Badge tone="brand">{tc(`titles.${row.titleId}.name`)}</Badge> : null}
            </p>
          ) : null}
        </div>
        <p className="min-w-0 truncate pl-5 text-sm text-slate-700 md:pl-0">
          <span className={label}>{t('columns.city')}: </span>
          {row.city ?? <span className="text-slate-500">{t('noCity')}</span>}
        </p>
        {/* The whole address, wrapped after the @ when the column is narrow: a cut one cannot be used. */}
        <p className="min-w-0 pl-5 text-sm [overflow-wrap:anywhere] text-slate-700 md:pl-0">
          <span className={label}>{t('columns.manager')}: </span>
          {row.managerEmail ? (
            <span>
              {row.managerEmail.split('@')[0]}
              <wbr />@{row.managerEmail.split('@').slice(1).join('@')}
            </span>
          ) : (
            <span className="text-slate-500">{t('noManager')}</span>
          )}
        </p>
        <p className="pl-5 text-sm text-slate-700 tabular-nums md:pl-0">
          <span className={label}>{t('columns.added')}: </span>
          {formatDate(row.createdAt)}
        </p>
        <div className="pl-5 md:pl-0">
          <VerificationProgress verification={row.verification} />
        </div>
      </div>
      {open ? (
        <section id={panelId} aria-label={row.name} className="border-t border-slate-200 px-5 py-5">
          <CompanyVerificationPanel row={row} onChange={onChange} onTitle={onTitle} />
        </section>
      ) : null}
    </li>
  );
}
