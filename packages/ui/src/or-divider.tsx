import { cx } from './cx';

/**
 * A line with a word in its middle ("or") between one way of doing something and another (the password
 * form, then a passkey or a provider's sign-in); only seen, since the buttons after it speak for themselves.
 */
export function OrDivider({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx('flex items-center gap-3 text-xs text-slate-500', className)} aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
