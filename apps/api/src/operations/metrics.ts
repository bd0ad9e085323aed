import { createHash, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '@tendero/db';
import { countWaitingJobs, type JobOutcome, systemClock } from '@tendero/domain';
import { countOutbox } from '@tendero/domain/notifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sendError } from '../plugins/errors';

/**
 * This process's figures in Prometheus text at /metrics: HTTP requests by route pattern and status with
 * their latency, chat sockets and stored messages, job runs and the queue, the database pool, the e-mail
 * outbox, and Node's own (memory, event-loop lag, GC). Each process has its own registry; in a cluster
 * Prometheus scrapes every process. Figures that need the database are read when scraped, in one short
 * read shared by them; a database that fails or is slow leaves them out and sets `tendero_db_up` to 0,
 * and the scrape still answers.
 */
export type Metrics = {
  registry: Registry;
  /** Counts this process's chat sockets when scraped (realtime.ts plugs in its namespace). */
  countSocketsWith: (count: () => number) => void;
  messageStored: () => void;
  jobFinished: (outcome: JobOutcome) => void;
  requestFinished: (labels: { method: string; route: string; status: number }, seconds: number) => void;
};

/** The longest a scrape waits for the database figures. */
const databaseReadMs = 2_000;

type DatabaseFigures = {
  jobs: Awaited<ReturnType<typeof countWaitingJobs>>;
  outbox: Awaited<ReturnType<typeof countOutbox>>;
};

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'tendero_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their time to answer (_count: requests).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  let countSockets: () => number = () => 0;
  new Gauge({
    name: 'tendero_chat_sockets_open',
    help: 'Chat sockets (namespace /chat) connected to this process.',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });
  const messages = new Counter({
    name: 'tendero_chat_messages_stored_total',
    help: 'Chat messages stored through this process (rate() gives messages per second).',
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'tendero_job_runs_total',
    help: 'Job runs by kind and outcome: done, failed (retried later) or gave_up (attempts used up).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  // The database figures: one read per scrape, bounded in time. `tendero_db_up` starts it; the gauges
  // registered after it use the same read (a scrape starts every metric's collect in registration order,
  // in one turn, then awaits them all).
  let reading: Promise<DatabaseFigures | null> = Promise.resolve(null);
  const readDatabase = (): Promise<DatabaseFigures | null> => {
    reading = withTimeout(
      Promise.all([countWaitingJobs(database.db, systemClock.now()), countOutbox(database.db)]).then(
        ([jobs, outbox]) => ({ jobs, outbox }),
      ),
      databaseReadMs,
    ).catch(() => null);
    return reading;
  };
  new Gauge({
    name: 'tendero_db_up',
    help: "1 when this scrape's database read answered, 0 when it failed or took over 2 s.",
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      this.set({ kind: database.kind }, (await readDatabase()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'tendero_jobs_waiting',
    help: 'Jobs not done and not given up, by kind (some scheduled for later).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await reading)?.jobs ?? []) this.set({ kind: row.kind }, row.waiting);
    },
  });
  new Gauge({
    name: 'tendero_jobs_due',
    help: 'Jobs due to run now or running, by kind: the backlog of the workers.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await reading)?.jobs ?? []) this.set({ kind: row.kind }, row.due);
    },
  });
  new Gauge({
    name: 'tendero_mail_outbox',
    help: 'E-mails in the outbox: queued (waiting to be sent) and failed (given up).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = (await reading)?.outbox;
      if (!outbox) return;
      this.set({ status: 'queued' }, outbox.queued);
      this.set({ status: 'failed' }, outbox.failed);
    },
  });
  new Gauge({
    name: 'tendero_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, requests waiting for one, and the maximum. PGlite: one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse?.() ?? { total: 1, max: 1 };
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  return {
    registry,
    countSocketsWith: (count) => {
      countSockets = count;
    },
    messageStored: () => messages.inc(),
    jobFinished: (outcome) =>
      jobRuns.inc({ kind: outcome.kind, outcome: outcome.ok ? 'done' : outcome.retryAt ? 'failed' : 'gave_up' }),
    requestFinished: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The route label: Fastify's route pattern (`/api/companies/:id`), never the URL, so the label's values stay
 * as few as the routes; every page is `page`, and a URL of no route `unmatched`.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  return pattern === '/*' ? 'page' : pattern;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every request and serves /metrics to `Authorization: Bearer <METRICS_TOKEN>` only: without the
 * setting /metrics answers 404 like any unknown path, and a missing or wrong token 401.
 */
export function registerMetrics(app: FastifyInstance, options: { metrics: Metrics | null; token: string | null }) {
  const { metrics, token } = options;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestFinished(
        { method: request.method, route: routeLabel(request), status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
  }
  const expected = token ? digest(token) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !expected) return sendError(request, reply, 'NOT_FOUND');
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(request, reply, 'UNAUTHORIZED_ERROR');
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
