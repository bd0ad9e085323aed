export { AppError, type FieldProblem } from './shared/app-error';
export { type AuditEntry, recordAudit } from './shared/audit.repository';
export { type Clock, systemClock } from './shared/clock';
export type { ContentTranslator } from './shared/content-language';
export type { DomainContext } from './shared/context';
export { type CsvCell, toCsv } from './shared/csv';
export { type JobKind, type JobPayload, type JobTable, jobPayloads } from './shared/job-kinds';
export {
  enqueueJob,
  type JobHandler,
  type JobHandlers,
  type JobOutcome,
  type JobWorker,
  jobQueue,
  retryDelayMs,
  runDueJobs,
  startJobWorker,
} from './shared/jobs';
export { countWaitingJobs } from './shared/jobs.repository';
export { currentRequestId, runWithRequestId } from './shared/request-context';
// The invoice's buyer (issue 38), for the invoicing parts: the company's tax identity, null without one.
export { type InvoiceBuyer, invoiceBuyerOf } from './tax-identity/index';
