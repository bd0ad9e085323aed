// Page speed of the production build, in one run: starts `npm start` on a fresh data folder, then prints
//   1. Lighthouse mobile scores (performance, best practices) with LCP, TBT and CLS of six public pages
//      (the `lighthouse` package driving Debian's Chromium),
//   2. the JavaScript each of those pages loads at first, gzip-compressed,
//   3. throughput (8 connections, loopback, a browser's Accept-Encoding; bench/http-load.ts) with p50/p95/p99 of /healthz (the
//      floor), a static file (the company page's largest JavaScript chunk, and /icon.svg), the company page,
//      /en/about and a results page, and the spec's public reads a page also shows (company, rep profile,
//      reviews, categories, cities, search), each as a share of /healthz and of the static file, same run,
//   4. the server's memory.
// The floor, in the same run: a page of the same Next.js and React with nothing of Tendero's
// (bench/next-floor: one heading, one client component), built and served by `next start` beside it,
// measured by Lighthouse with the pages and by the same JavaScript count. Lighthouse's CPU throttling
// is relative to the host (4x by default), so each run also prints the host's benchmark index: below
// ~1,000 (a loaded or small machine) even the floor page scores low.
// LIGHTHOUSE_CPU_SLOWDOWN sets the multiplier (default 4, Lighthouse's own). `calibrated` follows
// Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown"): its 4x turns the host it expects
// (benchmark index ~2,000; it warns below 1,000, "at least ~2x weaker") into a mid-tier phone, so a host
// of index I gets 4 x I / 2,000 (at least 1x), from the index of a first run of the floor page. The
// default figures are the ones the goal is read against; calibrated ones show the same phone on this host.
// Run: npm run bench:pages   (BENCH_SECONDS per throughput target, default 8; LIGHTHOUSE_RUNS per page,
// default 1, the median is printed; BENCH_SKIP_LIGHTHOUSE=1 skips part 1; LIGHTHOUSE_DETAIL=1 prints under each
// page what blocked its main thread, by script and by kind of work, from its run nearest the median TBT;
// BENCH_BASELINE=http://127.0.0.1:PORT adds the same six pages of another running server, e.g. a build of
// another commit started beside this one, to the Lighthouse runs, interleaved with these: a change is read
// against its own baseline of the same run, where one page's run-to-run spread can be 170-670 ms of TBT)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/chromium';
import { firstLoadBudgetKb, firstLoadJavaScript, measuredPages, measuredResults } from '../e2e/first-load';
import { httpLoad } from './http-load';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
/** Another running server whose pages Lighthouse measures beside these (`BENCH_BASELINE`), or none. */
const baselineBase = process.env.BENCH_BASELINE?.replace(/\/$/, '') || null;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const floorBase = `http://127.0.0.1:${port + 1}`;

