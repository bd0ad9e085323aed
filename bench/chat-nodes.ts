// The processes bench:chat measures (bench/chat.ts): an app node (apps/api/src/test/chat-node.ts) or the
// bare relay (bench/chat-echo.ts), built as the server is and started with the bench's Node options, answering
// their port over IPC (apps/api/src/test/chat-node-process.ts, as the multi-process chat tests start theirs).
import { fileURLToPath } from 'node:url';
import { chatNodeFile, startBuiltNode } from '../apps/api/src/test/chat-node-process';
import { serverNodeFlags } from '../scripts/node-flags';
import { type GcFigures, watchGc } from './chat-watchers';

/**
 * Node options of the app processes: production's (scripts/node-flags.ts) unless `BENCH_NODE_ARGS` names
 * others, e.g. `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` (`BENCH_NODE_ARGS=' '` for none).
 */
const nodeArgs =
  process.env.BENCH_NODE_ARGS === undefined ? serverNodeFlags : process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean);
/**
 * `BENCH_GC=1`: the app processes run with `--trace-gc`, and under each mode the bench prints what their
 * garbage collector did while sending (collections, pauses, what was promoted to the old generation): on a
 * shared machine these counts hold where latencies do not, and pauses are what a message waits behind.
 */
const traceGc = process.env.BENCH_GC === '1';

export const nodeFile = chatNodeFile;
export const echoFile = fileURLToPath(new URL('./chat-echo.ts', import.meta.url));

export type LoopDelay = { p99: number; max: number; bySecond: number[]; oldGcBySecond?: number[] };

export type Node = {
  base: string;
  pid: number;
  /**
   * An app node's event-loop delay since the last reset, in ms, and its longest hold in each second (the
   * relay has none to give).
   */
  loopDelay: (reset?: boolean) => Promise<LoopDelay | null>;
  /** With BENCH_GC: what the garbage collector did since `gc.reset()` (else null). */
  gc: { reset: () => void; read: () => GcFigures | null };
  stop: () => Promise<void>;
};

export async function start(file: string, env: Record<string, string>): Promise<Node> {
  const appNode = file === nodeFile;
  const gcArgs = traceGc && appNode ? ['--trace-gc'] : [];
  const { process: child, base } = await startBuiltNode(file, {
    env,
    nodeArgs: [...nodeArgs, ...gcArgs],
    stdout: gcArgs.length > 0 ? 'pipe' : 'inherit',
  });
  const gc = watchGc(child);
  return {
    base,
    pid: child.pid ?? 0,
    gc,
    loopDelay: async (reset = false) => {
      if (!appNode) return null;
      if (reset) {
        child.send({ command: 'loop-reset' });
        return null;
      }
      return new Promise((resolve) => {
        const onMessage = (message: { loopDelay?: LoopDelay }) => {
          if (!message.loopDelay) return;
          child.off('message', onMessage);
          resolve(message.loopDelay);
        };
        child.on('message', onMessage);
        child.send({ command: 'loop-delay' });
      });
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
