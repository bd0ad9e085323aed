import type { AccountStatus } from '@tendero/contracts';
import { cx } from '@tendero/ui';

const tones: Record<AccountStatus, string> = {
  ACTIVE: 'bg-brand-50 text-brand-800 ring-brand-200',
  TEMPORARY: 'bg-slate-100 text-slate-700 ring-slate-200',
  UNVERIFIED: 'bg-amber-50 text-amber-800 ring-amber-200',
  SUSPENDED: 'bg-red-50 text-red-800 ring-red-200',
};

/** An account's status as a coloured pill; the text says it too, the colour only helps. */
export function UserStatusBadge({ status, label }: { status: AccountStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      {label}
    </span>
  );
}
