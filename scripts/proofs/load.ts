// `npm run proof:load [-- --seconds N --processes N]`: the cluster under load through nginx for N seconds
// (60 by default): the search API, company pages and sign-in at once, each its own autocannon instance
// with every response kept; and the same load on one process directly, in the same run. The two take turns
// in slices (nginx, one process, nginx, …) so that other work on the machine weighs on both alike. Prints
// a table of requests, failures, 429s, req/s and p50/p95/p99 per target, the machine's load average, and
// exits 1 when any request failed.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Cluster, startCluster } from '../cluster/cluster';
import { demoClients, demoPassword } from './chat-sockets';
import {
  formatTable,
  type LoadFigures,
  type LoadTarget,
  listedCompanyIds,
  mergeFigures,
  runLoad,
  searchPaths,
} from './load-runner';
import { proofSettings, stopOnSignal } from './proof-settings';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8081' },
    slices: { type: 'string', default: '4' },
  },
});
const seconds = Number(values.seconds);
const slices = Math.max(1, Number(values.slices));

console.info('Starting the cluster (build if needed, PostgreSQL tendero_cluster, Redis, nginx)…');
const cluster: Cluster = await startCluster({
  processes: Number(values.processes),
  port: Number(values.port),
  firstAppPort: 3421,
  env: proofSettings,
  output: 'file',
});
stopOnSignal(cluster);
let ok = false;
try {
  const ids = await listedCompanyIds(cluster.url);
  const targets: LoadTarget[] = [
    { name: 'search API', requests: searchPaths.map((path) => ({ path })), connections: 4 },
    { name: 'company page', requests: ids.map((id) => ({ path: `/en/marketplace/company/${id}` })), connections: 4 },
    {
      // 16 demo clients in turn over both connections: a real sign-in each time (password hash, a new
      // session), never two of one account at once.
      name: 'sign-in',
      requests: demoClients.map((username) => ({
        method: 'POST' as const,
        path: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: demoPassword }),
      })),
      connections: 2,
      shared: true,
    },
  ];
  const places = [
    { where: `nginx, ${cluster.apps.length} proc.`, base: cluster.url, runs: [] as LoadFigures[][] },
    { where: '1 process', base: cluster.apps[0]?.url ?? '', runs: [] as LoadFigures[][] },
  ];
  for (const place of places) {
    console.info(`${place.where}: warming up 5 s on ${place.base}`);
    await runLoad(place.base, targets, 5);
  }
  const load = [loadavg()[0] ?? 0];
  const slice = seconds / slices;
  for (let i = 0; i < slices; i++) {
    for (const place of places) {
      console.info(
        `  slice ${i + 1}/${slices}: ${slice} s on ${place.where} (load average ${loadavg()[0]?.toFixed(1)})`,
      );
      place.runs.push(await runLoad(place.base, targets, slice));
      load.push(loadavg()[0] ?? 0);
    }
  }
  const rows = places.flatMap((place) =>
    targets.map((target, t) => ({
      ...mergeFigures(place.runs.map((run) => run[t] as LoadFigures)),
      name: target.name,
      where: place.where,
    })),
  );
  console.info(
    `\nLoad for ${seconds} s on each, in ${slices} alternating slices: search API (4 connections), company pages (4) and sign-in (2) at once\n`,
  );
  console.info(formatTable(rows));
  console.info(
    `\nThe machine's 1-minute load average during the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (${availableParallelism()} cores, shared with the load generator, PostgreSQL, Redis and nginx).`,
  );
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  const limited = rows.reduce((sum, row) => sum + row.limited, 0);
  for (const row of rows) {
    const other = Object.entries(row.outcomes).filter(([key]) => !/^[23]\d\d$/.test(key));
    if (other.length > 0)
      console.info(`${row.where} ${row.name}: ${other.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  }
  ok = failed === 0;
  console.info(
    `\n${ok ? 'PASS' : 'FAIL'}: ${failed} failed, ${limited} answered 429 (per-address limits raised for the run, limiters still on).`,
  );
} catch (error) {
  console.error(`FAIL: ${(error as Error).message} (logs: ${cluster.logDir})`);
} finally {
  await cluster.close();
}
process.exit(ok ? 0 : 1);
