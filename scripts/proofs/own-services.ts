// Services a fault proof owns, so it can stop them without touching the machine's own PostgreSQL (5432) or
// Redis (6379), which other work uses: a PostgreSQL 15 in a temporary folder, a redis-server without
// persistence, and an SMTP sink that counts every delivery.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { canConnect } from '../cluster/cluster';

const pgBin = '/usr/lib/postgresql/15/bin';

export type OwnPostgres = {
  /** The server (database `postgres`); append a database name with `databaseUrl`. */
  databaseUrl: (name: string) => string;
  /** `pg_ctl stop -m fast`: answers when it is down, with how long that took. */
  stop: () => Promise<{ ms: number }>;
  /** `pg_ctl start -w`: answers once it accepts connections, with how long that took. */
  start: () => Promise<{ ms: number }>;
  /** Stops it (if running) and removes its folder. */
  remove: () => Promise<void>;
};

/** Runs a command as the `postgres` OS user (PostgreSQL refuses to run as root). */
function asPostgres(args: string[]): { status: number | null; output: string } {
  const asRoot = process.getuid?.() === 0;
  const [command, rest] = asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0] ?? '', args.slice(1)];
  const result = spawnSync(command as string, rest as string[], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  if (await canConnect('127.0.0.1', port, 300)) throw new Error(`port ${port} is in use already`);
  const dir = mkdtempSync(join(tmpdir(), 'tendero-proof-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const init = asPostgres([join(pgBin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.output}`);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;
  const start = async () => {
    const started = performance.now();
    const result = asPostgres([
      join(pgBin, 'pg_ctl'),
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      'start',
    ]);
    if (result.status !== 0) throw new Error(`pg_ctl start failed: ${result.output}`);
    running = true;
    return { ms: performance.now() - started };
  };
  const stop = async () => {
    const started = performance.now();
    const result = asPostgres([join(pgBin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    if (result.status !== 0) throw new Error(`pg_ctl stop failed: ${result.output}`);
    running = false;
    return { ms: performance.now() - started };
  };
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    databaseUrl: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop,
    start,
    remove: async () => {
      if (running) await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type OwnRedis = {
  url: string;
  /** SIGTERM and wait for the exit; how long that took. */
  stop: () => Promise<{ ms: number }>;
  /** Starts it again and waits until it accepts connections. */
  start: () => Promise<{ ms: number }>;
  pid: () => number | null;
};

/** A redis-server of its own (no RDB, no AOF): an empty Redis, as a restarted cache would be. */
export async function startOwnRedis(port: number): Promise<OwnRedis> {
  if (await canConnect('127.0.0.1', port, 300)) throw new Error(`port ${port} is in use already`);
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = performance.now();
    const spawned = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = spawned;
    while (!(await canConnect('127.0.0.1', port, 300))) {
      if (spawned.exitCode !== null) throw new Error(`redis-server exited with ${spawned.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { ms: performance.now() - started };
  };
  const stop = async () => {
    const running = child;
    const started = performance.now();
    if (!running || running.exitCode !== null || running.signalCode !== null) return { ms: 0 };
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    return { ms: performance.now() - started };
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, pid: () => child?.pid ?? null };
}

export type SmtpSink = {
  url: string;
  /** Every delivery so far: recipients and subject, in arrival order. */
  deliveries: () => { to: string[]; subject: string }[];
  close: () => Promise<void>;
};

/** An SMTP server that accepts everything (no TLS, no auth) and keeps who got what. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const deliveries: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/, 1)[0] ?? '';
        // Headers may be folded over several lines.
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        deliveries.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries: () => [...deliveries],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
