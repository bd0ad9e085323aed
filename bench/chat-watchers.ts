// What bench:chat watches while it sends (bench/chat.ts): the load generator's own event loop and collector,
// each app process's garbage collector (BENCH_GC), Redis's counters, CPU time and memory of processes.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { loopBySecond } from '../apps/api/src/test/loop-by-second';
import { cpuMs } from './proc-figures';

/**
 * This process's own event-loop delay and garbage-collection pauses from now to `stop()`: the load generator
 * receives every delivery, so its pauses are in the measured latencies as much as the app's.
 */
export function watchGenerator(): {
  stop: () => { loopP99: number; loopMax: number; gcMs: number; gcMaxMs: number; heldBySecond: number[] };
} {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const held = loopBySecond();
  let gcMs = 0;
  let gcMaxMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop: () => {
      loop.disable();
      held.stop();
      observer.disconnect();
      return { loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, gcMs, gcMaxMs, heldBySecond: held.read() };
    },
  };
}

export type GcFigures = {
  scavenges: number;
  scavengeMs: number;
  maxScavengeMs: number;
  markCompacts: number;
  markCompactMs: number;
  /** Growth of the heap across scavenges: what they moved to the old generation. */
  promotedMb: number;
};

/** No collections yet: where an isolate's figures start, and where `reset()` sets them back. */
export function noCollections(): GcFigures {
  return { scavenges: 0, scavengeMs: 0, maxScavengeMs: 0, markCompacts: 0, markCompactMs: 0, promotedMb: 0 };
}

/**
 * Reads a child's `--trace-gc` lines (its other output goes on to ours) and adds up, from `reset()`, the
 * collections of its main isolate (the one with the most; tsx's loader thread has its own).
 */
export function watchGc(child: ChildProcess): { reset: () => void; read: () => GcFigures | null } {
  const byIsolate = new Map<string, GcFigures & { lastAfter: number | null }>();
  let counting = false;
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const found =
        /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Mark-Compact)[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \//.exec(
          line,
        );
      if (!found) {
        if (!line.startsWith('[')) process.stdout.write(`${line}\n`);
        continue;
      }
      const [, isolate = '', kind, after, pause] = found;
      const figures = byIsolate.get(isolate) ?? { ...noCollections(), lastAfter: null };
      byIsolate.set(isolate, figures);
      if (counting && kind === 'Scavenge') {
        figures.scavenges++;
        figures.scavengeMs += Number(pause);
        figures.maxScavengeMs = Math.max(figures.maxScavengeMs, Number(pause));
        if (figures.lastAfter !== null) figures.promotedMb += Math.max(0, Number(after) - figures.lastAfter);
      } else if (counting) {
        figures.markCompacts++;
        figures.markCompactMs += Number(pause);
      }
      // Growth is counted from one scavenge to the next; a mark-compact starts the count again.
      figures.lastAfter = kind === 'Scavenge' ? Number(after) : null;
    }
  });
  return {
    reset: () => {
      counting = true;
      for (const figures of byIsolate.values()) {
        Object.assign(figures, noCollections());
      }
    },
    read: () => {
      if (!counting || byIsolate.size === 0) return null;
      const main = [...byIsolate.values()].sort(
        (a, b) => b.scavenges + b.markCompacts - (a.scavenges + a.markCompacts),
      )[0];
      if (!main) return null;
      const { lastAfter: _, ...figures } = main;
      counting = false;
      return figures;
    },
  };
}

/** Redis's own counters from now to `stop()`: commands run, reads from and writes to its client sockets. */
export function watchRedis(url: string): {
  started: Promise<void>;
  stop: () => Promise<{ commands: number; reads: number; writes: number }>;
} {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const read = async () => {
    const info = await client.info('stats');
    const field = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)?.[1] ?? 0);
    return {
      commands: field('total_commands_processed'),
      reads: field('total_reads_processed'),
      writes: field('total_writes_processed'),
    };
  };
  const first = read();
  return {
    started: first.then(() => undefined),
    stop: async () => {
      const [before, after] = [await first, await read()];
      client.disconnect();
      // The two INFO calls themselves: one command, one read and one write each.
      return {
        commands: after.commands - before.commands - 1,
        reads: after.reads - before.reads - 1,
        writes: after.writes - before.writes - 1,
      };
    },
  };
}

/**
 * The CPU time some processes spend from now to `stop()`, sampled every 250 ms: a process that appears
 * meanwhile (a new database backend) counts from its start, one that ends counts until its last sample.
 * Null when there were none (the floor has no database).
 */
export function watchCpu(pids: () => Promise<number[]>): {
  started: Promise<void>;
  stop: () => Promise<number | null>;
} {
  const seen = new Map<number, { first: number; last: number }>();
  const sample = async (starting: boolean) => {
    for (const pid of await pids()) {
      const now = cpuMs(pid);
      if (now === null) continue;
      const known = seen.get(pid);
      if (known) known.last = now;
      else seen.set(pid, { first: starting ? now : 0, last: now });
    }
  };
  const started = sample(true);
  const timer = setInterval(() => void sample(false).catch(() => {}), 250);
  return {
    started,
    stop: async () => {
      clearInterval(timer);
      await sample(false);
      if (seen.size === 0) return null;
      return [...seen.values()].reduce((sum, { first, last }) => sum + last - first, 0);
    },
  };
}

export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
