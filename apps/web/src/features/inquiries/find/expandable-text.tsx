'use client';

import { cx } from '@tendero/ui';
import { useId, useState } from 'react';

/** Up to this many characters a text is shown whole; a longer one is clamped with a "Show more" toggle. */
const shortLength = 320;

/** A long text clamped to a few lines, opened in place (the whole text is in the page for search engines). */
export function ExpandableText({
  text,
  more,
  less,
  className,
}: {
  text: string;
  more: string;
  less: string;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > shortLength;
  return (
    <div className={className}>
      <p
        id={id}
        className={cx(
          'text-sm leading-relaxed break-words whitespace-pre-line text-slate-800',
          long && !open && 'line-clamp-4',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {open ? less : more}
        </button>
      ) : null}
    </div>
  );
}
