import { Card } from '@tendero/ui';
import type { ReactNode } from 'react';
import { ListPager, pagerLabels } from './list-pager';
import { pageCount } from './list-url';

/**
 * The body of a server-rendered list: an alert when its data could not be loaded, else how many rows
 * match, and the rows or a note that none do.
 */
export function ListBody({
  loaded,
  count,
  texts,
  testId,
  children,
}: {
  loaded: boolean;
  /** Rows on this page (0 shows `texts.empty`). */
  count: number;
  texts: { unavailable: string; total: string; empty: string };
  testId: string;
  children: ReactNode;
}) {
  if (!loaded) {
    return (
      <Card>
        <p role="alert" className="text-slate-700">
          {texts.unavailable}
        </p>
      </Card>
    );
  }
  return (
    <>
      <p className="text-sm font-medium text-slate-700" data-testid={testId}>
        {texts.total}
      </p>
      {count === 0 ? (
        <Card className="text-center">
          <p className="text-slate-700">{texts.empty}</p>
        </Card>
      ) : (
        children
      )}
    </>
  );
}

/** The texts a list's namespace has for its body and pager (the same keys on every list). */
export type ListTexts = (
  key:
    | 'unavailable'
    | 'total'
    | 'empty'
    | 'emptyAll'
    | 'pages.label'
    | 'pages.previous'
    | 'pages.next'
    | 'pages.current',
  values?: Record<string, number>,
) => string;

/**
 * A server-rendered list's results: the body (load failure, how many match, the rows or a note that none
 * do, "none match" when filtered) and the pager keeping the filters. The page asked for is capped at the
 * last one; `pageSize` is the answer's unless the list names its own.
 */
export function ListResults({
  result,
  requestedPage,
  pageSize,
  path,
  pairs,
  testId,
  t,
  children,
}: {
  result: { total: number; pageSize?: number; items: readonly unknown[] } | null;
  requestedPage: number;
  pageSize?: number;
  /** The list's own address with the locale, and its filters as query pairs. */
  path: string;
  pairs: Record<string, string>;
  testId: string;
  t: ListTexts;
  children: ReactNode;
}) {
  const filtered = Object.keys(pairs).length > 0;
  const pages = pageCount(result?.total ?? 0, pageSize ?? result?.pageSize ?? 1);
  const page = Math.min(requestedPage, pages);
  return (
    <>
      <ListBody
        loaded={result !== null}
        count={result?.items.length ?? 0}
        testId={testId}
        texts={{
          unavailable: t('unavailable'),
          total: t('total', { count: result?.total ?? 0 }),
          empty: filtered ? t('empty') : t('emptyAll'),
        }}
      >
        {children}
      </ListBody>
      {result ? (
        <ListPager path={path} pairs={pairs} page={page} pages={pages} labels={pagerLabels(t, page, pages)} />
      ) : null}
    </>
  );
}
