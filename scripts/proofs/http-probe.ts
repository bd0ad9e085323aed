// A light, paced HTTP load for the fault proofs: requests at a steady rate (not as fast as answers come),
// each kept with when it was sent, its status, whether a 503 carried Retry-After, or the error that
// replaced an answer, so the proofs can count failures per second around a fault.
import type { Outcome } from './fault-figures';

export type ProbeRequest = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type ProbeOutcome = Outcome & {
  name: string;
  /** The status, or null when no answer came (refused, reset, timed out). */
  status: number | null;
  retryAfter: string | null;
  error: string | null;
  ms: number;
};

export type Probe = {
  outcomes: () => ProbeOutcome[];
  /** Stops sending and waits for the answers under way. */
  stop: () => Promise<ProbeOutcome[]>;
};

/**
 * Sends `requests` in turn to `base` at `rate` per second from `started` (performance.now() of the proof's
 * start) until stopped. ok = a 2xx/3xx answer; a 429 is not a fault of the path and is ok: false too (the
 * proofs raise the limits, so none is expected).
 */
export function startProbe(
  name: string,
  base: string | (() => string),
  requests: ProbeRequest[],
  rate: number,
  started: number,
  timeoutMs = 10_000,
): Probe {
  const outcomes: ProbeOutcome[] = [];
  const pending = new Set<Promise<void>>();
  let stopped = false;
  let sent = 0;
  const first = performance.now();
  const send = async (request: ProbeRequest) => {
    const at = performance.now() - started;
    const began = performance.now();
    const target = typeof base === 'string' ? base : base();
    try {
      const answer = await fetch(`${target}${request.path}`, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.arrayBuffer();
      outcomes.push({
        name,
        at,
        ok: answer.status >= 200 && answer.status < 400,
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        error: null,
        ms: performance.now() - began,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      outcomes.push({
        name,
        at,
        ok: false,
        status: null,
        retryAfter: null,
        error: cause ?? (error as Error).name,
        ms: performance.now() - began,
      });
    }
  };
  const loop = async () => {
    while (!stopped) {
      const due = first + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const request = requests[sent % requests.length] as ProbeRequest;
      sent++;
      const running = send(request);
      pending.add(running);
      void running.finally(() => pending.delete(running));
    }
  };
  const looping = loop();
  return {
    outcomes: () => [...outcomes],
    stop: async () => {
      stopped = true;
      await looping;
      await Promise.all([...pending]);
      return [...outcomes].sort((a, b) => a.at - b.at);
    },
  };
}

/** `503 + Retry-After ×12, 200 ×40, ECONNREFUSED ×1`: what a list of outcomes answered. */
export function describeOutcomes(outcomes: ProbeOutcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key =
      outcome.status === null
        ? (outcome.error ?? 'error')
        : outcome.status === 503 && outcome.retryAfter
          ? '503 + Retry-After'
          : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, n]) => `${key} ×${n}`).join(', ') || 'nothing';
}
