import { cx } from '@tendero/ui';

const star = 'M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7L10 1.6z';

/**
 * Five stars filled to the average (to a tenth); `label` is what a screen reader hears instead
 * ("Rated 4.6 out of 5"), the picture itself is hidden from it.
 */
export function RatingStars({ average, label, size = 'sm' }: { average: number; label: string; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, average - index));
        return (
          <span key={index} className={cx('relative inline-block', box)} aria-hidden="true">
            <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('absolute inset-0 fill-slate-300', box)}>
              <path d={star} />
            </svg>
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('fill-amber-500', box)}>
                <path d={star} />
              </svg>
            </span>
          </span>
        );
      })}
    </span>
  );
}
