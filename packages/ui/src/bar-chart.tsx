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
        <ol aria-labelledby={`${id}-title`} className="mt-6 flex gap-2 overflow-x-auto pb-1">
          {points.map((point) => (
            <li key={point.key} className="flex min-w-12 flex-1 flex-col items-center gap-2">
              <span className="sr-only">{point.description}</span>
              <div
                aria-hidden="true"
                className="flex h-40 w-full items-end justify-center gap-1 border-b border-slate-200 pt-4"
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
              <span aria-hidden="true" className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
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
        <span className="absolute inset-x-0 -top-4 text-center text-[10px] text-slate-600 tabular-nums">{value}</span>
      </div>
    </div>
  );
}
