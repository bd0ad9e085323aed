import { cx } from './cx';

export const starPath = 'M10 1.6 12.6 6.9l5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L10 1.6Z';

const sizes = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' } as const;

/**
 * Five stars filled up to `value` (an average fills a star partly). One image to screen readers, named by
 * `label` ("Rated 4.5 out of 5"), so the stars are never the only way the rating is told.
 */
export function RatingStars({
  value,
  label,
  size = 'sm',
  className,
}: {
  value: number;
  label: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className={cx('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className={cx('relative inline-block', sizes[size])}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="absolute inset-0 h-full w-full fill-slate-300">
              <path d={starPath} />
            </svg>
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 20 20" aria-hidden="true" className={cx('fill-amber-500', sizes[size])}>
                  <path d={starPath} />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
