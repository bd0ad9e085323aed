import type { ReactNode } from 'react';

/** One part of the contacts pages: labelled by its heading (`id`), `testId` naming it for the journeys. */
export function ContactsSection({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
