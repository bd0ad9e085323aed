'use client';

import NextLink from 'next/link';
import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent, useState } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * The app's link: Next.js's client-side navigation, prefetching the page when the visitor reaches for the
 * link (pointer over it, a touch, keyboard focus) instead of when it scrolls into view. A page of company
 * cards or a menu of twenty links made twenty requests, and their answers were decoded while the page was
 * still starting (issue 20: that work held a phone's main thread); a hover gives the same head start for the
 * one page the visitor goes to. `prefetch={false}` still turns it off, `prefetch` otherwise applies once
 * wanted.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (!wanted && prefetch !== false) setWanted(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={wanted ? (prefetch ?? null) : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        want();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        want();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        want();
        onFocus?.(event);
      }}
    />
  );
}
