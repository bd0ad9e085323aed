import { buttonClass } from '@tendero/ui';
import type { ReactNode } from 'react';
import { PageHeader } from '@/features/layout';

/**
 * The frame of one's own profile page (a client's, a rep's): the heading with a link to the public
 * profile, then the own-profile column (`children`) with a side column beside it on a wide screen.
 */
export function OwnProfileFrame({
  title,
  lead,
  publicHref,
  publicLabel,
  aside,
  children,
}: {
  title: string;
  lead: string;
  publicHref: string;
  publicLabel: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-8">
      <PageHeader
        title={title}
        lead={lead}
        aside={
          <a href={publicHref} className={buttonClass('secondary', 'md', 'shrink-0')}>
            {publicLabel}
          </a>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-8">{children}</div>
        {aside}
      </div>
    </div>
  );
}
