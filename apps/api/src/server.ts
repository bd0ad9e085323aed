import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type InProcessApi, inProcessApiKey, meetingChangedEvent } from '@tendero/contracts';
import { DataDirInUseError, databaseFolderOf, openDatabase } from '@tendero/db';
import { currentRequestId, type DomainContext, startJobWorker, systemClock } from '@tendero/domain';
import { eraseAccountJob } from '@tendero/domain/accounts';
import { applyEventJob, refreshPremiumJob, yearEndingReminderJob } from '@tendero/domain/billing';
import {
  chatOfflineMailJob,
  createChat,
  createChatOfflineMailHandler,
  ensureOfflineMailScan,
} from '@tendero/domain/chat';
import { recordContactWork } from '@tendero/domain/contacts';
import {
  createInquiryAlertHandler,
  createInquiryDigestHandler,
  createRemovedFilesSweepHandler,
  ensureRemovedFilesSweep,
  inquiryAlertJob,
  inquiryDigestJob,
  removedFilesSweepJob,
} from '@tendero/domain/inquiries';
import { correctInvoiceJob, ensureInvoiceSweep, invoiceSweepJob, issueInvoiceJob } from '@tendero/domain/invoicing';
import { ksefSendJob, ksefSweepJob } from '@tendero/domain/invoicing/ksef';
import { createModeration, ensureRemovalPurge, purgeRemovedJob } from '@tendero/domain/moderation';
import { createNewsletter, newsletterSendJob } from '@tendero/domain/newsletter';
import {
  createDeliverMailHandler,
  createPush,
  createSmtpTransport,
  deliverMailJob,
  sendPushJob,
} from '@tendero/domain/notifications';
import { buildExportJob, createPersonalData, expireExportJob } from '@tendero/domain/personal-data';
import {
  createMatchCompanyHandler,
  createSavedSearchDigestHandler,
  ensureSavedSearchDigest,
  matchCompanyJob,
  savedSearchDigestJob,
} from '@tendero/domain/saved-searches';
import { createTrustRefreshHandler, ensureTrustRefresh, trustRefreshJob } from '@tendero/domain/trust';
import next from 'next';
import { buildApp } from './app';
import { createAccountsFor, createBillingFor, createKsefFor, domainContext } from './capabilities';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { trackConnections } from './http-drain';
import { jobReporter } from './operations/job-log';
import { createMetrics } from './operations/metrics';
import { serializeError } from './plugins/log-redaction';
import { attachAppRealtime, type Realtime } from './realtime/realtime';
import { createInvoicingFor } from './routes/invoicing/create-invoicing';
import { seedDemoData } from './seed/demo-data';
import { seedDemoFolder, storageOf } from './seed/demo-folder';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Tendero cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** The one process: database, migrations, demo seed, Next.js, Fastify, socket.io and the job worker. */
async function main(): Promise<void> {
  const config = readConfig();
  // The first built demo start on a new data folder migrates and seeds in a process of its own (seedInChild).
  const seeded = firstDemoStart(config) ? await seedInChild() : false;
  const database = await openDatabase(config.database);
  await database.migrate();
  const ctx = domainContext(config, database);
  let realtime: Realtime | null = null;
  // Sessions ended by accounts (sign-out, password change or reset, deletion, team removal, suspension):
  // their chat sockets are disconnected in every process.
  const accounts = createAccountsFor(ctx, config, { onSessionsEnded: (ended) => realtime?.endSessions(ended) });
  const storage = storageOf(config);
  const billing = createBillingFor(ctx, config);
  const invoicing = createInvoicingFor(ctx, config);
  const ksef = createKsefFor(ctx, config);
  const personalData = createPersonalData({ ...ctx, storage });
  if (config.mode === 'demo' && !seeded) await seed(ctx, { accounts, storage, billing });

  const nextApp = next({ dev: config.dev, dir: webDir, hostname: 'localhost', port: config.port });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();

  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null;
  // /metrics (with METRICS_TOKEN): one registry for this process's requests, sockets and jobs.
  const metrics = config.metricsToken ? createMetrics(database) : null;
  let shuttingDown = false;
  const worker = startJobWorker({
    db: database.db,
    clock: systemClock,
    handlers: {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, transport),
      // Web Push to each of a person's devices (VAPID keys set); without keys the job is dropped.
      [sendPushJob]: createPush(ctx, config.push).sendHandler,
      [eraseAccountJob]: accounts.eraseAccountHandler,
      [inquiryDigestJob]: createInquiryDigestHandler(ctx),
      // A published inquiry alerts matching providers at once (issue 40), besides the digest.
      [inquiryAlertJob]: createInquiryAlertHandler(ctx),
      [applyEventJob]: billing.applyEventHandler,
      [refreshPremiumJob]: billing.refreshPremiumHandler,
      // 14 days before a year of Premium paid at once ends, its manager is reminded to pay the next one.
      [yearEndingReminderJob]: billing.yearEndingReminderHandler,
      // Tendero's VAT invoice of each paid payment, the corrections of refunds, and an hourly sweep of the missing.
      [issueInvoiceJob]: invoicing.issueHandler,
      [correctInvoiceJob]: invoicing.correctionHandler,
      [invoiceSweepJob]: invoicing.sweepHandler,
      // Content an admin removed is deleted 30 days on unless restored (checked every hour).
      [purgeRemovedJob]: createModeration(ctx).purgeHandler,
      // Saved searches a newly verified company matches: instant alerts now, daily/weekly digests hourly.
      [matchCompanyJob]: createMatchCompanyHandler(ctx),
      [savedSearchDigestJob]: createSavedSearchDigestHandler(ctx),
      // Files of inquiries and offers whose rows went by cascade (a purge, an erasure) leave the storage.
      [removedFilesSweepJob]: createRemovedFilesSweepHandler(ctx, storage),
      // A newsletter goes out in batches of 100 through the outbox.
      [newsletterSendJob]: createNewsletter(ctx).sendHandler,
      // Response times and buyers' records are recomputed every hour (the first run backfills).
      [trustRefreshJob]: createTrustRefreshHandler(ctx),
      // "Download my data": the ZIP is built, e-mailed as a link, and removed 7 days later.
      [buildExportJob]: personalData.buildExportHandler,
      [expireExportJob]: personalData.expireExportHandler,
      // Online = a connected chat socket in any process (the Redis adapter answers across processes).
      [chatOfflineMailJob]: createChatOfflineMailHandler(ctx, {
        isOnline: async (userId) =>
          realtime ? (await realtime.io.of('/chat').in(`user:${userId}`).fetchSockets()).length > 0 : false,
      }),
      // Each issued invoice goes to KSeF (retried while KSeF is unreachable); without KSEF_* invoices wait.
      [ksefSendJob]: ksef.sendHandler,
      [ksefSweepJob]: ksef.sweepHandler,
    },
    intervalMs: config.jobPollMs,
    // A job's error may carry a failed query's parameters (an e-mail address): scrubbed like the app's log.
    onError: (error) => console.error('job worker error', JSON.stringify(serializeError(error))),
    // A log line per run under the enqueuing request's id, and the run counted for /metrics.
    onJobFinished: jobReporter({ logLevel: config.logLevel, metrics }),
  });

  // The same wiring as the app's: a conversation started adds contacts and records a client's consent.
  const chat = createChat(ctx, { storage, onContactWork: (work) => recordContactWork(ctx, work) });
  await ensureOfflineMailScan(ctx);
  await ensureRemovalPurge(ctx);
  await ensureRemovedFilesSweep(ctx);
  await ensureTrustRefresh(ctx);
  await ensureSavedSearchDigest(ctx);
  await ensureInvoiceSweep(ctx);
  await ksef.ensureSweep();
  const app = await buildApp({
    config,
    database,
    accounts,
    storage,
    chat,
    billing,
    invoicing,
    render: (request, response) => handle(request, response),
    // Built files, compressed at build time; the dev server builds them on demand, so it serves them.
    staticDir: config.dev ? undefined : join(webDir, '.next', 'static'),
    publicDir: config.dev ? undefined : join(webDir, '.next', 'tendero-public'),
    // Both people's open conversations reload their meetings (every process, through the adapter).
    onMeetingChanged: ({ meetingId, userIds }) => {
      for (const userId of userIds)
        realtime?.io.of('/chat').to(`user:${userId}`).emit(meetingChangedEvent, { meetingId });
    },
    isShuttingDown: () => shuttingDown,
    metrics: metrics ?? undefined,
  });
  await app.listen({ port: config.port, host: config.host });
  // Server-rendered pages call the API in-process: the same routes, hooks and schemas, without a socket.
  const inProcess: InProcessApi = async ({ method, url, headers }) => {
    // Under the page request's id: its log lines and the page's API calls' lines share it.
    const requestId = currentRequestId();
    const answer = await app.inject({
      method,
      url,
      headers: requestId ? { ...headers, 'x-request-id': requestId } : headers,
      remoteAddress: '127.0.0.1',
    });
    return { statusCode: answer.statusCode, body: answer.body };
  };
  (globalThis as Record<symbol, unknown>)[inProcessApiKey] = inProcess;
  realtime = attachAppRealtime(app, { config, accounts, chat, metrics });
  app.log.info(
    {
      mode: config.mode,
      database: database.kind,
      mail: transport ? 'smtp' : 'dev mailbox',
      // Where uploads go, without keys: the endpoint's origin drops any user:password in the URL.
      files: config.s3
        ? `s3 ${new URL(config.s3.endpoint).origin} bucket ${config.s3.bucket}`
        : `local ${join(config.dataDir, 'uploads')}`,
    },
    `Tendero is serving ${config.publicUrl}`,
  );

  // Every connection and its requests, so a shutdown can let requests under way finish (http-drain.ts).
  const http = trackConnections(app.server);

  // Graceful shutdown, for a rolling restart behind a load balancer (decision 0025): /readyz answers 503,
  // the listener closes at once (nginx then sends new requests and reconnecting sockets to the other
  // processes), requests under way finish, chat sockets are told to reconnect, the job worker stops after
  // the job it is running, then everything closes.
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // `npm start` promises to be gone within 10 s of a SIGTERM or Ctrl-C, even if something hangs.
    const force = setTimeout(() => process.exit(1), 8_000);
    force.unref();
    const jobsStopped = worker.stop();
    // Stop listening; requests under way finish, their connections close after the answer.
    const drained = http.drain();
    // Closing the sockets' connections without a socket.io disconnect packet: clients see "transport
    // close" and reconnect by themselves, elsewhere (after "io server disconnect" they would not).
    realtime?.io.engine.close();
    // The page renderer's in-process API calls keep working until the last request is answered.
    await drained;
    await app.close();
    await realtime?.close().catch(() => {});
    await jobsStopped;
    transport?.close();
    await nextApp.close?.().catch(() => {});
    await database.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

