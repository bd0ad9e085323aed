import type { KsefState } from '@tendero/contracts';
import { cx } from '@tendero/ui';

const tones: Record<KsefState, string> = {
  waiting: 'bg-slate-100 text-slate-800 ring-slate-300',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  sent: 'bg-sky-50 text-sky-800 ring-sky-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

/** An invoice's KSeF state as a pill; the text says it, the colour only helps. */
export function KsefStatePill({ state, label }: { state: KsefState; label: string }) {
  return (
    <span
      data-ksef-state={state}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[state],
      )}
    >
      {label}
    </span>
  );
}
