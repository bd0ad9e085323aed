import { cx } from './cx';
import { Card } from './layout';

export type BarSeries = { key: string; label: string; colour: string };
export type BarPoint = {
  key: string;
  /** Under the bars (a week's date, a month's name). */
  axisLabel: string;
  /** What the point says to a screen reader, numbers included; the bars are decoration. */
  description: string;
  /** One value per series, in the series' order. */
  values: number[];
};

/**
 * Bars per point (week, month), one per series, each with its number above it: plain elements, no chart
 * library. The points are a list whose items a screen reader reads as their descriptions.
 */
export function BarChart({
  id,
  title,
  series,
  points,
  emptyText,
}: {
  id: string;
  title: string;
  series: BarSeries[];
  points: BarPoint[];
  emptyText: string;
}) {
  const highest = Math.max(1, ...points.flatMap((point) => point.values));
  const height = (value: number) => `${Math.round((value / highest) * 100)}%`;
  const labelClasses = axisLabelClasses(points.length, Math.max(0, ...points.map((point) => point.axisLabel.length)));
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {series.length > 1 ? (
          <div aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
            {series.map((each) => (
              <span key={each.key} className="flex items-center gap-1.5">
                <span className={`h-3 w-3 rounded-sm ${each.colour}`} />
                {each.label}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      {points.every((point) => point.values.every((value) => value === 0)) ? (
        <p className="mt-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        // `relative`: the points' visually hidden descriptions stay inside the chart. The chart is a size
        // container: how many axis labels it shows depends on its own width (axisLabelClasses).
        <ol aria-labelledby={`${id}-title`} className="@container relative mt-6 flex gap-1 pb-1 sm:gap-2">
          {points.map((point, index) => (
            <li key={point.key} className="flex min-w-0 flex-1 flex-col items-center gap-2">
              <span className="sr-only">{point.description}</span>
              <div
                aria-hidden="true"
                className="flex h-40 w-full items-end justify-center gap-0.5 border-b border-slate-200 pt-4 sm:gap-1"
              >
                {series.map((each, index) => (
                  <Bar
                    key={each.key}
                    value={point.values[index] ?? 0}
                    height={height(point.values[index] ?? 0)}
                    colour={each.colour}
                  />
                ))}
              </div>
              <span
                aria-hidden="true"
                className={cx(
                  'text-xs whitespace-nowrap text-slate-600 tabular-nums',
                  labelClasses(points.length - 1 - index),
                )}
              >
                {point.axisLabel}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** One bar, its number just above it. */
function Bar({ value, height, colour }: { value: number; height: string; colour: string }) {
  return (
    <div className="flex h-full w-1/3 max-w-6 items-end">
      <div className={`relative w-full rounded-t ${colour}`} style={{ height }}>
        <span
          className={cx(
            'absolute -top-4 left-1/2 -translate-x-1/2 text-[10px] whitespace-nowrap text-slate-600 tabular-nums',
            // In a narrow chart the noughts of neighbouring bars would run together ("00"); no bar reads as 0.
            value === 0 && '@max-md:hidden',
          )}
        >
          {value}
        </span>
      </div>
    </div>
  );
}

/**
 * The widths the chart is drawn at (its container's, from the narrowest a phone leaves it), each with the
 * class that hides an axis label there. Static strings, so Tailwind finds them.
 */
const widthBands = [
  { from: 256, hide: '@max-sm:invisible' },
  { from: 384, hide: '@sm:@max-xl:invisible' },
  { from: 576, hide: '@xl:@max-3xl:invisible' },
  { from: 768, hide: '@3xl:@max-5xl:invisible' },
  { from: 1024, hide: '@5xl:invisible' },
] as const;

/** About how wide one character of an axis label is (12 px text), and the space kept between labels. */
const characterWidth = 7;
const labelGap = 8;

/**
 * Which axis labels a chart of `count` points shows at each width: every k-th one, counted from the newest
 * (which is always labelled), with k as small as lets labels of `longest` characters stand apart. The
 * others keep their place (invisible), so the bars do not move. The bars' numbers and each point's
 * description for screen readers are always there.
 */
export function axisLabelClasses(count: number, longest: number): (fromNewest: number) => string {
  const needed = longest * characterWidth + labelGap;
  const steps = widthBands.map((band) => Math.max(1, Math.ceil(needed / (band.from / Math.max(1, count)))));
  return (fromNewest) =>
    cx(...widthBands.map((band, index) => (fromNewest % (steps[index] ?? 1) === 0 ? null : band.hide)));
}
