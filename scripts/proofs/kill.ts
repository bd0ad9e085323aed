// `npm run proof:kill [-- --seconds 20 --after 20 --pairs 500 --rate 500]`: chat across 2 processes through
// nginx, then SIGKILL of one under that load. 1,000 sockets (500 client ↔ sales rep pairs, each pair's
// client on one process and its rep on the other by nginx's route cookie), 500 messages/s from the clients,
// and a light HTTP load (search API and pages, 20 req/s) beside it. Steady for --seconds, then process 2
// gets SIGKILL and the load goes on for --after seconds. Its clients reconnect through nginx (the killed
// process's upstream falls through to its backup), senders resend what was not acknowledged with the same
// clientMessageId, reps fetch what they missed. Prints messages sent/acked/received/lost/doubled, the
// time until every socket was back and the last HTTP failure after the kill, and a table per second
// around the kill. Exits 1 when an acknowledged message was lost or doubled, or HTTP failures went on
// for 10 s or more after the kill.
import { parseArgs } from 'node:util';
import { type ChatTraffic, createChatPairs, openChatTraffic, waitUntil } from './chat-traffic';
import { faultDatabaseUrl, startFaultCluster } from './fault-cluster';
import { countPerSecond, recoveredAfter } from './fault-figures';
import { describeOutcomes, startProbe } from './http-probe';
import { listedCompanyIds, searchPaths } from './load-runner';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    after: { type: 'string', default: '20' },
    pairs: { type: 'string', default: '500' },
    rate: { type: 'string', default: '500' },
    port: { type: 'string', default: '8091' },
  },
});
const steadyMs = Number(values.seconds) * 1000;
const afterMs = Number(values.after) * 1000;
const pairCount = Number(values.pairs);
const rate = Number(values.rate);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.info('Starting the cluster (2 processes on 3501-3502, nginx on 8091, its own Redis on 6391)…');
const { cluster, close } = await startFaultCluster({ port: Number(values.port), firstAppPort: 3501, redisPort: 6391 });
let traffic: ChatTraffic | null = null;
let ok = false;
try {
  const pairs = await createChatPairs(faultDatabaseUrl, pairCount);
  const started = performance.now();
  const now = () => performance.now() - started;
  const at = () => `${(now() / 1000).toFixed(1).padStart(6)} s`;
  traffic = await openChatTraffic(cluster.url, pairs, { clientOn: (i) => i % 2, repOn: (i) => (i + 1) % 2 }, started);
  const live = traffic;
  console.info(
    `${at()}  ${live.connected()} sockets connected through nginx (${pairCount} pairs, client and rep on different processes)`,
  );
  const ids = await listedCompanyIds(cluster.url, 10);
  const probe = startProbe(
    'http',
    cluster.url,
    [
      ...searchPaths.map((path) => ({ path })),
      ...ids.slice(0, 5).map((id) => ({ path: `/en/marketplace/company/${id}` })),
    ],
    20,
    started,
  );
  const sending = live.startSending(rate);
  const progress = setInterval(() => {
    const sent = live.sent();
    const acked = sent.filter((m) => m.ackedAt !== null).length;
    const failed = probe.outcomes().filter((o) => !o.ok).length;
    console.info(
      `${at()}  sent ${sent.length}, acked ${acked}, sockets connected ${live.connected()}/${pairCount * 2}, HTTP failures so far ${failed}`,
    );
  }, 5000);
  await sleep(steadyMs);

  const killAt = now();
  const victim = cluster.apps[1];
  if (!victim) throw new Error('no second process');
  const killed = await cluster.kill(victim.index);
  console.info(`${at()}  SIGKILL to process 2 (port ${victim.port}): gone after ${killed.ms.toFixed(0)} ms`);
  const socketsBack = await waitUntil(() => live.connected() === pairCount * 2, afterMs);
  console.info(
    socketsBack === null
      ? `${at()}  not every socket was back within ${afterMs / 1000} s`
      : `${at()}  every socket connected again, ${(now() - killAt).toFixed(0)} ms after the kill`,
  );
  const socketsBackMs = socketsBack === null ? null : now() - killAt;
  const rest = killAt + afterMs - now();
  if (rest > 0) await sleep(rest);

  const stopAt = now();
  // What was sent is acknowledged by the retries; each rep then holds every acknowledged message.
  const acksDone = await Promise.race([sending.stop().then(() => true), sleep(30_000).then(() => false)]);
  clearInterval(progress);
  const settled = await waitUntil(() => live.delivery().lost === 0, 10_000);
  const outcomes = await probe.stop();
  const sent = live.sent();
  const delivery = live.delivery();
  const missing = live.missing();
  for (const message of missing.slice(0, 10)) {
    const pair = live.pairs[message.pair];
    console.info(
      `  missing at the rep: ${message.text} (client on process ${(pair?.clientProcess ?? 0) + 1}, rep on ${(pair?.repProcess ?? 0) + 1}), sent ${((message.sentAt - killAt) / 1000).toFixed(2)} s from the kill, acked ${(((message.ackedAt ?? 0) - killAt) / 1000).toFixed(2)} s`,
    );
  }
  if (missing.length > 0) {
    // A client opening the conversation reads it from the database: are they stored?
    await live.readAll();
    console.info(`  after each rep read its conversation again: ${live.missing().length} still missing`);
  }
  const beforeKill = sent.filter((m) => m.sentAt < killAt);
  const ackedLate = beforeKill.filter((m) => m.ackedAt !== null && m.ackedAt > killAt);
  const lastLateAck = Math.max(0, ...ackedLate.map((m) => (m.ackedAt ?? 0) - killAt));
  const httpRecovered = recoveredAfter(outcomes, killAt);
  const elapsed = (stopAt - (sent[0]?.sentAt ?? 0)) / 1000;

  console.info('\nAround the kill (second 0 starts at the SIGKILL):');
  console.info(' second   sent  acked   HTTP  HTTP failed');
  const chatRows = countPerSecond(
    sent.map((m) => ({ at: m.sentAt, ok: true })),
    killAt - 5000,
    killAt + 15_000,
  );
  const ackRows = countPerSecond(
    sent.filter((m) => m.ackedAt !== null).map((m) => ({ at: m.ackedAt ?? 0, ok: true })),
    killAt - 5000,
    killAt + 15_000,
  );
  const httpRows = countPerSecond(outcomes, killAt - 5000, killAt + 15_000);
  for (const [i, row] of chatRows.entries()) {
    console.info(
      `${String(row.second - 5).padStart(7)} ${String(row.total).padStart(6)} ${String(ackRows[i]?.total ?? 0).padStart(6)} ${String(
        httpRows[i]?.total ?? 0,
      ).padStart(6)} ${String(httpRows[i]?.failed ?? 0).padStart(12)}`,
    );
  }
  console.info(
    `\nChat: ${sent.length} sent in ${elapsed.toFixed(1)} s (${(sent.length / elapsed).toFixed(0)}/s offered ${rate}/s), ${delivery.acked} acknowledged, ${delivery.received} received by their reps, ${delivery.lost} lost, ${delivery.doubled} doubled${
      acksDone ? '' : ' (some sends were still unacknowledged 30 s after the load stopped)'
    }${settled === null ? ' (reps still missed some 10 s after the last ack)' : ''}.`,
  );
  console.info(
    `Messages sent before the kill and acknowledged after it (resent to the surviving process): ${ackedLate.length}, the last ${(lastLateAck / 1000).toFixed(1)} s after the kill.`,
  );
  console.info(
    `Sockets: every one of ${pairCount * 2} connected again ${socketsBackMs === null ? 'NOT within the run' : `${(socketsBackMs / 1000).toFixed(1)} s after the kill`}; ${live.reconnects()} connection losses in all.`,
  );
  console.info(
    `HTTP (20 req/s through nginx): ${outcomes.length} requests, ${describeOutcomes(outcomes)}; ${
      httpRecovered === null
        ? 'still failing at the end'
        : httpRecovered === 0
          ? 'no failure after the kill'
          : `last failure ${(httpRecovered / 1000).toFixed(1)} s after the kill`
    }.`,
  );
  const recovery = Math.max(
    socketsBackMs ?? Number.POSITIVE_INFINITY,
    httpRecovered ?? Number.POSITIVE_INFINITY,
    lastLateAck,
  );
  console.info(
    `Time to recovery (sockets back, resends acknowledged, HTTP failing no more): ${(recovery / 1000).toFixed(1)} s.`,
  );
  ok = delivery.lost === 0 && delivery.doubled === 0 && acksDone && httpRecovered !== null && httpRecovered < 10_000;
  console.info(ok ? '\nPASS' : '\nFAIL');
} catch (error) {
  console.error(`FAIL: ${(error as Error).stack ?? error} (logs: ${cluster.logDir})`);
} finally {
  traffic?.close();
  await close();
}
process.exit(ok ? 0 : 1);
