import type { HTMLAttributes, ReactNode } from 'react';
import { Card } from './layout';

/*
 * Its own module, not layout.tsx: a client page that uses one part gets its module whole (the pages' first
 * load is held to 150 KB), so a part only some pages use lives apart.
 */

/**
 * A card of its own below the one before it (a settings page's second or third part): a section named by its
 * `h2` (`id`), then `children`. `cardId` is the card's anchor (`#push`); any other props (a test id, a state)
 * go to the section.
 */
export function CardSection({
  id,
  title,
  cardId,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'id' | 'title'> & {
  id: string;
  title: ReactNode;
  cardId?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mt-6" id={cardId}>
      <section aria-labelledby={id} {...props}>
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
