import { type FindInquiriesResult, type FoundInquiry, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { paginationLabels, ResultsPagination } from '@/features/marketplace';
import { type FindState, findHref } from './find-url';

/** A secondary action on the dark call-to-action panel. */
export const onDarkLink =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/60 ring-inset transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export type ListOf = (items: FoundInquiry[], section: string, label: string) => ReactNode;

/** Providers: the inquiries asked of their company (first page only), then every open inquiry, paged. */
export async function ProviderLists({
  locale,
  state,
  result,
  filtered,
  list,
}: {
  locale: Locale;
  state: FindState;
  result: FindInquiriesResult;
  filtered: boolean;
  list: ListOf;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries' });
  const lastPage = Math.max(1, Math.min(500, Math.ceil(result.total / result.pageSize)));
  const first = (result.page - 1) * result.pageSize + 1;
  const asked = result.page === 1 ? result.asked : [];

  return (
    <>
      {asked.length > 0 ? (
        <section aria-labelledby="asked-title">
          <h2 id="asked-title" className="text-xl font-semibold tracking-tight text-slate-900">
            {t('results.askedTitle', { count: asked.length })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('results.askedLead')}</p>
          {list(asked, 'asked', t('results.askedTitle', { count: asked.length }))}
        </section>
      ) : null}

      <section aria-labelledby="all-title">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="all-title" className="text-xl font-semibold tracking-tight text-slate-900">
            {t('results.allTitle')}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            <strong className="font-semibold text-slate-900">
              {result.totalIsCapped
                ? t('results.totalCapped', { count: result.total })
                : t('results.total', { count: result.total })}
            </strong>
            {result.items.length > 0 && lastPage > 1 ? (
              <span>
                {' · '}
                {t('results.showing', { from: first, to: first + result.items.length - 1 })}
              </span>
            ) : null}
          </p>
        </div>
        {result.items.length > 0 ? (
          <>
            {list(result.items, 'all', t('results.allTitle'))}
            <ResultsPagination
              current={result.page}
              last={lastPage}
              hrefOf={(page) => findHref(locale, { ...state, page })}
              labels={paginationLabels(t)}
            />
          </>
        ) : (
          <EmptyList locale={locale} state={state} total={result.total} filtered={filtered} />
        )}
      </section>
    </>
  );
}

export async function EmptyList({
  locale,
  state,
  total,
  filtered,
}: {
  locale: Locale;
  state: FindState;
  total: number;
  filtered: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'findInquiries.empty' });
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {total > 0 ? (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('pastEndTitle')}</h3>
          <a
            href={findHref(locale, { ...state, page: 1 })}
            className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            {t('firstPage')}
          </a>
        </>
      ) : filtered ? (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('filteredTitle')}</h3>
          <p className="mt-2 text-slate-700">{t('filteredBody')}</p>
          <a href={withLocale(locale, '/orders/find')} className={buttonClass('secondary', 'sm', 'mt-4')}>
            {t('showAll')}
          </a>
        </>
      ) : (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('noneTitle')}</h3>
          <p className="mt-2 text-slate-700">{t('noneBody')}</p>
        </>
      )}
    </div>
  );
}
