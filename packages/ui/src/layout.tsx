import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)} {...props} />;
}

export function Badge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'amber' | 'slate' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-800 ring-brand-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  };
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
