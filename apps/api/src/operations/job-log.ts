import type { JobOutcome } from '@tendero/domain';
import pino, { type DestinationStream } from 'pino';
import { loggerOptions } from '../plugins/log-redaction';
import type { Metrics } from './metrics';

/**
 * The job worker's report of each run: a log line under the enqueuing request's id (`reqId`, as the
 * request's own lines have it; a job enqueued outside any request has none) and the run counted for
 * /metrics. Lines go through the app's redaction, so a failed query's parameters stay out.
 */
export function jobReporter(options: {
  logLevel: string;
  metrics: Metrics | null;
  logStream?: DestinationStream;
}): (outcome: JobOutcome) => void {
  // Fastify takes the stream among the options; pino takes it beside them.
  const { stream, ...settings } = loggerOptions(options.logLevel, options.logStream);
  const log = (stream ? pino(settings, stream) : pino(settings)).child({ component: 'jobs' });
  return (outcome) => {
    options.metrics?.jobFinished(outcome);
    const fields = {
      reqId: outcome.requestId ?? undefined,
      jobId: outcome.id,
      kind: outcome.kind,
      attempt: outcome.attempt,
      ms: Math.round(outcome.ms),
    };
    if (outcome.ok) log.info(fields, 'job done');
    else if (outcome.retryAt) log.warn({ ...fields, err: outcome.error, retryAt: outcome.retryAt }, 'job failed');
    else log.error({ ...fields, err: outcome.error }, 'job failed, gave up');
  };
}
