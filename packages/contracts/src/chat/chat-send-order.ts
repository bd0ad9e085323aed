/**
 * How a chat client sends its messages: one after another, in the order they were written. The next one
 * leaves only when the one before is acknowledged (stored), refused, or given up on; a retry keeps its
 * place at the head. A message in flight when the connection broke is retried before anything written
 * while it was down, so the server, which stores and numbers what arrives in arrival order (decision
 * 0008), stores them in the order written, across drops, restarts and retries.
 *
 * The order is kept here, by the sender, because only the sender knows it: a server that reordered by a
 * sequence of the sender's would have to hold a later message back for an earlier one that may never come
 * (a closed tab), or number a late one below messages that readers have already resumed past.
 *
 * A message given up on (no acknowledgement after every attempt) takes the messages behind it with it:
 * `onAbandoned` gets them, in order, to be shown as not sent; sent again by hand, each goes to the end.
 */
export type SendOutcome = 'sent' | 'refused' | 'gaveUp';

export type SendQueue<K> = {
  /** Queues a message (by its key) behind those waiting; one already waiting keeps its place. */
  push: (key: K) => void;
  /** Forgets what waits (sign-out); a send in flight finishes on its own. */
  clear: () => void;
  /** Settles once nothing waits or is in flight. */
  idle: () => Promise<void>;
};

export function createSendQueue<K>(
  deliver: (key: K) => Promise<SendOutcome>,
  onAbandoned: (keys: K[]) => void = () => {},
): SendQueue<K> {
  let waiting: K[] = [];
  let running = false;
  let done: Promise<void> = Promise.resolve();

  async function run(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const key = waiting[0] as K;
        const outcome = await deliver(key).catch((): SendOutcome => 'gaveUp');
        if (waiting[0] === key) waiting.shift();
        if (outcome === 'gaveUp' && waiting.length > 0) {
          const rest = waiting;
          waiting = [];
          onAbandoned(rest);
        }
      }
    } finally {
      // In the same turn as the loop's last check: a key pushed after it starts a new run.
      running = false;
    }
  }

  return {
    push(key) {
      if (!waiting.includes(key)) waiting.push(key);
      if (running) return;
      running = true;
      done = run();
    },
    clear() {
      waiting = [];
    },
    idle: () => done,
  };
}
