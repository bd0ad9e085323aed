import type { CSSProperties } from 'react';
import { cx } from './cx';

export const starPath = 'M10 1.6 12.6 6.9l5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L10 1.6Z';

const heights = { sm: 'h-4', md: 'h-5', lg: 'h-7' } as const;

/** A star's tile is 1.1 star wide (the star, then a tenth of it as the gap); five make 5.4 stars' width. */
const tile = 1.1;
const width = 5 * tile - (tile - 1);

/** Where the filled part ends, in percent of the whole width: whole stars with their gaps, then a part. */
export function ratingFill(value: number): number {
  const clamped = Math.max(0, Math.min(5, value));
  const whole = Math.floor(clamped);
  return Math.min(100, ((whole * tile + (clamped - whole)) / width) * 100);
}

/**
 * Five stars filled up to `value` (an average fills a star partly). One image to screen readers, named by
 * `label` ("Rated 4.5 out of 5"), so the stars are never the only way the rating is told.
 * One element: a row of star-shaped holes (a CSS mask, `.rating-stars` in the web app's stylesheet) over a
 * gradient that is amber up to the rating. Drawn as five layered SVG stars it took up to 30 elements a
 * rating, over a third of a results page's elements, every one of them hydrated.
 */
export function RatingStars({
  value,
  label,
  size = 'sm',
  className,
}: {
  value: number;
  label: string;
  size?: keyof typeof heights;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={cx('rating-stars', heights[size], className)}
      style={{ '--rating-fill': `${ratingFill(value).toFixed(1)}%` } as CSSProperties}
    />
  );
}
