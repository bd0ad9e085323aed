import { cx } from '@tendero/ui';

/** Page numbers to show: the first, the last, and two either side of the current one, gaps as null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

export type PaginationLabels = { nav: string; previous: string; next: string; page: (page: number) => string };

/** The paging texts of a list page: its message namespace's `pagination` group, the same keys on every list. */
export function paginationLabels(
  t: (
    key: 'pagination.label' | 'pagination.previous' | 'pagination.next' | 'pagination.page',
    values?: { page: number },
  ) => string,
): PaginationLabels {
  return {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page) => t('pagination.page', { page }),
  };
}

const item =
  'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Links to the other pages of a search; every link keeps the whole search (`hrefOf`). */
export function ResultsPagination({
  current,
  last,
  hrefOf,
  labels,
}: {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (last <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <a href={hrefOf(current - 1)} rel="prev" className={cx(item, 'text-brand-700 hover:bg-brand-50')}>
          ← {labels.previous}
        </a>
      ) : null}
      {pageWindow(current, last).map((page, index) =>
        page === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="px-2 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={page}
            href={hrefOf(page)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={labels.page(page)}
            className={cx(
              item,
              page === current
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
            )}
          >
            {page}
          </a>
        ),
      )}
      {current < last ? (
        <a href={hrefOf(current + 1)} rel="next" className={cx(item, 'text-brand-700 hover:bg-brand-50')}>
          {labels.next} →
        </a>
      ) : null}
    </nav>
  );
}
