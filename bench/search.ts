// Marketplace search speed at scale: runs the API (Fastify only, no Next.js) on the PostgreSQL
// database named by DATABASE_URL — fill it first with `npm run seed:scale -- --companies 100000` — and
// loads seven representative searches (two of them "answers fastest") and GET /healthz with autocannon. Prints, from one run, p50/p95/p99
// latency, median requests per second and each search's throughput as a share of /healthz's.
//   DATABASE_URL=postgres://… npm run bench:search      (BENCH_SECONDS=8, BENCH_CONNECTIONS=32, BENCH_PORT=0)
// It runs twice: with the per-process result cache (as in production) and with it off, so the figures
// show both what repeated searches cost and what a search nobody asked for before costs; after each, it
// says whether the goals hold (decision 0022): with the cache p95 ≤ 50 ms and ≥ 20 % of /healthz, cold
// p95 ≤ 100 ms for free text and ≤ 50 ms for filters, and p95 ≤ 100 ms for everything from 1,000,000
// companies on (`npm run seed:scale -- --companies 1000000`).
// The API runs in a child process built from this file (`--serve`), so the load generator does not share
// the server's event loop; both share this machine's cores, as they would in bench:pages.
// After each mode it prints the CPU time per request of the API process and of the database's PostgreSQL
// backends (Linux /proc, same machine), from 3 s more of each search: latency on shared cores moves with
// the other work, the CPU a search costs much less. BENCH_MODES=cold (or warm) runs one mode only.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measure, type Row, report, serveApi, startApi, type Target } from './api-load';
import { cpuMs } from './proc-figures';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:search needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:scale`.');
  process.exit(1);
}

if (process.argv.includes('--serve')) {
  await serveApi(databaseUrl, {
    SEARCH_CACHE_PAGES: process.env.SEARCH_CACHE_PAGES ?? '2000',
    PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '60',
  });
} else {
  await bench();
}

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
    // "Answers fastest" (the trust figures' sort key; seed:scale gives a third of the companies histories).
    { name: 'service, fastest', path: `${search}service=custom-software-development&sort=response` },
    { name: 'category + city, fastest', path: `${search}category=accounting-payroll&city=warszawa&sort=response` },
  ];
  const modes = [
    { title: 'with the result cache (production default, SEARCH_CACHE_PAGES=2000)', cachePages: '2000', warm: true },
    {
      // The public reads' cache (issue 39: a search answer kept per address under the page cache's rule) off
      // too: with it on, "cold" measured that cache (7 Dec 2026, 1,000,000 companies: 0.2 ms a search, PostgreSQL
      // idle).
      title: 'cold: caches off (SEARCH_CACHE_PAGES=0, PAGE_CACHE_SECONDS=0), every request runs the whole search',
      cachePages: '0',
      warm: false,
    },
  ];
  const wanted = (process.env.BENCH_MODES ?? 'warm,cold').split(',');
  const { openDatabase } = await import('@tendero/db');
  const { sql } = await import('drizzle-orm');
  // One connection kept for the run: which PostgreSQL backends serve this database (their CPU is counted).
  const watcher = await openDatabase({ kind: 'postgres', url: databaseUrl as string, maxConnections: 1 });
  const backends = async (): Promise<number[]> =>
    (
      (await watcher.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows.map((row) => row.pid);
  for (const mode of modes.filter((item) => wanted.includes(item.warm ? 'warm' : 'cold'))) {
    console.info(`\n== ${mode.title}`);
    const api = await startApi(fileURLToPath(import.meta.url), {
      SEARCH_CACHE_PAGES: mode.cachePages,
      PAGE_CACHE_SECONDS: mode.warm ? '60' : '0',
    });
    try {
      const companies = (await fetch(`${api.base}${search}`).then((r) => r.json())) as { total: number };
      console.info(
        `API on ${api.base} (RSS ${api.rssMb().toFixed(0)} MB), ${companies.total.toLocaleString('en')} listed ` +
          `companies; ${connections} connections, ${seconds} s per target`,
      );
      for (const target of targets.slice(1)) {
        const response = await fetch(`${api.base}${target.path}`);
        const body = (await response.json()) as { total?: number };
        console.info(
          `  ${target.name.padEnd(24)} ${response.status}, ${body.total?.toLocaleString('en')} found  ${target.path}`,
        );
      }
      const rows = await measure(api.base, targets, connections, seconds);
      report(rows, seconds);
      verdict(rows, mode.warm, companies.total);
      await printCpu(api.base, targets, connections, backends);
      console.info(`server RSS after the run: ${api.rssMb().toFixed(0)} MB`);
    } finally {
      await api.stop();
    }
  }
  await watcher.close();
}

/**
 * CPU time per request of the API process (this process's child serving `--serve`) and of the PostgreSQL
 * backends of the database (those open when the run starts: the API's pool, warmed up by `measure`), from a
 * 3 s run of each target at `connections`. Needs Linux's /proc and the database on this machine.
 */
async function printCpu(base: string, targets: Target[], connections: number, backends: () => Promise<number[]>) {
  const server = childServer();
  if (server === null) return;
  console.info('CPU per request, ms (3 s more of each at the same connections):  API  PostgreSQL');
  for (const target of targets) {
    const pids = await backends();
    const before = { api: cpuMs(server), db: pids.map(cpuMs) };
    const result = await new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url: `${base}${target.path}`, connections, duration: 3 }, (error, done) =>
        error ? reject(error) : resolve(done),
      ),
    );
    const api = (cpuMs(server) ?? 0) - (before.api ?? 0);
    const db = pids.reduce((sum, pid, index) => sum + ((cpuMs(pid) ?? 0) - (before.db[index] ?? 0)), 0);
    const requests = Math.max(1, result.requests.total);
    console.info(
      `  ${target.name.padEnd(26)} ${(api / requests).toFixed(2).padStart(5)} ${(db / requests).toFixed(2).padStart(11)}`,
    );
  }
}

/** The pid of the API this process started (its child with `--serve`), or null without /proc. */
function childServer(): number | null {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(stat[1]) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--serve')) return Number(entry);
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * The goals, each checked on this run: with the cache, p95 ≤ 50 ms for every search and each at least 20 %
 * of /healthz's requests per second; cold, p95 ≤ 100 ms for free text and ≤ 50 ms for filters; from a
 * million listed companies on, p95 ≤ 100 ms for every search in both modes.
 */
function verdict(rows: Row[], warm: boolean, listed: number): void {
  const [healthz, ...searches] = rows;
  const large = listed >= 800_000;
  const limit = (row: Row) => (large || (!warm && row.path.includes('q=')) ? 100 : 50);
  const slow = searches.filter((row) => !(row.p95 <= limit(row)));
  const lines = [
    slow.length === 0
      ? `p95 within its goal for every search (${large ? '100 ms' : warm ? '50 ms' : 'free text 100 ms, filters 50 ms'})`
      : `p95 above its goal: ${slow.map((row) => `${row.name} ${row.p95.toFixed(0)} > ${limit(row)} ms`).join(', ')}`,
  ];
  if (warm && healthz) {
    const share = (row: Row) => row.rps / healthz.rps;
    const low = searches.filter((row) => !(share(row) >= 0.2));
    lines.push(
      low.length === 0
        ? `every search at least 20 % of /healthz (lowest ${(Math.min(...searches.map(share)) * 100).toFixed(1)} %)`
        : `below 20 % of /healthz: ${low.map((row) => `${row.name} ${(share(row) * 100).toFixed(1)} %`).join(', ')}`,
    );
  }
  for (const line of lines) console.info(`Goal: ${line}.`);
}