/** Ready within 10 minutes: the first start builds the web app, slow on a busy machine. */
async function waitReady(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not ready');
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** A listed demo company (with its contact rep) and a results page that shows it, found through the public API. */
async function samplePaths(
  from = base,
): Promise<{ company: string; companyId: string; repId: string | null; results: string }> {
  const found = (await (await fetch(`${from}/api/companies/search?q=software`)).json()) as { items: { id: string }[] };
  const companyId = found.items[0]?.id;
  if (!companyId) throw new Error('no listed company to measure');
  const profile = (await (await fetch(`${from}/api/companies/${companyId}`)).json()) as {
    contactRepId?: string | null;
  };
  return {
    companyId,
    repId: profile.contactRepId ?? null,
    company: `/en/marketplace/company/${companyId}`,
    results: measuredResults,
  };
}

/** The largest JavaScript chunk a page loads (a hashed `/_next/static/…` name): the static file measured. */
async function largestChunk(path: string): Promise<string> {
  const html = await (await fetch(new URL(path, base))).text();
  let largest = { source: '', bytes: -1 };
  for (const match of html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)) {
    const source = match[1] as string;
    const bytes = (await (await fetch(new URL(source, base))).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { source, bytes };
  }
  if (!largest.source) throw new Error(`no /_next/static script in ${path}`);
  return largest.source;
}

/** The first-load JavaScript of a page of `base` (or of the floor): counted as the budget test counts it. */
async function javascriptKb(path: string): Promise<{ gzip: number; raw: number; files: number }> {
  const page = new URL(path, base);
  const html = await (await fetch(page)).text();
  const js = await firstLoadJavaScript(html, async (source) =>
    Buffer.from(await (await fetch(new URL(source, page))).arrayBuffer()),
  );
  return { gzip: js.gzipKb, raw: js.rawKb, files: js.files };
}

type LighthouseFigures = {
  performance: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** LIGHTHOUSE_DETAIL=1: where the main thread went (the run nearest the median TBT). */
  detail?: string;
};

/**
 * What blocked the main thread in one Lighthouse run: the simulated long tasks by script (chunk file name,
 * the page itself for its inline scripts and parsing, or unattributable), and the work by kind.
 */
function detailOf(audits: Record<string, { details?: unknown } | undefined>): string {
  type Items = { items?: Record<string, unknown>[] };
  const items = (name: string) =>
    ((audits[name]?.details as Items | undefined)?.items ?? []) as Record<string, unknown>[];
  const blocked = new Map<string, number>();
  for (const task of items('long-tasks')) {
    const url = String(task.url ?? '');
    const name = url.includes('/_next/static/')
      ? (url.split('/').pop() ?? url)
      : url.startsWith('http')
        ? 'the page'
        : url;
    blocked.set(name, (blocked.get(name) ?? 0) + Math.max(0, Number(task.duration) - 50));
  }
  const byScript = [...blocked]
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  const byKind = items('mainthread-work-breakdown')
    .map((item) => `${item.group} ${Number(item.duration).toFixed(0)}`)
    .join(', ');
  return `    blocking over 50 ms by source: ${byScript || 'none'}\n    main-thread work (ms, simulated): ${byKind}`;
}

/** Builds the floor page (a few seconds when nothing changed) and serves it with `next start`. */
async function startFloor(): Promise<ChildProcess> {
  const next = join('node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawn(process.execPath, [next, 'build', 'bench/next-floor'], { env, stdio: 'ignore' });
  const code = await new Promise((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error('the floor page did not build (bench/next-floor)');
  const floor = spawn(process.execPath, [next, 'start', 'bench/next-floor', '-p', String(port + 1)], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${floorBase}/`)).ok) return floor;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  floor.kill();
  throw new Error('the floor page did not start');
}

/** Lighthouse's expected host (benchmark index) for its 4x mobile CPU throttling; see the header. */
const lighthouseHostIndex = 2000;
const defaultCpuSlowdown = 4;

/**
 * Lighthouse figures of each address, the median of `lighthouseRuns` runs (runs of all addresses
 * interleaved), at the CPU multiplier LIGHTHOUSE_CPU_SLOWDOWN asks for (see the header).
 */
async function lighthouse(urls: string[]): Promise<{ figures: Map<string, LighthouseFigures>; cpuSlowdown: number }> {
  const { default: run } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const audit = (url: string, cpuSlowdownMultiplier: number) =>
    run(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      },
      undefined,
    );
  const figures = new Map<string, LighthouseFigures>();
  const runsOf = new Map<string, LighthouseFigures[]>(urls.map((url) => [url, []]));
  try {
    const asked = process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? String(defaultCpuSlowdown);
    let cpuSlowdown = Number(asked);
    if (asked === 'calibrated') {
      const probe = await audit(urls[0] as string, defaultCpuSlowdown);
      const index = probe?.lhr.environment.benchmarkIndex ?? lighthouseHostIndex;
      cpuSlowdown = Math.max(1, Math.round(((defaultCpuSlowdown * index) / lighthouseHostIndex) * 10) / 10);
    }
    if (!(cpuSlowdown >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN: a number ≥ 1 or "calibrated", not ${asked}`);
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const url of urls) {
        const result = await audit(url, cpuSlowdown);
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        runsOf.get(url)?.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          detail: process.env.LIGHTHOUSE_DETAIL === '1' ? detailOf(lhr.audits) : undefined,
        });
      }
    }
    for (const [url, runs] of runsOf) {
      const tbt = median(runs.map((r) => r.tbt));
      const nearest = [...runs].sort((a, b) => Math.abs(a.tbt - tbt) - Math.abs(b.tbt - tbt))[0];
      figures.set(url, {
        detail: nearest?.detail,
        performance: median(runs.map((r) => r.performance)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      });
    }
    return { figures, cpuSlowdown };
  } finally {
    chrome.kill();
  }
}

