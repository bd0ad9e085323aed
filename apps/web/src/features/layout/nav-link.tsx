'use client';

import { cx } from '@tendero/ui';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import NextLink from '@/lib/link';

/** A menu link that marks itself as the current page. */
export function NavLink({
  href,
  children,
  className,
  activeClassName,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
}) {
  const pathname = usePathname();
  const target = href.split('?')[0];
  const active = pathname === target;
  return (
    <NextLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cx(className, active && activeClassName)}
    >
      {children}
    </NextLink>
  );
}
