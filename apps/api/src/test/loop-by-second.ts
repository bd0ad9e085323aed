import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * The longest time this process's event loop kept a timer waiting, for each second from `reset()`: a
 * 10 ms ticker's lateness. bench:chat's timeline puts it beside each second's delivery latencies, so a bad
 * second shows whether the app process, the load generator, or neither (the database, the machine) held it.
 */
export function loopBySecond(): { reset: () => void; read: () => number[]; stop: () => void } {
  const tickMs = 10;
  let from = performance.now();
  let last = from;
  let held: number[] = [];
  const ticker = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - tickMs);
    last = now;
    const second = Math.floor((now - from) / 1000);
    held[second] = Math.max(held[second] ?? 0, late);
  }, tickMs);
  ticker.unref();
  return {
    reset: () => {
      from = performance.now();
      last = from;
      held = [];
    },
    read: () => Array.from(held, (ms) => ms ?? 0),
    stop: () => clearInterval(ticker),
  };
}

/**
 * The time this process spent in collections of its old generation (mark-compacts and their incremental
 * marking steps on the main thread), for each second from `reset()`: in bench:chat's timeline beside the
 * loop's holds, as those collections were what the one-process misses had in common (decision 0021).
 */
export function oldGenerationGcBySecond(): { reset: () => void; read: () => number[]; stop: () => void } {
  const kinds = new Set([constants.NODE_PERFORMANCE_GC_MAJOR, constants.NODE_PERFORMANCE_GC_INCREMENTAL]);
  let from = performance.now();
  let spent: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === undefined || !kinds.has(kind) || entry.startTime < from) continue;
      const second = Math.floor((entry.startTime - from) / 1000);
      spent[second] = (spent[second] ?? 0) + entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    reset: () => {
      from = performance.now();
      spent = [];
    },
    read: () => Array.from(spent, (ms) => ms ?? 0),
    stop: () => observer.disconnect(),
  };
}
