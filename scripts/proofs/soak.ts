// `npm run soak [-- --minutes 30 --warmup 2]`: steady mixed load through nginx on the 2-process cluster
// (3531-3532, nginx on 8094, its own Redis on 6393): company pages, results pages, landing pages and the
// search API (autocannon at a fixed rate), and chat (20 client ↔ rep pairs across the processes, 10
// messages/s). Every 10 s each process's RSS (from /proc) and V8 heap in use (its /metrics) are sampled;
// every minute a line is printed. At the end: each process's growth per minute after the warm-up (least
// squares over the samples after it, and over each minute's lowest heap), the load's figures and the
// chat's delivery, with a verdict against 1 MB a minute when at least 10 minutes followed the warm-up.
// `--minutes 3` is the short form (warm-up 1 minute when shorter than 10 minutes; no memory verdict).
import { parseArgs } from 'node:util';
import { type ChatTraffic, createChatPairs, openChatTraffic } from './chat-traffic';
import { readMetric, rssMb, startFaultCluster } from './fault-cluster';
import { floorPerWindow, growthMbPerMinute } from './fault-figures';
import { formatTable, type LoadTarget, listedCompanyIds, searchPaths, startLoad } from './load-runner';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    warmup: { type: 'string' },
    port: { type: 'string', default: '8094' },
  },
});
const minutes = Number(values.minutes);
const warmUpMs = Number(values.warmup ?? (minutes < 10 ? 1 : 2)) * 60_000;
const limitMbPerMinute = 1;
/** The least time after the warm-up for a verdict on memory. */
const minJudgedMs = 10 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/tendero_proof_soak';

console.info('Starting the cluster (2 processes on 3531-3532, nginx on 8094, its own Redis on 6393)…');
const { cluster, close } = await startFaultCluster({
  port: Number(values.port),
  firstAppPort: 3531,
  redisPort: 6393,
  databaseUrl,
});
let traffic: ChatTraffic | null = null;
let ok = false;
try {
  const ids = await listedCompanyIds(cluster.url);
  const pairs = await createChatPairs(databaseUrl, 20);
  const started = performance.now();
  traffic = await openChatTraffic(cluster.url, pairs, { clientOn: (i) => i % 2, repOn: (i) => (i + 1) % 2 }, started);
  const targets: LoadTarget[] = [
    {
      name: 'company page',
      requests: ids.map((id) => ({ path: `/en/marketplace/company/${id}` })),
      connections: 2,
      rate: 8,
    },
    {
      name: 'results page',
      requests: [
        { path: '/en/marketplace/search/all?q=ksiegowosc&city=krakow' },
        { path: '/pl/marketplace/search/all?category=accounting-payroll' },
      ],
      connections: 1,
      rate: 3,
    },
    { name: 'landing', requests: [{ path: '/en' }, { path: '/pl' }], connections: 1, rate: 3 },
    { name: 'search API', requests: searchPaths.map((path) => ({ path })), connections: 2, rate: 10 },
  ];
  const load = startLoad(cluster.url, targets);
  const sending = traffic.startSending(10);
  const samples = cluster.apps.map(() => [] as { at: number; rss: number; heap: number }[]);
  const sample = async () => {
    const at = performance.now() - started;
    await Promise.all(
      cluster.apps.map(async (app, i) => {
        const heap = (await readMetric(app.url, 'nodejs_heap_size_used_bytes')) ?? Number.NaN;
        samples[i]?.push({ at, rss: rssMb(app.pid()) * 1024 * 1024, heap });
      }),
    );
  };
  const mb = (bytes: number) => (Number.isNaN(bytes) ? '   —' : (bytes / 1024 / 1024).toFixed(1).padStart(6));
  console.info(
    `Load through ${cluster.url}: 24 req/s of pages and search API, chat 10 messages/s over ${pairs.length} pairs, for ${minutes} min (warm-up ${warmUpMs / 60_000} min)`,
  );
  console.info(` minute  ${cluster.apps.map((a) => `proc ${a.index + 1} RSS MB  heap MB`).join('   ')}`);
  const endAt = minutes * 60_000;
  let nextPrint = 0;
  for (let due = 0; due <= endAt; due += 10_000) {
    const wait = started + due - performance.now();
    if (wait > 0) await sleep(wait);
    await sample();
    if (due >= nextPrint) {
      nextPrint += 60_000;
      const cells = samples.map((series) => {
        const last = series[series.length - 1];
        return `${mb(last?.rss ?? Number.NaN)}      ${mb(last?.heap ?? Number.NaN)}`;
      });
      console.info(`${String(due / 60_000).padStart(7)}  ${cells.join('         ')}`);
    }
  }
  await sending.stop();
  const figures = await load.stop();
  console.info(`\n${formatTable(figures.map((row) => ({ ...row, where: 'nginx' })))}`);
  for (const row of figures) {
    const other = Object.entries(row.outcomes).filter(([key]) => !/^[23]\d\d$/.test(key));
    if (other.length > 0) console.info(`  ${row.name}: ${other.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  }
  const delivery = traffic.delivery();
  console.info(
    `Chat: ${traffic.sent().length} sent, ${delivery.acked} acknowledged, ${delivery.lost} lost, ${delivery.doubled} doubled.`,
  );
  console.info(
    `\nGrowth after the warm-up (least squares over the samples every 10 s), limit ${limitMbPerMinute} MB/min:`,
  );
  const verdicts = samples.map((series, i) => {
    const rss = growthMbPerMinute(
      series.map((s) => ({ at: s.at, bytes: s.rss })),
      warmUpMs,
    );
    const heapSamples = series.filter((s) => !Number.isNaN(s.heap)).map((s) => ({ at: s.at, bytes: s.heap }));
    const heap = growthMbPerMinute(heapSamples, warmUpMs);
    // The heap's floor each minute (after a collection): what is kept, without the garbage between them.
    const floor = growthMbPerMinute(floorPerWindow(heapSamples, 60_000), warmUpMs);
    const held = rss !== null && rss < limitMbPerMinute;
    const show = (value: number | null) => (value === null ? '—' : value.toFixed(2));
    console.info(
      `  process ${i + 1}: RSS ${show(rss)} MB/min, heap in use ${show(heap)} MB/min, heap floor per minute ${show(floor)} MB/min: RSS ${held ? 'under' : 'NOT under'} ${limitMbPerMinute} MB/min`,
    );
    return held;
  });
  const failed = figures.reduce((sum, row) => sum + row.failed, 0);
  // A verdict needs minutes enough for a slope to rise above the swings between collections (tens of MB).
  const judged = endAt - warmUpMs >= minJudgedMs;
  if (!judged) {
    console.info(
      `No verdict on memory: ${(endAt - warmUpMs) / 60_000} min after the warm-up are too few (the heap swings by tens of MB between collections); run at least ${(minJudgedMs + warmUpMs) / 60_000} min (30 by default).`,
    );
  }
  ok = (!judged || verdicts.every(Boolean)) && failed === 0 && delivery.lost === 0;
  console.info(
    ok
      ? `\n${judged ? 'PASS' : 'PASS (load and chat only)'}`
      : `\nFAIL${failed > 0 ? ` (${failed} requests failed)` : ''}`,
  );
} catch (error) {
  console.error(`FAIL: ${(error as Error).stack ?? error} (logs: ${cluster.logDir})`);
} finally {
  traffic?.close();
  await close();
}
process.exit(ok ? 0 : 1);
