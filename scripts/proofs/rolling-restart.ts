// `npm run proof:rolling [-- --processes N --rate R --sockets S]`: the cluster under steady load through
// nginx (company pages, results pages, the search API, landing pages) with signed-in chat sockets open,
// while each process in turn gets SIGTERM, exits, starts again and becomes ready. Prints requests sent,
// failed (errors or statuses outside 2xx/3xx; target 0) and p50/p95/p99, how each process stopped, and
// how the sockets came back. Exits 1 when anything failed.
import { parseArgs } from 'node:util';
import { type Cluster, startCluster } from '../cluster/cluster';
import { openSockets, type SocketCrowd } from './chat-sockets';
import { formatTable, type LoadTarget, listedCompanyIds, runLoad, searchPaths, startLoad } from './load-runner';
import { proofSettings, stopOnSignal } from './proof-settings';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8081' },
    rate: { type: 'string', default: '40' },
    sockets: { type: 'string', default: '20' },
    settle: { type: 'string', default: '5' },
  },
});
const rate = Number(values.rate);
const settleMs = Number(values.settle) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.info('Starting the cluster (build if needed, PostgreSQL tendero_cluster, Redis, nginx)…');
const cluster: Cluster = await startCluster({
  processes: Number(values.processes),
  port: Number(values.port),
  // Beside a running `npm run cluster` (8080, 3401…) without a clash.
  firstAppPort: 3421,
  env: proofSettings,
  output: 'file',
});
stopOnSignal(cluster);
let sockets: SocketCrowd | null = null;
let ok = false;
try {
  const ids = await listedCompanyIds(cluster.url);
  const targets: LoadTarget[] = [
    {
      name: 'company page',
      requests: ids.map((id) => ({ path: `/en/marketplace/company/${id}` })),
      connections: 4,
      rate,
    },
    {
      name: 'results page',
      requests: [
        { path: '/en/marketplace/search/all?q=ksiegowosc&city=krakow' },
        { path: '/pl/marketplace/search/all?category=accounting-payroll' },
      ],
      connections: 2,
      rate: rate / 2,
    },
    { name: 'search API', requests: searchPaths.map((path) => ({ path })), connections: 4, rate },
    { name: 'landing', requests: [{ path: '/en' }, { path: '/pl' }], connections: 2, rate: rate / 2 },
  ];
  sockets = await openSockets(cluster.url, Number(values.sockets));
  console.info(`${sockets.size} chat sockets connected through nginx; warming up…`);
  await runLoad(cluster.url, targets, 3);

  const load = startLoad(cluster.url, targets);
  const started = performance.now();
  const at = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`;
  console.info(`${at()}  steady load through ${cluster.url}: at most ${rate * 3} req/s offered on 12 connections`);
  await sleep(settleMs);
  const restarts: string[] = [];
  for (const app of cluster.apps) {
    const pid = app.pid();
    console.info(`${at()}  SIGTERM to process ${app.index + 1} (pid ${pid}, port ${app.port})`);
    const stopped = await cluster.stop(app.index, 'SIGTERM');
    console.info(
      `${at()}  process ${app.index + 1} exited with code ${stopped.code} after ${stopped.ms.toFixed(0)} ms`,
    );
    const back = await sockets.allConnected(30_000);
    console.info(`${at()}  every socket connected again (${back.toFixed(0)} ms after the exit)`);
    const ready = await cluster.start(app.index);
    console.info(
      `${at()}  process ${app.index + 1} started again (pid ${app.pid()}), ready after ${ready.ms.toFixed(0)} ms`,
    );
    restarts.push(
      `process ${app.index + 1}: exit ${stopped.code} in ${stopped.ms.toFixed(0)} ms, ready again in ${(ready.ms / 1000).toFixed(1)} s`,
    );
    if (stopped.code !== 0) throw new Error(`process ${app.index + 1} did not stop cleanly (exit ${stopped.code})`);
    await sleep(settleMs);
  }
  const figures = await load.stop();
  console.info(`${at()}  load stopped\n`);
  console.info(formatTable(figures.map((row) => ({ ...row, where: 'nginx' }))));
  const sent = figures.reduce((sum, row) => sum + row.sent, 0);
  const failed = figures.reduce((sum, row) => sum + row.failed, 0);
  const limited = figures.reduce((sum, row) => sum + row.limited, 0);
  const outcomes = figures.flatMap((row) =>
    Object.entries(row.outcomes)
      .filter(([key]) => !/^[23]\d\d$/.test(key))
      .map(([key, n]) => `${row.name}: ${key} ×${n}`),
  );
  console.info(
    `\nRolling restart of ${cluster.apps.length} processes: ${sent} requests sent, ${failed} failed, ${limited} answered 429.`,
  );
  if (outcomes.length > 0) console.info(`Not 2xx/3xx: ${outcomes.join(', ')}`);
  for (const line of restarts) console.info(`  ${line}`);
  console.info(
    `Chat sockets: ${sockets.connected()} of ${sockets.size} connected at the end; disconnect reasons ${JSON.stringify(
      sockets.reasons(),
    )} (socket.io reconnects after "transport close", not after "io server disconnect").`,
  );
  ok =
    failed === 0 && limited === 0 && sockets.connected() === sockets.size && !sockets.reasons()['io server disconnect'];
  console.info(ok ? '\nPASS: no request failed.' : '\nFAIL');
} catch (error) {
  console.error(`FAIL: ${(error as Error).message} (logs: ${cluster.logDir})`);
} finally {
  sockets?.close();
  await cluster.close();
}
process.exit(ok ? 0 : 1);
