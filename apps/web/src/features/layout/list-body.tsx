import { Card } from '@tendero/ui';
import type { ReactNode } from 'react';

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
