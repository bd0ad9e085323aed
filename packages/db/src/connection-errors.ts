/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a dropped
 * connection), as opposed to a query that is wrong. Such errors pass: the pool opens new connections on
 * the next queries, so the API answers 503 with Retry-After meanwhile instead of 500.
 *
 * Told by codes, not by message text where a code exists: the socket errors of Node, PostgreSQL's class 08
 * (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now) and 53300 (too many
 * connections: the server is full, as good as down for this request), and node-postgres's
 * own errors, which have no code. Drizzle wraps a failed query's error as its `cause`; the chain is walked.
 */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Shutting down (admin, crash), cannot connect now (starting), and too many connections (53300). */
const shutdownCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres: a connection that ended mid-query, and a connection attempt or pool wait that timed out. */
const driverMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (socketCodes.has(code) || shutdownCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    if (driverMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    // Node's connection to a name with several addresses fails with an AggregateError of each attempt.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
