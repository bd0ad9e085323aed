// `npm run proof:rolling [-- --processes N --rate R --sockets S]`: the cluster under steady load through
// nginx (company pages, results pages, the search API, landing pages) with signed-in chat sockets open,
// while each process in turn gets SIGTERM, exits, starts again and becomes ready. Prints requests sent,
// failed (errors or statuses outside 2xx/3xx; target 0) and p50/p95/p99, how each process stopped, and
// how the sockets came back. Exits 1 when anything failed.
import { get } from 'node:http';
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

/**
 * Eight requests straight to one process that take a while (no cache can answer them), each on a new
 * connection (a request racing the close of an idle keep-alive connection is a client's retry to make,
 * not an answer in flight). The SIGTERM follows once the process has had time to read them: `sigterm`
 * answers when it was sent, so each answer can be placed before or after it.
 */
function inFlight(base: string, ids: string[], round: number) {
  const paths = [
    ...['ksiegowosc biuro', 'software house', 'marketing agencja', 'transport'].map(
      (q) => `/api/companies/search?q=${encodeURIComponent(`${q} ${round}-${Date.now()}`)}`,
    ),
    ...ids.slice(0, 4).map((id) => `/pl/marketplace/company/${id}?from=shutdown-${round}-${Date.now()}`),
  ];
  const answers = paths.map(
    (path) =>
      new Promise<{ path: string; ok: boolean; what: string; at: number }>((resolve) => {
        const request = get(`${base}${path}`, { agent: false, timeout: 15_000 }, (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          response.on('end', () =>
            resolve({
              path,
              ok: response.statusCode === 200 && size > 0,
              what: String(response.statusCode),
              at: performance.now(),
            }),
          );
          response.on('error', (error) => resolve({ path, ok: false, what: error.message, at: performance.now() }));
        });
        request.on('error', (error: Error & { code?: string }) =>
          resolve({ path, ok: false, what: error.code ?? error.message, at: performance.now() }),
        );
      }),
  );
  return {
    answered: async (sigtermAt: number) => {
      const all = await Promise.all(answers);
      for (const answer of all) if (!answer.ok) console.info(`    not answered: ${answer.what} ${answer.path}`);
      return {
        sent: all.length,
        ok: all.filter((answer) => answer.ok).length,
        afterSigterm: all.filter((answer) => answer.ok && answer.at > sigtermAt).length,
      };
    },
  };
}

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
  const directAnswers: { sent: number; ok: number; afterSigterm: number }[] = [];
  for (const app of cluster.apps) {
    const pid = app.pid();
    // Requests sent straight to the process just before its SIGTERM (nginx would retry a cut GET and hide
    // it): uncached searches and pages, each must be answered in full.
    const direct = inFlight(app.url, ids, app.index);
    await sleep(150);
    console.info(`${at()}  SIGTERM to process ${app.index + 1} (pid ${pid}, port ${app.port})`);
    const sigtermAt = performance.now();
    const stopped = await cluster.stop(app.index, 'SIGTERM');
    const answered = await direct.answered(sigtermAt);
    directAnswers.push(answered);
    console.info(
      `${at()}  ${answered.ok} of ${answered.sent} requests sent straight to it answered in full, ${answered.afterSigterm} of them after the SIGTERM`,
    );
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
  const directSent = directAnswers.reduce((sum, row) => sum + row.sent, 0);
  const directOk = directAnswers.reduce((sum, row) => sum + row.ok, 0);
  const directLate = directAnswers.reduce((sum, row) => sum + row.afterSigterm, 0);
  console.info(
    `Sent straight to a process 150 ms before its SIGTERM: ${directOk} of ${directSent} answered in full, ${directLate} of them after the SIGTERM.`,
  );
  console.info(
    `Chat sockets: ${sockets.connected()} of ${sockets.size} connected at the end; disconnect reasons ${JSON.stringify(
      sockets.reasons(),
    )} (socket.io reconnects after "transport close", not after "io server disconnect").`,
  );
  ok =
    failed === 0 &&
    directOk === directSent &&
    limited === 0 &&
    sockets.connected() === sockets.size &&
    !sockets.reasons()['io server disconnect'];
  console.info(ok ? '\nPASS: no request failed.' : '\nFAIL');
} catch (error) {
  console.error(`FAIL: ${(error as Error).message} (logs: ${cluster.logDir})`);
} finally {
  sockets?.close();
  await cluster.close();
}
process.exit(ok ? 0 : 1);
