import type { ReactNode } from 'react';

/** The heading of a workspace page: its title, a lead sentence, and actions or badges on the right. */
export function PageHeader({ title, lead, aside }: { title: ReactNode; lead?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-slate-700">{lead}</p> : null}
      </div>
      {aside}
    </div>
  );
}