async function seed(ctx: DomainContext, deps: Parameters<typeof seedDemoData>[1]): Promise<void> {
  reportSeed(await seedDemoData(ctx, deps));
}

function reportSeed(ran: string[]): void {
  if (ran.length > 0) console.info(`Demo data seeded: ${ran.join(', ')}`);
}

// This file as `npm start` runs it: bundled into apps/api/dist (import.meta.url stays the source's).
const builtServer = new URL('../dist/server.js', import.meta.url);
const seedFlag = '--seed-demo-data';

/**
 * The demo data's migration and seed in a process of its own, before the server opens the database: the
 * ~350 MB their work leaves behind (V8 keeps its heap's pages, malloc its arenas) go with that process
 * instead of staying in the server for its whole life. 7 Dec 2026, RSS after a first start: 754 MB seeding in
 * the process, 601 in a worker thread (its arenas stay), 413 in a child process (as after a restart: 414).
 * Not in development mode: the child would not have tsx's loader for the TypeScript sources.
 */
function seedInChild(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(builtServer), seedFlag], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(true) : reject(new Error(`the demo seed's process ended with exit code ${code}`)),
    );
  });
}

/**
 * A built demo start on a data folder with no database yet. Later starts seed in the process (the seed finds
 * nothing or little to do): another process would cost ~2 s of every start (7 Dec 2026: a restart took 2.6 s,
 * 4.4 s with a thread).
 */
function firstDemoStart(config: AppConfig): boolean {
  const { database } = config;
  return (
    config.mode === 'demo' &&
    !config.dev &&
    database.kind === 'pglite' &&
    database.dataDir !== null &&
    !existsSync(databaseFolderOf(database.dataDir)) &&
    existsSync(builtServer)
  );
}

/** The process seedInChild starts: the database migrated and seeded, then closed. */
async function seedDemoDatabase(): Promise<void> {
  reportSeed(await seedDemoFolder(readConfig()));
}

(process.argv.includes(seedFlag) ? seedDemoDatabase() : main()).catch((error) => {
  if (error instanceof DataDirInUseError) {
    console.error(`Tendero cannot start.\n${error.message}`);
    process.exit(1);
  }
  console.error('Tendero failed to start', error);
  process.exit(1);
});
