import type { TableColumn } from '@tendero/ui';

/** The last column of a list's table, its buttons: right-aligned, under a header only screen readers read. */
export function actionsColumn(label: string, className?: string): TableColumn {
  return {
    key: 'actions',
    label: <span className="sr-only">{label}</span>,
    align: 'right',
    role: 'actions',
    className,
  };
}
