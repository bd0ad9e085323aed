// Load for the proofs: one autocannon instance per target, all at once, every response time and status
// kept, and a table of p50/p95/p99 per target. A failure is an error (refused, reset, timed out) or a status
// outside 2xx/3xx; 429s are counted apart, so a rate limit is never mistaken for a fault nor hidden.
import autocannon from 'autocannon';

type LoadRequest = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type LoadTarget = {
  name: string;
  /**
   * Requests each connection sends in turn (one path, or a list to rotate through). With `shared`, every
   * request takes the next one of the list over all connections instead, so two connections never send
   * the same one at the same moment (two sign-ins of one account at once are refused by design).
   */
  requests: LoadRequest[];
  shared?: boolean;
  connections: number;
  /** Requests per second over all connections (steady load); none: as fast as answers come. */
  rate?: number;
};

export type LoadFigures = {
  name: string;
  sent: number;
  ok: number;
  limited: number;
  failed: number;
  /** Statuses and errors seen, with their counts. */
  outcomes: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Every response time (ms), sorted, and the seconds measured: for merging runs. */
  latencies: number[];
  seconds: number;
};

export type RunningLoad = {
  /** Stops every instance and answers each target's figures. */
  stop: () => Promise<LoadFigures[]>;
  /** Figures so far (for progress lines). */
  failedSoFar: () => number;
};

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** The next request of a shared rotation (one counter per list). */
const rotations = new WeakMap<LoadRequest[], number>();
function nextShared(requests: LoadRequest[]): LoadRequest & { method: 'GET' | 'POST' } {
  const at = rotations.get(requests) ?? 0;
  rotations.set(requests, at + 1);
  const request = requests[at % requests.length] as LoadRequest;
  return { ...request, method: request.method ?? 'GET' };
}

/** Starts the load on `base`; it runs until `stop` (or `seconds`, when given). */
export function startLoad(base: string, targets: LoadTarget[], seconds?: number): RunningLoad {
  let failed = 0;
  const started = performance.now();
  const runs = targets.map((target) => {
    const latencies: number[] = [];
    const outcomes: Record<string, number> = {};
    const count = (key: string) => {
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    };
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    // The callback form answers the instance (events, stop); the callback marks the end.
    const instance = autocannon(
      {
        url: base,
        connections: target.connections,
        ...(target.rate ? { overallRate: target.rate } : {}),
        duration: seconds ?? 3600,
        timeout: 10,
        requests: target.shared
          ? [{ setupRequest: (request) => ({ ...request, ...nextShared(target.requests) }) }]
          : target.requests.map((request) => ({ method: request.method ?? 'GET', ...request })),
      },
      () => finished(),
    );
    // autocannon reports (client, statusCode, bytes, responseTime).
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      count(String(status));
      if (status >= 400 && status !== 429) failed++;
    });
    instance.on('reqError', (error: Error & { code?: string }) => {
      count(error.code ?? error.message);
      failed++;
    });
    return { target, instance, latencies, outcomes, done };
  });
  return {
    failedSoFar: () => failed,
    stop: async () => {
      for (const run of runs) run.instance.stop();
      await Promise.all(runs.map((run) => run.done));
      const elapsed = (performance.now() - started) / 1000;
      return runs.map(({ target, latencies, outcomes }) => summarize(target.name, outcomes, latencies, elapsed));
    },
  };
}

function summarize(name: string, outcomes: Record<string, number>, latencies: number[], seconds: number): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const statuses = Object.entries(outcomes);
  const sum = (keep: (key: string) => boolean) =>
    statuses.filter(([key]) => keep(key)).reduce((total, [, n]) => total + n, 0);
  const ok = sum((key) => /^[23]\d\d$/.test(key));
  const limited = sum((key) => key === '429');
  return {
    name,
    sent: sum(() => true),
    ok,
    limited,
    failed: sum(() => true) - ok - limited,
    outcomes,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    rps: latencies.length / seconds,
    latencies: sorted,
    seconds,
  };
}

/** One target's figures over several runs (slices of one measurement), as if measured at once. */
export function mergeFigures(runs: LoadFigures[]): LoadFigures {
  const outcomes: Record<string, number> = {};
  for (const run of runs) {
    for (const [key, n] of Object.entries(run.outcomes)) outcomes[key] = (outcomes[key] ?? 0) + n;
  }
  return summarize(
    runs[0]?.name ?? '',
    outcomes,
    runs.flatMap((run) => run.latencies),
    runs.reduce((total, run) => total + run.seconds, 0),
  );
}

/** Runs the load for `seconds` and answers the figures. */
export async function runLoad(base: string, targets: LoadTarget[], seconds: number): Promise<LoadFigures[]> {
  const load = startLoad(base, targets);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return load.stop();
}

export function formatTable(rows: (LoadFigures & { where?: string })[]): string {
  const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
  const header = `${'where'.padEnd(14)} ${'target'.padEnd(22)} ${'sent'.padStart(7)} ${'failed'.padStart(
    7,
  )} ${'429'.padStart(5)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`;
  const lines = rows.map(
    (row) =>
      `${(row.where ?? '').padEnd(14)} ${row.name.padEnd(22)} ${String(row.sent).padStart(7)} ${String(
        row.failed,
      ).padStart(7)} ${String(row.limited).padStart(5)} ${row.rps.toFixed(0).padStart(7)} ${ms(row.p50).padStart(
        7,
      )} ${ms(row.p95).padStart(7)} ${ms(row.p99).padStart(7)}`,
  );
  return [header, ...lines].join('\n');
}

/** Companies listed on the marketplace (for company pages), found through the public search. */
export async function listedCompanyIds(base: string, count = 20): Promise<string[]> {
  const answer = await fetch(`${base}/api/companies/search?q=software`);
  const found = (await answer.json()) as { items?: { id: string }[] };
  const more = await fetch(`${base}/api/companies/search?category=accounting-payroll`);
  const others = (await more.json()) as { items?: { id: string }[] };
  const ids = [...(found.items ?? []), ...(others.items ?? [])].map((item) => item.id);
  if (ids.length === 0) throw new Error('no listed company found: is the demo data seeded?');
  return ids.slice(0, count);
}

/** The searches of bench/search.ts: free text (Polish without diacritics, an English typo) and filters. */
export const searchPaths = [
  '/api/companies/search?service=custom-software-development',
  '/api/companies/search?category=accounting-payroll&city=warszawa',
  '/api/companies/search?q=ksiegowosc',
  '/api/companies/search?q=sofware%20developmnt',
  '/api/companies/search?category=marketing-advertising&minRating=4&sort=rating&page=2',
];
