import type { ReactNode } from 'react';
import { cx } from './cx';

export type TableColumn = {
  key: string;
  label: ReactNode;
  align?: 'left' | 'right';
  /**
   * How the column's cell shows in a row's card on a phone: `title` heads the card (and is the row's
   * header for screen readers), `actions` closes it; both without a label. By default a labelled line.
   */
  role?: 'title' | 'actions';
  /** The label on a phone's card when `label` is not plain text (a hidden header, a check box). */
  phoneLabel?: ReactNode;
  /** Classes of the column's cells (`tabular-nums`, `whitespace-nowrap`, …). */
  className?: string;
};

/** One row: its cells by column key, and data attributes for the row element. */
export type TableRow = {
  key: string;
  cells: Record<string, ReactNode>;
  data?: Record<`data-${string}`, string>;
  /** `problem`: the row is tinted red (a line of an import that cannot be taken). */
  tone?: 'problem';
};

/**
 * A data table from 768 px; below, each row a card with its title on top, each other field labelled
 * and its actions at the bottom, so nothing is wider than a phone and every button is in reach. One markup
 * for both (CSS switches the layout), so the server renders it once and tests find the same elements.
 * The wide table scrolls inside its rounded frame when it is wider than the page.
 */
export function DataTable({
  columns,
  rows,
  className,
  label,
}: {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  className?: string;
  /** What the table is, for screen readers, when no heading names it. */
  label?: string;
}) {
  return (
    // `relative`: the cells' visually hidden texts are positioned; without a positioned frame they would
    // lie where the wide table ends and widen the page beside the scroll box.
    <div
      className={cx(
        'relative md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm',
        className,
      )}
    >
      <table aria-label={label} className="block w-full md:table md:min-w-full md:divide-y md:divide-slate-200">
        <thead className="hidden md:table-header-group md:bg-slate-50">
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
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-200">
          {rows.map((row) => (
            <tr
              key={row.key}
              {...row.data}
              className={cx(
                'flex flex-col rounded-2xl border px-4 py-3 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none',
                row.tone === 'problem'
                  ? 'border-red-200 bg-red-50 md:bg-red-50/60'
                  : 'border-slate-200 bg-white md:bg-transparent',
              )}
            >
              {columns.map((column) => (
                <Cell key={column.key} column={column}>
                  {row.cells[column.key]}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ column, children }: { column: TableColumn; children: ReactNode }) {
  const wide = cx('md:table-cell md:px-4 md:py-3', column.align === 'right' ? 'md:text-right' : 'md:text-left');
  if (column.role === 'title') {
    return (
      <th
        scope="row"
        className={cx(
          // First on the card wherever the column stands in the table.
          '-order-1 block pb-1 text-left text-base font-semibold text-slate-900 md:order-none md:text-sm',
          wide,
          column.className,
        )}
      >
        {children}
      </th>
    );
  }
  if (column.role === 'actions') {
    return <td className={cx('block pt-2 text-left text-sm text-slate-800', wide, column.className)}>{children}</td>;
  }
  return (
    <td
      className={cx(
        'grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-3 py-1 text-sm text-slate-800',
        wide,
        column.className,
      )}
    >
      <span className="text-xs font-medium text-slate-600 md:hidden">{column.phoneLabel ?? column.label}</span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}
