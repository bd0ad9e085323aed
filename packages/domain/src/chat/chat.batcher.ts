/**
 * Gathers items that arrive close together and hands them to `write` in one call (one statement for the
 * chat's messages). Up to `lanes` writes run at once (default one); what arrives while every lane is busy
 * waits for the first to finish and goes in the next write, so batches grow with the load by themselves.
 * Items of one key (`keyOf`, the chat's conversation) are never in two writes at once and are written in
 * arrival order: an item whose key is in flight, or waits behind an earlier item of its key, waits for that
 * write even when a lane is free. Without `keyOf` every item has the same key, so one write runs at a time
 * whatever `lanes` says. An item that finds a free lane waits `windowMs` for company (0: only the rest of
 * the current event-loop turn).
 * Each caller gets its own item's answer once the write that held it is done, or that write's error: a
 * failed write fails every item in it, and the next batch is tried on its own.
 */
export type Batcher<I, O> = {
  add: (item: I) => Promise<O>;
  /** Items waiting or being written. */
  readonly size: number;
};

type Waiting<I, O> = { item: I; key: string; resolve: (answer: O) => void; reject: (error: unknown) => void };

export function createBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  options: { windowMs?: number; maxItems?: number; lanes?: number; keyOf?: (item: I) => string } = {},
): Batcher<I, O> {
  const windowMs = options.windowMs ?? 0;
  const maxItems = options.maxItems ?? 500;
  const lanes = options.keyOf ? Math.max(1, options.lanes ?? 1) : 1;
  const keyOf = options.keyOf ?? (() => '');
  let queue: Waiting<I, O>[] = [];
  /** Keys of the items in flight. */
  const busy = new Set<string>();
  let running = 0;
  let inFlight = 0;
  let scheduled = false;

  /** The next batch in arrival order: at most maxItems, none of a key in flight or left behind here. */
  function take(): Waiting<I, O>[] {
    if (running === 0 && queue.length <= maxItems) {
      const all = queue;
      queue = [];
      return all;
    }
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const behind = new Set<string>();
    for (const waiting of queue) {
      if (batch.length < maxItems && !busy.has(waiting.key) && !behind.has(waiting.key)) batch.push(waiting);
      else {
        rest.push(waiting);
        if (batch.length < maxItems) behind.add(waiting.key);
      }
    }
    queue = rest;
    return batch;
  }

  function start(): void {
    scheduled = false;
    while (running < lanes && queue.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      void run(batch);
    }
  }

  async function run(batch: Waiting<I, O>[]): Promise<void> {
    running++;
    inFlight += batch.length;
    for (const waiting of batch) busy.add(waiting.key);
    try {
      const answers = await write(batch.map((waiting) => waiting.item));
      if (answers.length !== batch.length) {
        throw new Error(`a batch write answered ${answers.length} of ${batch.length} items`);
      }
      for (const [index, waiting] of batch.entries()) waiting.resolve(answers[index] as O);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      running--;
      inFlight -= batch.length;
      for (const waiting of batch) busy.delete(waiting.key);
      // What waited for this write goes now, without a window: it has waited already.
      start();
    }
  }

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, key: keyOf(item), resolve, reject });
        // Every lane busy: the first write to finish takes it. Otherwise start one after the window.
        if (running >= lanes || scheduled) return;
        scheduled = true;
        if (windowMs > 0) setTimeout(start, windowMs);
        else setImmediate(start);
      });
    },
    get size() {
      return queue.length + inFlight;
    },
  };
}
