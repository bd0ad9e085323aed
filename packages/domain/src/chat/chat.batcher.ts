/**
 * Gathers items that arrive close together and hands them to `write` in one call (one statement for the
 * chat's messages). One write runs at a time: what arrives while it is in flight waits for it and goes in
 * the next one, so batches grow with the load by themselves and follow arrival order. An item that finds
 * nothing in flight waits `windowMs` for company (0: only the rest of the current event-loop turn).
 * Each caller gets its own item's answer once the write that held it is done, or that write's error: a
 * failed write fails every item in it, and the next batch is tried on its own.
 */
export type Batcher<I, O> = {
  add: (item: I) => Promise<O>;
  /** Items waiting or being written. */
  readonly size: number;
};

type Waiting<I, O> = { item: I; resolve: (answer: O) => void; reject: (error: unknown) => void };

export function createBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  options: { windowMs?: number; maxItems?: number } = {},
): Batcher<I, O> {
  const windowMs = options.windowMs ?? 0;
  const maxItems = options.maxItems ?? 500;
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      inFlight = batch.length;
      try {
        const answers = await write(batch.map((waiting) => waiting.item));
        if (answers.length !== batch.length) {
          throw new Error(`a batch write answered ${answers.length} of ${batch.length} items`);
        }
        for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index] as O);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      } finally {
        inFlight = 0;
      }
    }
  }

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // In flight: the running flush takes it next. Otherwise start one after the window.
        if (inFlight > 0 || scheduled) return;
        scheduled = true;
        if (windowMs > 0) setTimeout(() => void flush(), windowMs);
        else setImmediate(() => void flush());
      });
    },
    get size() {
      return queue.length + inFlight;
    },
  };
}
