// `npm run proof:redis [-- --seconds 10 --down 10 --after 15]`: Redis stopped under chat load. The cluster
// (2 processes on 3521-3522, nginx on 8093) runs on a redis-server of its own (6390; the machine's 6379 is
// never touched). 20 pairs chat within one process, 20 across the two, 20 messages/s in all; 10 more clients
// write to reps who are not connected (the offline e-mail's case). After --seconds Redis is stopped, --down
// seconds later started again (empty, as a restarted cache), and the load goes on for --after seconds.
// Prints, per kind of pair, the messages sent during the outage and how many arrived live; when
// cross-process delivery came back; what reading the conversation again finds; HTTP failures meanwhile;
// and, after the offline e-mail scan ran during the outage and after it (made due by hand: its 15 minutes
// are not waited for), the e-mails per receiver and the scan jobs waiting. Exits 1 when an acknowledged
// message is missing after reading again, an e-mail went out twice, a process died, or the scan chain forked.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ResilientChatClient } from '../../apps/api/src/test/resilient-chat-client';
import { routeName } from '../cluster/nginx-config';
import { type ChatTraffic, createChatPairs, openChatTraffic, type SentMessage, waitUntil } from './chat-traffic';
import { startFaultCluster } from './fault-cluster';
import { describeOutcomes, startProbe } from './http-probe';
import { searchPaths } from './load-runner';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    down: { type: 'string', default: '10' },
    after: { type: 'string', default: '15' },
    port: { type: 'string', default: '8093' },
  },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/tendero_proof_redis';
const samePairs = 20;
const crossPairs = 20;
const offlinePairs = 10;

