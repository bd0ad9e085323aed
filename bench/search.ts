// Marketplace search speed at scale (issue 5): runs the API (Fastify only, no Next.js) on the PostgreSQL
// database named by DATABASE_URL — fill it first with `npm run seed:scale -- --companies 100000` — and
// loads five representative searches and GET /healthz with autocannon. Prints, from one run, p50/p95/p99
// latency, median requests per second and each search's throughput as a share of /healthz's.
//   DATABASE_URL=postgres://… npm run bench:search      (BENCH_SECONDS=8, BENCH_CONNECTIONS=32)
// It runs twice: with the per-process result cache (as in production) and with it off, so the figures
// show both what repeated searches cost and what a search nobody asked for before costs.
// The API runs in a child process built from this file (`--serve`), so the load generator does not share
// the server's event loop; both share this machine's cores, as they would in bench:pages.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:search needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:scale`.');
  process.exit(1);
}

if (process.argv.includes('--serve')) {
  await serve(databaseUrl);
} else {
  await bench();
}

/** The child: the production API on DATABASE_URL, listening on a free loopback port it reports. */
async function serve(url: string): Promise<void> {
  const { openDatabase } = await import('@tendero/db');
  const { buildApp } = await import('../apps/api/src/app');
  const { loadConfig } = await import('../apps/api/src/config');
  const dataDir = mkdtempSync(join(tmpdir(), 'tendero-bench-search-'));
  const config = loadConfig({
    APP_MODE: 'production',
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Required in production; nothing in this run sends mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    // High enough that the limiter never answers 429 during the run (it still runs, as in production).
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEARCH_CACHE_PAGES: process.env.SEARCH_CACHE_PAGES ?? '2000',
  });
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

type Row = {
  name: string;
  path: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  done: number;
  bad: number;
};

async function bench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const search = '/api/companies/search?';
  const targets = [
    { name: 'GET /healthz', path: '/healthz' },
    { name: 'service only', path: `${search}service=custom-software-development` },
    { name: 'category + city', path: `${search}category=accounting-payroll&city=warszawa` },
    { name: 'Polish, no diacritics', path: `${search}q=ksiegowosc` },
    { name: 'English typo', path: `${search}q=sofware%20developmnt` },
    { name: 'filters + sort + page 2', path: `${search}category=marketing-advertising&minRating=4&sort=rating&page=2` },
  ];

  const modes = [
    { title: 'with the result cache (production default, SEARCH_CACHE_PAGES=2000)', cachePages: '2000' },
    { title: 'cold: cache off (SEARCH_CACHE_PAGES=0), every request runs the whole search', cachePages: '0' },
  ];
  for (const mode of modes) {
    console.info(`\n== ${mode.title}`);
    await runMode(mode.cachePages);
  }

  async function runMode(cachePages: string): Promise<void> {
    const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], {
      env: { ...process.env, SEARCH_CACHE_PAGES: cachePages },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const port = await portOf(server);
      const base = `http://127.0.0.1:${port}`;
      const companies = (await fetch(`${base}${search}`).then((r) => r.json())) as { total: number };
      console.info(
        `API on ${base} (RSS ${rssMb(server.pid ?? 0).toFixed(0)} MB), ${companies.total.toLocaleString('en')} listed ` +
          `companies; ${connections} connections, ${seconds} s per target`,
      );
      for (const target of targets.slice(1)) {
        const response = await fetch(`${base}${target.path}`);
        const body = (await response.json()) as { total?: number };
        console.info(
          `  ${target.name.padEnd(24)} ${response.status}, ${body.total?.toLocaleString('en')} found  ${target.path}`,
        );
      }

      const rows: Row[] = [];
      for (const target of targets) {
        await load(`${base}${target.path}`, 8, 2); // warm-up: plans, caches, pool connections
        const latencies: number[] = [];
        const result = await load(`${base}${target.path}`, connections, seconds, latencies);
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
      report(rows);
      console.info(`server RSS after the run: ${rssMb(server.pid ?? 0).toFixed(0)} MB`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }

  function report(rows: Row[]): void {
    const healthz = rows[0]?.rps ?? 1;
    console.info('');
    console.info('target                      p50 ms   p95 ms   p99 ms    req/s  vs healthz  answered  failed');
    const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
    for (const row of rows) {
      const ratio = row.path === '/healthz' ? '' : `${((row.rps / healthz) * 100).toFixed(1)} %`;
      console.info(
        `${row.name.padEnd(26)} ${ms(row.p50).padStart(7)} ${ms(row.p95).padStart(8)} ${ms(row.p99).padStart(8)} ${row.rps
          .toFixed(0)
          .padStart(8)} ${ratio.padStart(11)} ${String(row.done).padStart(9)} ${String(row.bad).padStart(7)}`,
      );
    }
    const slow = rows.filter((row) => row.path !== '/healthz' && !(row.p95 <= 50));
    console.info(
      slow.length === 0
        ? '\nEvery search meets p95 ≤ 50 ms.'
        : `\nAbove p95 50 ms: ${slow
            .map(
              (row) => `${row.name} (${row.done === 0 ? `no answer within ${seconds} s` : `${row.p95.toFixed(0)} ms`})`,
            )
            .join(', ')}.`,
    );
  }
}

/** One autocannon run; when `latencies` is given, every response time (ms) is recorded in it. */
function load(url: string, connections: number, duration: number, latencies?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, result) =>
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

function quantile(sorted: number[], q: number): number {
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
