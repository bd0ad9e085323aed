import { cx } from '@tendero/ui';
import type { ReactNode } from 'react';

/**
 * One panel of an inquiry's page for its client (the inquiry itself, its confidentiality): a card-like
 * section named by its small upper-case `h2` (`id`), white or, for a private inquiry's terms, violet.
 */
export function InquiryPanel({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: 'plain' | 'private';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx(
        'rounded-2xl border',
        tone === 'private' ? 'border-violet-200 bg-violet-50/40' : 'border-slate-200 bg-white',
        'p-5 shadow-sm sm:p-6',
      )}
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
