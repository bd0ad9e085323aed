import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request (or socket event, or job) whose work is running, so what it starts can say where it
 * came from: a job enqueued while handling a request records the request's id, and the job's log lines show
 * it. The API sets it for each request and socket event; the job worker for each job it runs.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` as the current id (and everything it starts, awaited or not). */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

/** The current request id, or null outside any request, socket event or job. */
export function currentRequestId(): string | null {
  return requestContext.getStore()?.requestId ?? null;
}
