// `npm run proof:postgres [-- --seconds 10 --down 10 --after 15]`: PostgreSQL restarted under load. The
// cluster (2 processes, nginx on 8092) runs on a PostgreSQL 15 of the proof's own (port 5440, a temporary
// folder; the machine's server on 5432 is never touched) and sends e-mail to an SMTP sink that counts every
// delivery. Load: the search API through nginx at 20 req/s, each process's /readyz at 5/s, and support
// requests (each queues two e-mails in one transaction with the request) at 4/s. After --seconds,
// `pg_ctl stop -m fast`; --down seconds later `pg_ctl start`; then --after seconds more. Prints what the
// requests answered while it was down (503 with Retry-After vs anything else), when each process answered
// again after PostgreSQL was back (no process is restarted), and, once the queue is empty, whether every
// accepted support request's e-mails were delivered exactly once. Exits 1 otherwise, or when recovery took
// 10 s or more.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFaultCluster } from './fault-cluster';
import { recoveredAfter } from './fault-figures';
import { describeOutcomes, type ProbeOutcome, startProbe } from './http-probe';
import { searchPaths } from './load-runner';
import { startOwnPostgres, startSmtpSink } from './own-services';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    down: { type: 'string', default: '10' },
    after: { type: 'string', default: '15' },
    port: { type: 'string', default: '8092' },
  },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const supportDomain = 'proof.tendero.test';

console.info('Starting PostgreSQL 15 of its own on 5440, an SMTP sink on 3590, the cluster (3511-3512, nginx 8092)…');
const postgres = await startOwnPostgres(5440);
const smtp = await startSmtpSink(3590).catch(async (error) => {
  await postgres.remove();
  throw error;
});
const databaseUrl = postgres.databaseUrl('tendero_proof_pg');
const cleanUp = async () => {
  await smtp.close();
  await postgres.remove();
};
const { cluster, close } = await startFaultCluster({
  port: Number(values.port),
  firstAppPort: 3511,
  redisPort: 6392,
  databaseUrl,
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tendero <noreply@tendero.test>' },
  onStop: cleanUp,
}).catch(async (error) => {
  await cleanUp();
  throw error;
});

