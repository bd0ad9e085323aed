import type { Locale } from '@tendero/contracts';
import type { ReactNode } from 'react';
import { ListResults, type ListTexts } from './list-body';
import { type ListFilterField, ListFilters } from './list-filters';
import type { SearchParams } from './list-url';

/** What a list page's component is given: the page's language and its URL's search parameters. */
export type ListPageProps = { locale: Locale; searchParams: SearchParams };

/** The texts of a filtered list: its body, pager and filters keys (the same on every list). */
export type FilteredListTexts = ListTexts &
  ((key: 'filters.title' | 'filters.apply' | 'filters.clear' | 'filters.any') => string);

/** Where a list is and what its URL holds: its own address, the state its fields show, the filters set. */
export type ListView = {
  /** The list's own address with the locale. */
  path: string;
  /** The URL state: the filters the fields show and the page asked for. */
  state: Partial<Record<string, string | number | undefined>> & { page: number };
  /** The filters set, as query pairs. */
  pairs: Record<string, string>;
};

/**
 * A server-rendered list with its filters: the GET form (`{id}-filters`, its fields showing the URL's
 * state) above the results and the pager (`{id}-total`), both keeping the filters. The list page states
 * only its fields, its rows and its texts.
 */
export function FilteredList({
  id,
  view: { path, state, pairs },
  t,
  gridClassName,
  fields,
  result,
  pageSize,
  children,
}: {
  /** The list's name, unique on the page (`users` gives `users-filters`, `users-q`, `users-total`). */
  id: string;
  view: ListView;
  t: FilteredListTexts;
  gridClassName: string;
  fields: readonly ListFilterField[];
  result: { total: number; pageSize?: number; items: readonly unknown[] } | null;
  /** The page size when the answer does not name it. */
  pageSize?: number;
  children: ReactNode;
}) {
  return (
    <>
      <ListFilters
        id={id}
        action={path}
        values={state}
        pairs={pairs}
        t={t}
        anyLabel={t('filters.any')}
        gridClassName={gridClassName}
        fields={fields}
      />
      <ListResults
        result={result}
        requestedPage={state.page}
        pageSize={pageSize}
        path={path}
        pairs={pairs}
        testId={`${id}-total`}
        t={t}
      >
        {children}
      </ListResults>
    </>
  );
}
