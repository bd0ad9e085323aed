import { listHref } from './list-url';

/**
 * Previous and next links of a paged list, keeping its filters; nothing when it fits one page.
 * Plain links: the list is server-rendered from the URL.
 */
export function ListPager({
  path,
  pairs,
  page,
  pages,
  labels,
}: {
  /** The list's own address with the locale. */
  path: string;
  /** Its filters as query pairs. */
  pairs: Record<string, string>;
  page: number;
  pages: number;
  labels: { label: string; previous: string; next: string; current: string };
}) {
  if (pages <= 1) return null;
  const link = 'font-semibold text-brand-800 hover:underline';
  return (
    <nav aria-label={labels.label} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={listHref(path, pairs, page - 1)} className={link}>
          ← {labels.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-slate-600">{labels.current}</span>
      {page < pages ? (
        <a href={listHref(path, pairs, page + 1)} className={link}>
          {labels.next} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The pager texts of a list: its message namespace's `pages` group, the same keys on every list. */
export function pagerLabels(
  t: (
    key: 'pages.label' | 'pages.previous' | 'pages.next' | 'pages.current',
    values?: { page: number; pages: number },
  ) => string,
  page: number,
  pages: number,
) {
  return {
    label: t('pages.label'),
    previous: t('pages.previous'),
    next: t('pages.next'),
    current: t('pages.current', { page, pages }),
  };
}
