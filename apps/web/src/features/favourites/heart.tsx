import { cx } from '@tendero/ui';

/** The heart of favourites (24×24, drawn as a stroke or filled). */
export const heartPath =
  'M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2A4.6 4.6 0 0 1 7.1 3.6c1.9 0 3.7.9 4.9 2.3a6.4 6.4 0 0 1 4.9-2.3 4.6 4.6 0 0 1 4.6 4.6c0 3.5-3.1 6.3-8.1 10.8L12 20.3Z';

/** The heart on a favourite button (an offer's, a company's): an outline, filled while it is a favourite. */
export function FavouriteHeart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cx('h-6 w-6 shrink-0 stroke-current stroke-2', filled ? 'fill-current' : 'fill-none')}
      strokeLinejoin="round"
    >
      <path d={heartPath} />
    </svg>
  );
}
