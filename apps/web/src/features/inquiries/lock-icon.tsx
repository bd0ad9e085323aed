import { cx } from '@tendero/ui';

const lockPath =
  'M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z';

/** The padlock of private inquiries and details after NDA (its own file: /orders/find's bundle needs only it). */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={cx('h-3.5 w-3.5 shrink-0 fill-current', className)}>
      <path d={lockPath} />
    </svg>
  );
}
