import type { CompanyTitle } from '@tendero/contracts';

/**
 * A company's badge; its rule (how it is earned) shows on hover, on keyboard focus and on tap, and is read
 * out by screen readers as the badge's description.
 */
export function TitleBadge({ title, ruleLabel }: { title: CompanyTitle; ruleLabel: string }) {
  const ruleId = `title-rule-${title._id}`;
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={ruleId}
        className="inline-flex cursor-help items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5 fill-current">
          <path d="M10 1.5 12.2 3l2.6-.1.9 2.5 2.1 1.6-.8 2.5.8 2.5-2.1 1.6-.9 2.5-2.6-.1L10 18.5 7.8 17l-2.6.1-.9-2.5-2.1-1.6.8-2.5-.8-2.5 2.1-1.6.9-2.5 2.6.1L10 1.5Zm-1.2 11.6 5-5-1.1-1.1-3.9 3.9-1.9-1.9-1.1 1.1 3 3Z" />
        </svg>
        {title.name}
      </button>
      <span
        id={ruleId}
        role="tooltip"
        className="invisible absolute top-full left-0 z-20 mt-2 w-64 max-w-[calc(100vw-3rem)] rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <span className="sr-only">{ruleLabel}: </span>
        {title.rule}
      </span>
    </span>
  );
}
