// Marketplace search speed at scale: runs the API (Fastify only, no Next.js) on the PostgreSQL
// database named by DATABASE_URL — fill it first with `npm run seed:scale -- --companies 100000` — and
// loads seven representative searches (two of them "answers fastest") and GET /healthz with autocannon. Prints, from one run, p50/p95/p99
// latency, median requests per second and each search's throughput as a share of /healthz's.
//   DATABASE_URL=postgres://… npm run bench:search      (BENCH_SECONDS=8, BENCH_CONNECTIONS=32)
// It runs twice: with the per-process result cache (as in production) and with it off, so the figures
// show both what repeated searches cost and what a search nobody asked for before costs.
// The API runs in a child process built from this file (`--serve`), so the load generator does not share
// the server's event loop; both share this machine's cores, as they would in bench:pages.
import { fileURLToPath } from 'node:url';
import { measure, report, serveApi, startApi } from './api-load';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:search needs DATABASE_URL: a PostgreSQL database filled by `npm run seed:scale`.');
  process.exit(1);
}

if (process.argv.includes('--serve')) {
  await serveApi(databaseUrl, { SEARCH_CACHE_PAGES: process.env.SEARCH_CACHE_PAGES ?? '2000' });
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
    { title: 'with the result cache (production default, SEARCH_CACHE_PAGES=2000)', cachePages: '2000' },
    { title: 'cold: cache off (SEARCH_CACHE_PAGES=0), every request runs the whole search', cachePages: '0' },
  ];
  for (const mode of modes) {
    console.info(`\n== ${mode.title}`);
    const api = await startApi(fileURLToPath(import.meta.url), { SEARCH_CACHE_PAGES: mode.cachePages });
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
      report(await measure(api.base, targets, connections, seconds), seconds);
      console.info(`server RSS after the run: ${api.rssMb().toFixed(0)} MB`);
    } finally {
      await api.stop();
    }
  }
}
