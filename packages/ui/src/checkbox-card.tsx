import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';

/*
 * Its own module, not fields.tsx: a client page that uses one field gets that module whole (the pages' first
 * load is held to 150 KB), so a part only some forms use lives apart.
 */

type CheckboxCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; hint?: ReactNode };

/**
 * A setting that is on or off: a checkbox and its label (and hint) in a box that lights up while checked.
 * `register(name)` spreads onto it.
 */
export const CheckboxCard = forwardRef<HTMLInputElement, CheckboxCardProps>(function CheckboxCard(
  { label, hint, ...props },
  ref,
) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-900 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50">
      <input ref={ref} type="checkbox" className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...props} />
      {hint ? (
        <span>
          <span className="block font-medium">{label}</span>
          <span className="mt-1 block text-sm text-slate-700">{hint}</span>
        </span>
      ) : (
        <span className="font-medium">{label}</span>
      )}
    </label>
  );
});