/** What a browser sends with every request: it takes brotli and gzip, and reads English. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

/** p50/p95/p99 of every response time of a run. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

async function load(path: string) {
  await httpLoad({ url: `${base}${path}`, connections: 2, seconds: 1, headers: browserHeaders }); // warm-up
  const { rps, latencies, errors } = await httpLoad({
    url: `${base}${path}`,
    connections: 8,
    seconds,
    headers: browserHeaders,
  });
  return {
    rps,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'tendero-bench-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One loopback address plays every visitor: no limit may answer 429 during a run.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitReady(server);
  console.info(`server idle after start (before any page), RSS ${rssMb(server.pid ?? 0).toFixed(0)} MB`);
  const sample = await samplePaths();
  const pages = measuredPages(sample.company);
  // The baseline's own company (its demo data has other ids).
  const baselineUrls = baselineBase
    ? measuredPages((await samplePaths(baselineBase)).company).map((path) => `${baselineBase}${path}`)
    : [];

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const floor = await startFloor();
    try {
      const floorUrl = `${floorBase}/`;
      const { figures: scores, cpuSlowdown } = await lighthouse([
        floorUrl,
        ...pages.map((path) => `${base}${path}`),
        ...baselineUrls,
      ]);
      console.info(`\nLighthouse, mobile (median of ${lighthouseRuns}), CPU slowdown ${cpuSlowdown}x:`);
      console.info(
        'page                                               perf  best-pr  LCP ms  TBT ms    CLS  host index',
      );
      for (const [url, s] of scores) {
        const name =
          url === floorUrl
            ? 'floor: bench/next-floor (Next + React only)'
            : url.startsWith(`${base}/`)
              ? url.slice(base.length)
              : `baseline ${url.slice((baselineBase ?? '').length)}`;
        console.info(
          `${name.slice(0, 50).padEnd(50)} ${String(s.performance).padStart(5)} ${String(s.bestPractices).padStart(8)} ${s.lcp
            .toFixed(0)
            .padStart(7)} ${s.tbt.toFixed(0).padStart(7)} ${s.cls.toFixed(3).padStart(6)} ${s.benchmarkIndex
            .toFixed(0)
            .padStart(11)}`,
        );
        if (s.detail) console.info(s.detail);
      }
      const floorJs = await javascriptKb(floorUrl);
      console.info(`floor page's first-load JavaScript: ${floorJs.gzip.toFixed(1)} KB gzip (${floorJs.files} files)`);
    } finally {
      floor.kill('SIGTERM');
    }
  }

  console.info(`\nFirst-load JavaScript per page (budget ${firstLoadBudgetKb} KB gzip):`);
  console.info('page                                               files  gzip KB  raw KB');
  for (const path of pages) {
    const js = await javascriptKb(path);
    // One decimal and a mark: a page at 150.3 KB once printed as "150", inside the budget it exceeded.
    const over = js.gzip > firstLoadBudgetKb ? '  over the budget' : '';
    console.info(
      `${path.slice(0, 50).padEnd(50)} ${String(js.files).padStart(5)} ${js.gzip.toFixed(1).padStart(8)} ${js.raw
        .toFixed(0)
        .padStart(7)}${over}`,
    );
  }

  // Each figure beside its floor in the same run: /healthz (the process's cheapest answer) and, for pages,
  // a static file. Goals (issue 39): static files and the public reads ≥ 50 % of /healthz at p95 ≤ 20 ms,
  // the company page ≥ 25 % of a static file.
  const chunk = await largestChunk(sample.company);
  const targets: { name: string; path: string }[] = [
    { name: '/healthz (floor)', path: '/healthz' },
    { name: `static: largest chunk ${chunk.split('/').pop()}`, path: chunk },
    { name: 'static: /icon.svg', path: '/icon.svg' },
    { name: 'page: /en/about', path: '/en/about' },
    { name: 'page: company', path: sample.company },
    { name: 'page: results', path: sample.results },
    { name: 'GET /api/companies/{id}', path: `/api/companies/${sample.companyId}` },
    ...(sample.repId
      ? [{ name: 'GET /api/companies/salesreps/{id}', path: `/api/companies/salesreps/${sample.repId}` }]
      : []),
    { name: 'GET /api/companies/{id}/reviews', path: `/api/companies/${sample.companyId}/reviews` },
    { name: 'GET /api/categories', path: '/api/categories' },
    { name: 'GET /api/companies/cities', path: '/api/companies/cities' },
    { name: 'GET /api/companies/search?q=software', path: '/api/companies/search?q=software' },
  ];
  console.info(
    `\nThroughput, ${seconds} s each at 8 connections, browser headers (br, gzip; en), load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} before:`,
  );
  console.info(
    'target                                        req/s  of healthz  of static  p50 ms  p95 ms  p99 ms  errors',
  );
  let healthzRps = 0;
  let staticRps = 0;
  const pct = (value: number, of: number) => (of ? `${((value / of) * 100).toFixed(1)}%` : '–');
  for (const target of targets) {
    const figures = await load(target.path);
    if (target.path === '/healthz') healthzRps = figures.rps;
    if (target.path === chunk) staticRps = figures.rps;
    console.info(
      `${target.name.slice(0, 44).padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} ${pct(
        figures.rps,
        healthzRps,
      ).padStart(11)} ${pct(figures.rps, staticRps).padStart(10)} ${figures.p50.toFixed(1).padStart(7)} ${figures.p95
        .toFixed(1)
        .padStart(7)} ${figures.p99.toFixed(1).padStart(7)} ${String(figures.errors).padStart(7)}`,
    );
  }
  console.info(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.info(`\nserver RSS after the run: ${rssMb(server.pid ?? 0).toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
