import type { ReactNode } from 'react';
import { cx } from './cx';

export type TableColumn = { key: string; label: ReactNode; align?: 'left' | 'right' };

/** Classes of a body cell, so rows written by each table line up with the frame's header. */
export const tableCell = 'px-4 py-3 text-sm text-slate-800';

/**
 * A data table in a rounded, horizontally scrollable frame (a phone scrolls wide tables instead of
 * squeezing them), with its header row made from the columns; the rows come as children.
 */
export function DataTable({
  columns,
  children,
  className,
}: {
  columns: readonly TableColumn[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(
                  'px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase',
                  column.align === 'right' ? 'text-right' : 'text-left',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
