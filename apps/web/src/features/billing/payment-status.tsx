import type { Payment } from '@tendero/contracts';
import { cx } from '@tendero/ui';

const tones: Record<Payment['status'], string> = {
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** A payment's status as a coloured pill; the text says it too, the colour only helps. */
export function PaymentStatus({ status, label }: { status: Payment['status']; label: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      {label}
    </span>
  );
}
