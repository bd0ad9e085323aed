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
import { randomBytes, randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { removeNodeBuilds } from '../apps/api/src/test/chat-node-process';
import { quantile } from './api-load';
import { echoFile, type Node, nodeFile, start } from './chat-nodes';
import { rssMb, watchCpu, watchGenerator, watchRedis } from './chat-watchers';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const socketsWanted = Number(process.env.BENCH_SOCKETS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of sending at the same rate before the measured ones (`BENCH_WARMUP`, 3; 0 for none). */
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * `BENCH_TIMELINE=1`: under each mode, the delivery latency of the messages sent in each second of the run,
 * its clock time (to find it in PostgreSQL's log), and the longest hold of each process's event loop in it.
 */
const timeline = process.env.BENCH_TIMELINE === '1';
/** Which runs to make, e.g. `BENCH_MODES=one` while profiling (default: all three, the floor first). */
const modes = new Set((process.env.BENCH_MODES ?? 'floor,one,two').split(',').map((mode) => mode.trim()));

if (!databaseUrl) {
  console.error('bench:chat needs DATABASE_URL: a PostgreSQL database it may add bench users to.');
  process.exit(1);
}
await bench(databaseUrl);

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
    const echo = await start(echoFile, {});
    await run('floor: bare socket.io', people, () => echo.base, 'userId', [echo], null);
    await echo.stop();
  }
  if (modes.has('one')) {
    const node = await start(nodeFile, { ...env, REDIS_URL: '' });
    await run('one process', people, () => node.base, 'token', [node], benchDatabase);
    await node.stop();
  }
  if (modes.has('two')) {
    const a = await start(nodeFile, { ...env, REDIS_URL: redisUrl });
    const b = await start(nodeFile, { ...env, REDIS_URL: redisUrl });
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
  // The builds of the processes started (all ended above).
  removeNodeBuilds();
  await watcher.close();
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
