/**
 * Gathers items that arrive close together and hands them to `write` in one call (one statement for the
 * chat's messages). One write runs at a time: what arrives while it is in flight waits for it and goes in
 * the next one, so batches grow with the load by themselves and follow arrival order. An item that finds
 * nothing in flight waits `windowMs` for company (0: only the rest of the current event-loop turn).
 * Each caller gets its own item's answer once the write that held it is done, or that write's error: a
 * failed write fails every item in it, and the next batch is tried on its own.
 *
 * The next write starts before the callers of the last one are answered: their answers are handed out
 * in a later turn of the event loop (in batch order), after the next write has gone out. Answered at once,
 * the callers' own work (the chat's deliveries and acknowledgements, ~0.1-0.2 ms each) ran first, and the
 * next statement waited behind it: pg's pool hands a connection out on the next tick, after every promise
 * callback, so 500 answers held the next statement back for up to 150 ms (a queue that did not drain at
 * 2,000 messages a second; decision 0021).
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
      let answer: () => void;
      try {
        const answers = await write(batch.map((waiting) => waiting.item));
        if (answers.length !== batch.length) {
          throw new Error(`a batch write answered ${answers.length} of ${batch.length} items`);
        }
        answer = () => {
          for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index] as O);
        };
      } catch (error) {
        answer = () => {
          for (const waiting of batch) waiting.reject(error);
        };
      } finally {
        inFlight = 0;
      }
      // After the next write has been handed on (this loop goes on at once); immediates run in order.
      setImmediate(answer);
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
