import type { ReactNode } from 'react';

/**
 * A form's title and the sentence under it, at the top of its card; the form (or the card) names itself by
 * pointing `aria-labelledby` at `id`. `as` keeps the page's heading order; a `quiet` lead is a shade lighter.
 */
export function FormHeading({
  id,
  title,
  lead,
  as: Heading = 'h2',
  quiet = false,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  as?: 'h2' | 'h3';
  quiet?: boolean;
}) {
  return (
    <div>
      <Heading id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      <p className={quiet ? 'mt-1 text-sm text-slate-600' : 'mt-1 text-sm text-slate-700'}>{lead}</p>
    </div>
  );
}
