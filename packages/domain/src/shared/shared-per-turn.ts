/**
 * `run(key)` at most once per key and turn of the event loop: calls made before the run leaves (on the next
 * turn) share it; a call made after it left waits for a run of its own. So every caller's result was
 * produced after its call was made (nothing older than the request is served), while many callers arriving
 * together (one popular page asked by 32 connections at once) cost one run.
 */
export function sharedPerTurn<K extends object, T>(run: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const waiting = new WeakMap<K, Promise<T>>();
  return (key) => {
    let pending = waiting.get(key);
    if (!pending) {
      pending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        waiting.delete(key);
        return run(key);
      });
      waiting.set(key, pending);
    }
    return pending;
  };
}