type Submitted = { n: number; at: number; status: number | null; retryAfter: string | null };
let ok = false;
try {
  const started = performance.now();
  const now = () => performance.now() - started;
  const at = () => `${(now() / 1000).toFixed(1).padStart(6)} s`;
  const api = startProbe(
    'search API',
    cluster.url,
    searchPaths.map((path) => ({ path })),
    20,
    started,
  );
  const ready = cluster.apps.map((app) =>
    startProbe(`process ${app.index + 1}`, app.url, [{ path: '/readyz' }], 5, started),
  );
  // Support requests straight to the processes in turn, each from its own address (X-Forwarded-For, which
  // the processes trust): the route allows 5 per address in 10 minutes, and nginx would make every one
  // 127.0.0.1.
  const submitted: Submitted[] = [];
  let stopSubmitting = false;
  const submitting = (async () => {
    const pending: Promise<void>[] = [];
    for (let n = 1; !stopSubmitting; n++) {
      const app = cluster.apps[n % cluster.apps.length];
      const record: Submitted = { n, at: now(), status: null, retryAfter: null };
      submitted.push(record);
      pending.push(
        fetch(`${app?.url}/api/support/requests`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.21.${Math.floor(n / 250)}.${n % 250}`,
          },
          body: JSON.stringify({
            name: `Proof ${n}`,
            email: `proof-${n}@${supportDomain}`,
            topic: 'account',
            message: `Restart proof request number ${n}.`,
          }),
          signal: AbortSignal.timeout(15_000),
        })
          .then(async (answer) => {
            await answer.arrayBuffer();
            record.status = answer.status;
            record.retryAfter = answer.headers.get('retry-after');
          })
          .catch(() => {}),
      );
      await sleep(250);
    }
    await Promise.all(pending);
  })();

  await sleep(Number(values.seconds) * 1000);
  const stopAt = now();
  const stopped = await postgres.stop();
  console.info(`${at()}  PostgreSQL stopped (pg_ctl stop -m fast took ${stopped.ms.toFixed(0)} ms)`);
  await sleep(Number(values.down) * 1000);
  const startAt = now();
  const back = await postgres.start();
  const backAt = now();
  console.info(`${at()}  PostgreSQL started again, accepting connections after ${back.ms.toFixed(0)} ms`);
  await sleep(Number(values.after) * 1000);
  stopSubmitting = true;
  await submitting;
  const outcomes = await api.stop();
  const readiness = await Promise.all(ready.map((probe) => probe.stop()));
  console.info(`${at()}  load stopped; waiting for the job queue to empty…`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const waiting = async () =>
    Number(
      (
        await client.query(
          "select count(*) as n from jobs where kind = 'notifications.deliver-mail' and done_at is null and failed_at is null",
        )
      ).rows[0]?.n ?? 0,
    );
  // Jobs claimed when PostgreSQL went away stay locked until their lock expires (60 s), then run again.
  let emptied: number | null = null;
  const waitFrom = performance.now();
  while (performance.now() - waitFrom < 180_000) {
    if ((await waiting()) === 0) {
      emptied = performance.now() - waitFrom;
      break;
    }
    await sleep(500);
  }
  const queueEmptyAt = now();

  const during = (o: ProbeOutcome) => o.at >= stopAt && o.at < startAt;
  const duringOutage = outcomes.filter(during);
  const outage503 = duringOutage.filter((o) => o.status === 503 && o.retryAfter);
  const readyDuring = readiness.flat().filter(during);
  console.info('\nWhile PostgreSQL was down:');
  console.info(`  search API through nginx: ${duringOutage.length} requests: ${describeOutcomes(duringOutage)}`);
  console.info(`  /readyz of each process: ${describeOutcomes(readyDuring)}`);
  const supportDuring = submitted.filter((s) => s.at >= stopAt && s.at < startAt);
  console.info(
    `  support requests: ${supportDuring.length}: ${describeOutcomes(
      supportDuring.map((s) => ({
        name: 'support',
        at: s.at,
        ok: s.status === 201,
        status: s.status,
        retryAfter: s.retryAfter,
        error: s.status === null ? 'no answer' : null,
        ms: 0,
      })),
    )}`,
  );
  console.info('\nAfter PostgreSQL accepted connections again (no app process was restarted):');
  const apiRecovered = recoveredAfter(outcomes, backAt);
  console.info(
    `  search API through nginx: ${apiRecovered === null ? 'still failing at the end' : `last failure ${(apiRecovered / 1000).toFixed(2)} s after`}; ${describeOutcomes(outcomes.filter((o) => o.at >= backAt))}`,
  );
  const processRecovery = readiness.map((probe, i) => {
    const firstOk = probe.find((o) => o.at >= backAt && o.ok);
    const recovered = recoveredAfter(probe, backAt);
    console.info(
      `  process ${i + 1} /readyz: first 200 ${firstOk ? `${((firstOk.at - backAt) / 1000).toFixed(2)} s after` : 'never'}, ${
        recovered === null ? 'still failing at the end' : `last failure ${(recovered / 1000).toFixed(2)} s after`
      }`,
    );
    return recovered;
  });

  // Every accepted support request: one stored request, two e-mails, each delivered exactly once.
  const accepted = submitted.filter((s) => s.status === 201).map((s) => s.n);
  const refused = submitted.filter((s) => s.status !== 201);
  const stored = await client.query<{ name: string }>(
    `select name from support_requests where email like '%@${supportDomain}'`,
  );
  const storedNames = new Map<string, number>();
  for (const row of stored.rows) storedNames.set(row.name, (storedNames.get(row.name) ?? 0) + 1);
  const mails = await client.query<{ to: string; status: string; subject: string }>(
    `select "to", status, subject from mail_messages where "to" like '%@${supportDomain}' or subject like '%Proof %'`,
  );
  await client.end();
  const deliveries = smtp.deliveries();
  const deliveredTo = new Map<string, number>();
  for (const delivery of deliveries) for (const to of delivery.to) deliveredTo.set(to, (deliveredTo.get(to) ?? 0) + 1);
  const notices = mails.rows.filter((m) => m.to.endsWith(`@${supportDomain}`));
  const inbox = mails.rows.filter((m) => !m.to.endsWith(`@${supportDomain}`));
  const inboxAddress = inbox[0]?.to ?? '';
  const missingRequest = accepted.filter((n) => storedNames.get(`Proof ${n}`) !== 1);
  const noticeCounts = accepted.map((n) => deliveredTo.get(`proof-${n}@${supportDomain}`) ?? 0);
  const noticeNotDelivered = noticeCounts.filter((count) => count === 0).length;
  const noticeTwice = noticeCounts.filter((count) => count > 1).length;
  const refusedButStored = refused.filter((s) => storedNames.has(`Proof ${s.n}`));
  const inboxDelivered = deliveredTo.get(inboxAddress) ?? 0;
  const notSent = mails.rows.filter((m) => m.status !== 'sent').length;
  const refusedAt = refused.map((r) => `${r.status ?? 'no answer'} at ${((r.at - stopAt) / 1000).toFixed(1)} s`);
  console.info(
    `\nJobs: ${submitted.length} support requests sent, ${accepted.length} accepted (201), ${refused.length} not (${refusedButStored.length} of those stored all the same); those outside the outage: ${
      refusedAt
        .filter((_, i) => {
          const r = refused[i];
          return r !== undefined && (r.at < stopAt || r.at >= startAt);
        })
        .join(', ') || 'none'
    } (from the stop).`,
  );
  console.info(
    `  queue ${emptied === null ? 'NOT empty 180 s after the load' : `empty ${((queueEmptyAt - backAt) / 1000).toFixed(1)} s after PostgreSQL returned`}; ${mails.rows.length} e-mails stored, ${notSent} of them not sent.`,
  );
  console.info(
    `  accepted requests missing or stored twice: ${missingRequest.length}; notices delivered: ${accepted.length - noticeNotDelivered} of ${accepted.length} (none: ${noticeNotDelivered}, twice or more: ${noticeTwice}); support inbox: ${inboxDelivered} deliveries for ${inbox.length} stored e-mails (${notices.length} notices stored).`,
  );
  const recovery = Math.max(
    apiRecovered ?? Number.POSITIVE_INFINITY,
    ...processRecovery.map((r) => r ?? Number.POSITIVE_INFINITY),
  );
  console.info(`\nRecovered ${(recovery / 1000).toFixed(2)} s after PostgreSQL accepted connections again.`);
  const otherDuringOutage = duringOutage.length - outage503.length;
  ok =
    recovery < 10_000 &&
    emptied !== null &&
    missingRequest.length === 0 &&
    noticeNotDelivered === 0 &&
    noticeTwice === 0 &&
    inboxDelivered === inbox.length &&
    notSent === 0;
  console.info(
    `${ok ? 'PASS' : 'FAIL'}${otherDuringOutage > 0 ? ` (${otherDuringOutage} answers during the outage were not 503 with Retry-After)` : ''}`,
  );
} catch (error) {
  console.error(`FAIL: ${(error as Error).stack ?? error} (logs: ${cluster.logDir})`);
} finally {
  await close();
  await cleanUp();
}
process.exit(ok ? 0 : 1);
