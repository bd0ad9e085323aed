// Shared by the API benchmarks (bench:search, bench:tender): the production API in a child process on
// DATABASE_URL, autocannon runs with every response time kept, and one table of p50/p95/p99 and req/s.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * The child's side: the production API (Fastify only, no Next.js) on a loopback port it reports: BENCH_PORT
 * when set (on a shared machine, a port from the range agreed for it), else a free one.
 */
export async function serveApi(url: string, settings: Record<string, string> = {}): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 0);
  const { openDatabase } = await import('@tendero/db');
  const { buildApp } = await import('../apps/api/src/app');
  const { loadConfig } = await import('../apps/api/src/config');
  const dataDir = mkdtempSync(join(tmpdir(), 'tendero-bench-'));
  const config = loadConfig({
    APP_MODE: 'production',
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Required in production; mail is only queued in these runs, never sent.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    // High enough that the limiters never answer 429 during a run (they still run, as in production).
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_READS_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...settings,
  });
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The parent's side: starts `file --serve` as a child with `env` and answers its base URL. */
export async function startApi(file: string, env: Record<string, string> = {}) {
  const server = spawn(process.execPath, [...process.execArgv, file, '--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await portOf(server);
  return {
    base: `http://127.0.0.1:${port}`,
    rssMb: () => rssMb(server.pid ?? 0),
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

export type Target = { name: string; path: string; headers?: Record<string, string> };
export type Row = Target & { p50: number; p95: number; p99: number; rps: number; done: number; bad: number };

/** Each target warmed up, then loaded for `seconds` at `connections`; the first target is the baseline. */
export async function measure(base: string, targets: Target[], connections: number, seconds: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    await load(`${base}${target.path}`, target.headers, 8, 2); // warm-up: plans, caches, pool connections
    const latencies: number[] = [];
    const result = await load(`${base}${target.path}`, target.headers, connections, seconds, latencies);
    latencies.sort((a, b) => a - b);
    await drain(base);
    rows.push({
      ...target,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      rps: result.requests.p50,
      done: latencies.length,
      bad: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

/** Prints the table and whether every row but the baseline meets p95 ≤ `targetMs`. */
export function report(rows: Row[], seconds: number, targetMs = 50): void {
  const baseline = rows[0];
  const healthz = baseline?.rps ?? 1;
  console.info('');
  console.info('target                      p50 ms   p95 ms   p99 ms    req/s  vs healthz  answered  failed');
  const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
  for (const row of rows) {
    const ratio = row === baseline ? '' : `${((row.rps / healthz) * 100).toFixed(1)} %`;
    console.info(
      `${row.name.padEnd(26)} ${ms(row.p50).padStart(7)} ${ms(row.p95).padStart(8)} ${ms(row.p99).padStart(8)} ${row.rps
        .toFixed(0)
        .padStart(8)} ${ratio.padStart(11)} ${String(row.done).padStart(9)} ${String(row.bad).padStart(7)}`,
    );
  }
  const slow = rows.filter((row) => row !== baseline && !(row.p95 <= targetMs));
  console.info(
    slow.length === 0
      ? `\nEvery target meets p95 ≤ ${targetMs} ms.`
      : `\nAbove p95 ${targetMs} ms: ${slow
          .map(
            (row) => `${row.name} (${row.done === 0 ? `no answer within ${seconds} s` : `${row.p95.toFixed(0)} ms`})`,
          )
          .join(', ')}.`,
  );
}

/** One autocannon run; when `latencies` is given, every response time (ms) is recorded in it. */
function load(
  url: string,
  headers: Record<string, string> | undefined,
  connections: number,
  duration: number,
  latencies?: number[],
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // autocannon reports (client, statusCode, bytes, responseTime); the response time is always last.
    if (latencies) instance.on('response', (...args: unknown[]) => latencies.push(Number(args.at(-1))));
  });
}

/**
 * Waits until requests the load generator gave up on have finished in the server (a slow target leaves
 * queries queued for the database pool), so they do not slow the next target down.
 */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const started = performance.now();
    await fetch(`${base}/readyz`).catch(() => {});
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

function portOf(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('message', (message: { port?: number }) =>
      message.port ? resolve(message.port) : reject(new Error('the API did not report its port')),
    );
    server.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