console.info('Starting the cluster (2 processes on 3521-3522, nginx on 8093, its own Redis on 6390)…');
const { cluster, redis, close } = await startFaultCluster({
  port: Number(values.port),
  firstAppPort: 3521,
  redisPort: 6390,
  databaseUrl,
});
let traffic: ChatTraffic | null = null;
const offlineClients: ResilientChatClient[] = [];
let ok = false;
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await db.connect();
  const pairs = await createChatPairs(databaseUrl, samePairs + crossPairs + offlinePairs);
  // An earlier run's e-mails would hold this run's back (at most one per conversation an hour).
  await db.query(
    "update chat_participants set last_notified_at = null, notify_after = null where user_id like 'chatbench-%'",
  );
  const runStart = new Date();
  const started = performance.now();
  const now = () => performance.now() - started;
  const at = () => `${(now() / 1000).toFixed(1).padStart(6)} s`;
  // Pairs 0-19 on one process (even ones on process 1, odd on 2), 20-39 across the two.
  const isCross = (i: number) => i >= samePairs;
  traffic = await openChatTraffic(
    cluster.url,
    pairs.slice(0, samePairs + crossPairs),
    { clientOn: (i) => i % 2, repOn: (i) => (isCross(i) ? (i + 1) % 2 : i % 2) },
    started,
  );
  const live = traffic;
  // Offline receivers: only the client connects, says one thing, and stays.
  for (const [i, pair] of pairs.slice(samePairs + crossPairs).entries()) {
    const client = new ResilientChatClient([cluster.url], pair.client.token, {
      socket: { extraHeaders: { cookie: `tendero_route=${routeName(i % 2)}` } },
    });
    offlineClients.push(client);
    await client.start();
    const room = await client.startConversation(pair.rep.id);
    await client.send(room, pair.rep.id, `offline proof ${runStart.toISOString()} ${i}`);
  }
  console.info(
    `${at()}  ${live.connected()} sockets: ${samePairs} pairs within one process, ${crossPairs} across; ${offlinePairs} clients writing to reps who are offline`,
  );
  const probe = startProbe(
    'search API',
    cluster.url,
    searchPaths.map((path) => ({ path })),
    10,
    started,
  );
  const sending = live.startSending(20);

  /** Makes the offline e-mail due now for every bench rep with unread messages, and the scan run now. */
  const runScan = async (): Promise<number | null> => {
    await db.query(
      "update chat_participants set notify_after = now() - interval '1 second' where notify_after is not null and user_id like 'chatbench-r-%'",
    );
    await db.query(
      "update jobs set run_at = now() where kind = 'chat.offline-mail' and done_at is null and failed_at is null",
    );
    // Ran: no scan job due any more (done, or failed and set to a later retry).
    let due = 1;
    const poll = setInterval(
      () =>
        void db
          .query(
            "select count(*)::int as n from jobs where kind = 'chat.offline-mail' and done_at is null and failed_at is null and run_at <= now()",
          )
          .then((r) => {
            due = r.rows[0]?.n ?? 1;
          }),
      200,
    );
    const took = await waitUntil(() => due === 0, 20_000);
    clearInterval(poll);
    return took;
  };
  const scanReport = async (label: string) => {
    const jobs = await db.query<{ n: number; failed_runs: number; last_error: string | null }>(
      "select count(*)::int as n, count(*) filter (where last_error is not null)::int as failed_runs, max(last_error) as last_error from jobs where kind = 'chat.offline-mail' and done_at is null and failed_at is null",
    );
    const row = jobs.rows[0];
    const failedRuns = await db.query<{ n: number; last_error: string | null }>(
      "select count(*)::int as n, max(last_error) as last_error from jobs where kind = 'chat.offline-mail' and failed_at >= $1",
      [runStart.toISOString()],
    );
    const failed = failedRuns.rows[0];
    if (failed?.n) console.info(`${at()}  ${failed.n} scan run(s) failed so far (${failed.last_error}), not retried`);
    console.info(
      `${at()}  ${label}: ${row?.n ?? 0} scan job(s) waiting${row?.failed_runs ? `, ${row.failed_runs} after a failed run (${row.last_error})` : ''}`,
    );
    return row?.n ?? 0;
  };

  const chainsBefore = await scanReport('before the outage');
  await sleep(Number(values.seconds) * 1000);
  const stopAt = now();
  const stopped = await redis.stop();
  console.info(`${at()}  Redis stopped (${stopped.ms.toFixed(0)} ms)`);
  const scanDuring = await runScan();
  console.info(
    `${at()}  offline e-mail scan made due during the outage: ${scanDuring === null ? 'did not run within 20 s' : `ran within ${(scanDuring / 1000).toFixed(1)} s`}`,
  );
  const chainsDuring = await scanReport('during the outage');
  const rest = stopAt + Number(values.down) * 1000 - now();
  if (rest > 0) await sleep(rest);
  const startAt = now();
  const restarted = await redis.start();
  const backAt = now();
  console.info(`${at()}  Redis started again (accepting connections after ${restarted.ms.toFixed(0)} ms)`);
  await sleep(Number(values.after) * 1000);
  const scanAfter = await runScan();
  console.info(
    `${at()}  scan made due again after the outage: ${scanAfter === null ? 'did not run within 20 s' : `ran within ${(scanAfter / 1000).toFixed(1)} s`}`,
  );
  const chainsAfter = await scanReport('after the outage');
  await sending.stop();
  const outcomes = await probe.stop();

  const liveAt = live.liveAt();
  const sent = live.sent();
  const kinds = [
    { name: 'within one process', keep: (m: SentMessage) => !isCross(m.pair) },
    { name: 'across processes', keep: (m: SentMessage) => isCross(m.pair) },
  ];
  const phases = [
    { name: 'before', from: 0, to: stopAt },
    { name: 'during', from: stopAt, to: startAt },
    { name: 'after', from: startAt, to: Number.POSITIVE_INFINITY },
  ];
  console.info('\nMessages (acknowledged / arrived live at the rep), by when they were sent relative to the outage:');
  for (const kind of kinds) {
    const cells = phases.map((phase) => {
      const inPhase = sent.filter((m) => kind.keep(m) && m.sentAt >= phase.from && m.sentAt < phase.to);
      const acked = inPhase.filter((m) => m.ackedAt !== null).length;
      const arrived = inPhase.filter((m) => liveAt.has(m.text)).length;
      return `${phase.name} ${acked}/${arrived} of ${inPhase.length}`;
    });
    console.info(`  ${kind.name.padEnd(20)} ${cells.join('   ')}`);
  }
  const crossDuring = sent.filter((m) => isCross(m.pair) && m.sentAt >= stopAt && m.sentAt < startAt);
  const heldBack = crossDuring.filter((m) => liveAt.has(m.text));
  if (heldBack.length > 0) {
    const earliest = Math.min(...heldBack.map((m) => m.sentAt)) - startAt;
    const arrivals = heldBack.map((m) => (liveAt.get(m.text) ?? 0) - backAt);
    console.info(
      `Cross-process messages sent during the outage that still arrived live: ${heldBack.length}, sent from ${(-earliest / 1000).toFixed(1)} s before Redis returned, arriving ${(Math.min(...arrivals) / 1000).toFixed(2)}-${(Math.max(...arrivals) / 1000).toFixed(2)} s after it returned (held in ioredis's offline queue); the ${crossDuring.length - heldBack.length} sent earlier were dropped (their publish failed after ioredis's retries).`,
    );
  }
  const crossAfter = sent.filter((m) => isCross(m.pair) && m.sentAt >= backAt);
  const firstCross = crossAfter.find((m) => liveAt.has(m.text));
  const firstCrossLive = firstCross ? (liveAt.get(firstCross.text) ?? 0) - backAt : null;
  const lastLost = [...crossAfter].reverse().find((m) => !liveAt.has(m.text));
  console.info(
    `Cross-process delivery after Redis accepted connections again: the first message delivered live arrived ${firstCrossLive === null ? 'never' : `${(firstCrossLive / 1000).toFixed(2)} s after`}; ${
      lastLost
        ? `the last one NOT delivered live was sent ${((lastLost.sentAt - backAt) / 1000).toFixed(2)} s after`
        : 'every one sent after it arrived live'
    }.`,
  );
  const missingBefore = live.missing().length;
  await live.readAll();
  const missingAfter = live.missing();
  console.info(
    `Acknowledged messages a rep did not hold: ${missingBefore}; after each rep read its conversation again (from the database): ${missingAfter.length}.`,
  );
  console.info(`HTTP (search API, 10 req/s through nginx): ${describeOutcomes(outcomes)}.`);
  const alive = cluster.apps.map((app) => app.running());
  console.info(
    `Processes alive at the end: ${alive.map((up, i) => `process ${i + 1} ${up ? 'yes' : 'NO'}`).join(', ')}.`,
  );

  const mails = await db.query<{ to: string; n: number }>(
    `select "to", count(*)::int as n from mail_messages where "to" like 'chatbench-r-%' and created_at >= $1 group by "to"`,
    [runStart.toISOString()],
  );
  const offlineReps = new Set(pairs.slice(samePairs + crossPairs).map((pair) => `${pair.rep.id}@bench.tendero.test`));
  const perReceiver = new Map(mails.rows.map((row) => [row.to, row.n]));
  const offlineMailed = [...offlineReps].filter((to) => (perReceiver.get(to) ?? 0) >= 1).length;
  const twice = mails.rows.filter((row) => row.n > 1).length;
  const onlineMailed = mails.rows.filter((row) => !offlineReps.has(row.to)).length;
  console.info(
    `Offline e-mails: ${offlineMailed} of ${offlineReps.size} offline reps got one, ${twice} receivers got more than one, ${onlineMailed} connected reps got one (they were online).`,
  );
  ok =
    missingAfter.length === 0 &&
    twice === 0 &&
    alive.every(Boolean) &&
    offlineMailed === offlineReps.size &&
    chainsAfter <= Math.max(1, chainsBefore) &&
    firstCrossLive !== null;
  if (chainsDuring > chainsBefore || chainsAfter > Math.max(1, chainsBefore))
    console.info('The scan chain forked: more scan jobs waiting than before the outage.');
  console.info(ok ? '\nPASS' : '\nFAIL');
} catch (error) {
  console.error(`FAIL: ${(error as Error).stack ?? error} (logs: ${cluster.logDir})`);
} finally {
  traffic?.close();
  for (const client of offlineClients) client.close();
  await db.end().catch(() => {});
  await close();
}
process.exit(ok ? 0 : 1);
