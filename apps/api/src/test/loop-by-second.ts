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
