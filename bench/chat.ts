// Realtime chat under load. On the PostgreSQL database named by DATABASE_URL (any; it adds its
// own bench users once), it runs, one after the other in one run:
//   floor   a bare socket.io relay (no auth, no database): the latency socket.io itself costs here;
//   one     one app process (apps/api/src/test/chat-node.ts) without Redis;
//   two     two app processes with the Redis adapter (REDIS_URL, default redis://127.0.0.1:6379), every
//           pair split across them.
// Each connects BENCH_SOCKETS (1,000) clients as pairs (client ↔ sales rep) and sends BENCH_RATE (500)
// messages a second for BENCH_SECONDS (10), after BENCH_WARMUP (3) seconds at the same rate that are not counted; it prints sustained messages/s, delivery latency p50/p95/p99
// (sent → received by the other side) and the sender's ack p99, server memory, lost or duplicated messages
// (acknowledged but never received, or received twice), and the CPU time spent per message while sending
// (the app processes, this database's PostgreSQL backends, the load generator itself): a figure that holds on
// a busy machine, where latencies do not. With Redis it also prints Redis's work per message (commands, and
// reads and writes of its sockets: each read takes one write of a process, however many commands it held).
// BENCH_GC=1 adds what each app process's garbage collector did while sending, BENCH_TIMELINE=1 each second's
// latencies. Targets on 2 cores: p99 ≤ 50 ms alone, ≤ 100 ms with Redis, none lost.
// This process receives every delivery, so its own pauses are in the latencies: it prints its event-loop
// delay and collector pauses under each mode, and runs with the servers' larger young generation
// (`npm run bench:chat` passes --max-semi-space-size=64; with Node's default its scavenges of 5,000 client
// sockets' packets paused it up to 61 ms in a 10 s run).
//   DATABASE_URL=postgres://… npm run bench:chat
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { loopBySecond } from '../apps/api/src/test/loop-by-second';
import { serverNodeFlags } from '../scripts/node-flags';
import { quantile } from './api-load';
import { cpuMs } from './proc-figures';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const socketsWanted = Number(process.env.BENCH_SOCKETS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of sending at the same rate before the measured ones (`BENCH_WARMUP`, 3; 0 for none). */
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
/** Which runs to make, e.g. `BENCH_MODES=one` while profiling (default: all three, the floor first). */
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
/**
 * `BENCH_TIMELINE=1`: under each mode, the delivery latency of the messages sent in each second of the run,
 * its clock time (to find it in PostgreSQL's log), and the longest hold of each process's event loop in it.
 */
const timeline = process.env.BENCH_TIMELINE === '1';
const modes = new Set((process.env.BENCH_MODES ?? 'floor,one,two').split(',').map((mode) => mode.trim()));
const nodeFile = fileURLToPath(new URL('../apps/api/src/test/chat-node.ts', import.meta.url));

if (process.argv.includes('--echo')) {
  await serveEcho();
} else {
  if (!databaseUrl) {
    console.error('bench:chat needs DATABASE_URL: a PostgreSQL database it may add bench users to.');
    process.exit(1);
  }
  await bench(databaseUrl);
}

/** The floor: socket.io relaying each message to the other side's room, nothing else. */
async function serveEcho(): Promise<void> {
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.of('/chat').use((socket, next) => {
    socket.join(`user:${String(socket.handshake.auth.userId)}`);
    next();
  });
  io.of('/chat').on('connection', (socket) => {
    socket.on('sendMessage', (payload: { receiverId: string; messageText: string; clientMessageId: string }, ack) => {
      const message = { id: payload.clientMessageId, text: payload.messageText, receiverId: payload.receiverId };
      ack?.({ ok: true, message });
      io.of('/chat').to(`user:${payload.receiverId}`).emit('newMessage', { message });
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('SIGTERM', () => process.exit(0));
}

type Pair = { client: { id: string; token: string }; rep: { id: string; token: string } };

async function bench(url: string): Promise<void> {
  const { openDatabase } = await import('@tendero/db');
  const { sql } = await import('drizzle-orm');
  // Bench people: clients and sales reps of one company, each with a live session token (the fault
  // proofs make theirs the same way).
  const { createChatPairs } = await import('../scripts/proofs/chat-traffic');
  const pairs = socketsWanted / 2;
  const people: Pair[] = await createChatPairs(url, pairs);
  // One connection kept for the run: which PostgreSQL backends serve this database (their CPU is counted).
  const watcher = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  const benchDatabase = {
    backends: async (): Promise<number[]> =>
      (
        (await watcher.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((row) => row.pid),
    // Fresh statistics and no dead rows before each run, as autovacuum keeps them in production (this server
    // runs without it): plans made on no statistics would measure something no deployment runs, and each run
    // leaves every conversation row with a few dozen dead versions (20,000 updates of 2,500 rows), so without
    // a vacuum the next run's updates find full pages and write new index entries instead of updating in place.
    analyze: async () => {
      await watcher.db.execute(
        sql`vacuum (analyze) users, sessions, companies, chats, chat_participants, chat_messages`,
      );
    },
  };
  console.info(
    `${socketsWanted} sockets (${pairs} client ↔ sales rep pairs), ${rate} messages/s for ${seconds} s per mode`,
  );
  console.info(
    'mode                      sent/s  delivered   p50 ms   p95 ms   p99 ms  ack p99   lost  doubled  CPU ms/msg: app   db  load  server RSS',
  );

  const secret = randomBytes(32).toString('hex');
  const env = { DATABASE_URL: url, SESSION_SECRET: secret };
  // Floor: the bare relay.
  if (modes.has('floor')) {
    const echo = await start(fileURLToPath(import.meta.url), ['--echo'], {});
    await run('floor: bare socket.io', people, () => echo.base, 'userId', [echo], null);
    await echo.stop();
  }
  if (modes.has('one')) {
    const node = await start(nodeFile, [], { ...env, REDIS_URL: '' });
    await run('one process', people, () => node.base, 'token', [node], benchDatabase);
    await node.stop();
  }
  if (modes.has('two')) {
    const a = await start(nodeFile, [], { ...env, REDIS_URL: redisUrl });
    const b = await start(nodeFile, [], { ...env, REDIS_URL: redisUrl });
    await run(
      'two processes + Redis',
      people,
      (role) => (role === 'client' ? a.base : b.base),
      'token',
      [a, b],
      benchDatabase,
      redisUrl,
    );
    await a.stop();
    await b.stop();
  }
  await watcher.close();
}

type LoopDelay = { p99: number; max: number; bySecond: number[]; oldGcBySecond?: number[] };

type Node = {
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

async function start(file: string, args: string[], env: Record<string, string>): Promise<Node> {
  const appNode = file === nodeFile;
  const gcArgs = traceGc && appNode ? ['--trace-gc'] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...gcArgs, '--import', 'tsx', file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', gcArgs.length > 0 ? 'pipe' : 'inherit', 'inherit', 'ipc'],
  });
  const gc = watchGc(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => (message.port ? resolve(message.port) : reject()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
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

async function run(
  name: string,
  pairs: Pair[],
  baseOf: (role: 'client' | 'rep') => string,
  auth: 'token' | 'userId',
  nodes: Node[],
  database: { backends: () => Promise<number[]>; analyze: () => Promise<void> } | null,
  redis: string | null = null,
): Promise<void> {
  const open = async (person: { id: string; token: string }, role: 'client' | 'rep') => {
    const socket = connect(`${baseOf(role)}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: auth === 'token' ? { token: person.token } : { userId: person.id },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const sockets: { client: Socket; rep: Socket; room: string; pair: Pair }[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = await Promise.all(
      pairs.slice(i, i + 50).map(async (pair) => {
        const [client, rep] = await Promise.all([open(pair.client, 'client'), open(pair.rep, 'rep')]);
        const room =
          auth === 'token'
            ? (
                (await client.timeout(20_000).emitWithAck('startConversation', { oppositeUserId: pair.rep.id })) as {
                  roomId: string;
                }
              ).roomId
            : randomUUID();
        return { client, rep, room, pair };
      }),
    );
    sockets.push(...batch);
  }

  const total = rate * seconds;
  const interval = 1000 / rate;
  // This process's bookkeeping is arrays indexed by the message's number (in its text, "m-<n>-…"): with
  // maps of 20,000 texts its own heap grew through the run and a collection of it paused the receipt of
  // deliveries near the end.
  const sentAt = new Float64Array(total);
  const acked = new Uint8Array(total);
  const received = new Uint8Array(total);
  const latencies: number[] = [];
  const ackLatencies: number[] = [];
  /** Per second of sending: the latencies of the messages sent in it (BENCH_TIMELINE). */
  const bySecond: number[][] = [];
  let began = 0;
  /** The wall-clock time of `began`, so a second of the timeline can be found in the servers' logs. */
  let beganAt = 0;
  for (const { rep } of sockets) {
    rep.on('newMessage', ({ message }: { message: { text: string } }) => {
      // Warm-up messages ("w-…") are delivered and not counted.
      if (!message.text.startsWith('m-')) return;
      const n = Number(message.text.slice(2, message.text.indexOf('-', 2)));
      received[n] = Math.min(255, (received[n] ?? 0) + 1);
      if (received[n] !== 1) return;
      const started = sentAt[n] ?? 0;
      const latency = performance.now() - started;
      latencies.push(latency);
      if (timeline) {
        const second = Math.floor((started - began) / 1000);
        const list = bySecond[second] ?? [];
        list.push(latency);
        bySecond[second] = list;
      }
    });
  }

  /** Sends `count` messages at the bench's rate from `from` (ms); settles when every one is answered. */
  const sendPaced = async (count: number, from: number, kind: 'w' | 'm') => {
    let pending = count;
    let allAnswered = () => {};
    const answered = new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
    const settled = () => {
      pending--;
      if (pending === 0) allAnswered();
    };
    for (let n = 0; n < count; n++) {
      const wait = from + n * interval - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const target = sockets[n % sockets.length];
      if (!target) {
        settled();
        continue;
      }
      const sent = performance.now();
      if (kind === 'm') sentAt[n] = sent;
      target.client
        .timeout(10_000)
        .emitWithAck('sendMessage', {
          roomId: target.room,
          messageText: `${kind}-${n}-${randomUUID()}`,
          receiverId: target.pair.rep.id,
          clientMessageId: randomUUID(),
          // The stored copy comes in the ack, as the relay's does: two socket writes a message, not three.
          echo: false,
        })
        .then((answer: { ok: boolean }) => {
          if (kind === 'm') {
            ackLatencies.push(performance.now() - sent);
            if (answer.ok) acked[n] = 1;
          }
        })
        .catch(() => {})
        .finally(settled);
    }
    if (count > 0) await answered;
  };

  await database?.analyze();
  // Warm-up at the same rate, not measured: a process that has just started grows its young generation
  // from 1 MB and compiles its paths in its first seconds under load (the first second's p99 was about
  // twice a settled second's); production processes serve warm.
  await sendPaced(Math.round(rate * warmup), performance.now(), 'w');
  const redisStats = redis ? watchRedis(redis) : null;
  await redisStats?.started;
  const appCpu = watchCpu(async () => nodes.map((node) => node.pid));
  const dbCpu = watchCpu(database?.backends ?? (async () => []));
  const loadCpu = process.cpuUsage();
  await Promise.all([appCpu.started, dbCpu.started, ...nodes.map((node) => node.loopDelay(true))]);
  for (const node of nodes) node.gc.reset();
  const generator = watchGenerator();
  began = performance.now();
  beganAt = Date.now();
  await sendPaced(total, began, 'm');
  const elapsed = (performance.now() - began) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1500)); // late deliveries
  const loadUsed = process.cpuUsage(loadCpu);
  const generatorFigures = generator.stop();
  const redisUsed = await redisStats?.stop();
  const loops = (await Promise.all(nodes.map((node) => node.loopDelay()))).filter((loop) => loop !== null);
  const collected = nodes.map((node) => node.gc.read()).filter((figures) => figures !== null);
  // Per message that went all the way (delivered): what is still queued at the end is not counted.
  const perMessage = (ms: number | null) =>
    ms === null || latencies.length === 0 ? '–' : (ms / latencies.length).toFixed(2);
  const cpu = {
    app: perMessage(await appCpu.stop()),
    db: perMessage(await dbCpu.stop()),
    load: perMessage((loadUsed.user + loadUsed.system) / 1000),
  };
  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  let lost = 0;
  let doubled = 0;
  let ackedCount = 0;
  for (let n = 0; n < total; n++) {
    if (acked[n] === 1) ackedCount++;
    if (acked[n] === 1 && received[n] === 0) lost++;
    if ((received[n] ?? 0) > 1) doubled++;
  }
  const rss = nodes.map((node) => `${rssMb(node.pid).toFixed(0)} MB`).join(' + ');
  const ms = (sorted: number[], q: number) => quantile(sorted, q).toFixed(1).padStart(8);
  const columns = [
    name.padEnd(24),
    (ackedCount / elapsed).toFixed(0).padStart(8),
    String(latencies.length).padStart(10),
    ms(latencies, 0.5),
    ms(latencies, 0.95),
    ms(latencies, 0.99),
    ms(ackLatencies, 0.99),
    String(lost).padStart(6),
    String(doubled).padStart(8),
    ` ${cpu.app.padStart(15)}`,
    cpu.db.padStart(4),
    cpu.load.padStart(5),
    ` ${rss}`,
  ];
  console.info(columns.join(' '));
  if (loops.length > 0) {
    const each = loops.map((loop) => `p99 ${loop.p99.toFixed(0)} ms, max ${loop.max.toFixed(0)} ms`);
    console.info(`  event-loop delay while sending: ${each.join('; ')}`);
  }
  // A pause of this process delays the receipt of what arrived meanwhile: it counts in the latencies above.
  console.info(
    `  load generator (this process) while sending: event-loop delay p99 ${generatorFigures.loopP99.toFixed(0)} ms, ` +
      `max ${generatorFigures.loopMax.toFixed(0)} ms; collector pauses ${generatorFigures.gcMs.toFixed(0)} ms, ` +
      `longest ${generatorFigures.gcMaxMs.toFixed(1)} ms`,
  );
  if (collected.length > 0 && latencies.length > 0) {
    const each = collected.map(
      (gc) =>
        `${gc.scavenges} scavenges (${gc.scavengeMs.toFixed(0)} ms, max ${gc.maxScavengeMs.toFixed(1)} ms), ` +
        `${gc.markCompacts} mark-compacts (${gc.markCompactMs.toFixed(0)} ms), ` +
        `promoted ${((gc.promotedMb * 1024) / latencies.length).toFixed(2)} KB a message`,
    );
    console.info(`  garbage collection while sending: ${each.join('; ')}`);
  }
  if (timeline) {
    const apps = loops.map((_, index) => (loops.length > 1 ? `app ${index + 1}` : 'app'));
    const heldBy = [...apps, 'generator'].join(' / ');
    for (const [second, list] of bySecond.entries()) {
      const sorted = (list ?? []).sort((a, b) => a - b);
      const clock = new Date(beganAt + second * 1000).toISOString().slice(11, 23);
      // Who held a loop in that second: the app processes' and this one's longest hold.
      const held = [...loops.map((loop) => loop.bySecond[second] ?? 0), generatorFigures.heldBySecond[second] ?? 0];
      // The app processes' old-generation collections in that second (what the one-process misses shared).
      const oldGc = loops.map((loop) => loop.oldGcBySecond?.[second] ?? 0);
      const collected = oldGc.some((ms) => ms > 0)
        ? `; old-generation GC ${oldGc.map((ms) => ms.toFixed(0)).join(' / ')} ms (${apps.join(' / ')})`
        : '';
      console.info(
        `  second ${second} (${clock} UTC): ${sorted.length} delivered, p50 ${quantile(sorted, 0.5).toFixed(1)}, ` +
          `p99 ${quantile(sorted, 0.99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; loop held ` +
          `${held.map((ms) => ms.toFixed(0)).join(' / ')} ms (${heldBy})${collected}`,
      );
    }
  }
  if (redisUsed && latencies.length > 0) {
    const per = (count: number) => (count / latencies.length).toFixed(3);
    console.info(
      `  Redis per message: ${per(redisUsed.commands)} commands, ${per(redisUsed.reads)} reads, ${per(redisUsed.writes)} writes`,
    );
  }
  for (const { client, rep } of sockets) {
    client.close();
    rep.close();
  }
}

/**
 * This process's own event-loop delay and garbage-collection pauses from now to `stop()`: the load generator
 * receives every delivery, so its pauses are in the measured latencies as much as the app's.
 */
function watchGenerator(): {
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

type GcFigures = {
  scavenges: number;
  scavengeMs: number;
  maxScavengeMs: number;
  markCompacts: number;
  markCompactMs: number;
  /** Growth of the heap across scavenges: what they moved to the old generation. */
  promotedMb: number;
};

/** No collections yet: where an isolate's figures start, and where `reset()` sets them back. */
function noCollections(): GcFigures {
  return { scavenges: 0, scavengeMs: 0, maxScavengeMs: 0, markCompacts: 0, markCompactMs: 0, promotedMb: 0 };
}

/**
 * Reads a child's `--trace-gc` lines (its other output goes on to ours) and adds up, from `reset()`, the
 * collections of its main isolate (the one with the most; tsx's loader thread has its own).
 */
function watchGc(child: ChildProcess): { reset: () => void; read: () => GcFigures | null } {
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
function watchRedis(url: string): {
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
function watchCpu(pids: () => Promise<number[]>): { started: Promise<void>; stop: () => Promise<number | null> } {
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

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
