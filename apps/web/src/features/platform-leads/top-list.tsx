import { Card } from '@tendero/ui';

/** A short ranked list (services, categories, companies) with each row's count in words. */
export function TopList({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: { key: string; name: string; count: string }[];
  empty: string;
}) {
  return (
    <Card className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ol aria-labelledby={id} className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="text-slate-900">
                <span className="mr-2 text-slate-600 tabular-nums">{index + 1}.</span>
                {row.name}
              </span>
              <span className="shrink-0 text-slate-700 tabular-nums">{row.count}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
