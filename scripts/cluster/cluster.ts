// The production shape on this machine: N app processes (`node apps/api/dist/server.js`) on loopback ports,
// on one PostgreSQL and one Redis, behind nginx (Debian's package) with the sticky socket.io design of
// nginx-config.ts. Used by `npm run cluster` and by the proofs (scripts/proofs/*), which start it, load it
// through `url`, and stop, kill or restart one process at a time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../node-flags';
import { renderNginxConfig } from './nginx-config';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const nginxBinary = '/usr/sbin/nginx';
export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/tendero_cluster';
export const defaultRedisUrl = 'redis://127.0.0.1:6379';

export type ClusterOptions = {
  /** App processes (2 by default). */
  processes?: number;
  /** nginx's port on 127.0.0.1 (8080 by default). */
  port?: number;
  /** The first app process's port; the others follow (3401, 3402, …). */
  firstAppPort?: number;
  databaseUrl?: string;
  redisUrl?: string;
  /** Extra settings of every app process (the proofs raise the rate limits). */
  env?: Record<string, string>;
  /** `console`: app and nginx output on this terminal, each line prefixed; `file`: only in the logs. */
  output?: 'console' | 'file';
  /** Runs `npm run build` first (the server and the web app, when their sources changed). */
  build?: boolean;
};

export type AppProcess = {
  index: number;
  port: number;
  /** The process's own address, bypassing nginx. */
  url: string;
  pid: () => number | null;
  running: () => boolean;
};

export type Cluster = {
  /** nginx: the address to use. */
  url: string;
  apps: AppProcess[];
  nginxPid: () => number | null;
  /** Where each process's output goes (app-1.log, …, nginx.log). */
  logDir: string;
  /** Sends `signal` to process i and waits for it to exit: its exit code and how long it took. */
  stop: (index: number, signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
  kill: (index: number) => Promise<{ code: number | null; ms: number }>;
  /** Starts process i again and waits until its /readyz answers 200; answers how long that took. */
  start: (index: number) => Promise<{ ms: number }>;
  /** Stops everything (apps with SIGTERM, SIGKILL after 12 s) and removes the temporary folder. */
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installs Debian's nginx when it is missing, like .ci/run installs Chromium. */
export function ensureNginx(): void {
  if (existsSync(nginxBinary)) return;
  console.info('== installing Debian’s nginx (apt-get install -y nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (install() !== 0) throw new Error('apt-get install nginx failed; install nginx and try again');
  }
  // The package may start the system service on port 80; the cluster never uses it.
}

/** Creates the database of DATABASE_URL on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${server.host}: ${(error as Error).message}`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.info(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

/** Whether something accepts TCP connections at host:port. */
export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** `npm run build`: the same build `npm start` and CI use, skipped for parts whose sources did not change. */
export function buildOnce(): void {
  const status = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  }).status;
  if (status !== 0) throw new Error('the build failed');
}

/** Waits until `url` answers 200, failing early when `alive` turns false. */
export async function waitForOk(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await answer.arrayBuffer();
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Writes a child's output to its log file and, with `console`, to this terminal with a prefix. */
function pipeOutput(child: ChildProcess, logFile: string, prefix: string | null): void {
  const log = createWriteStream(logFile, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    stream.pipe(log, { end: false });
    if (prefix === null) continue;
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.once('exit', () => log.end());
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 2;
  const port = options.port ?? 8080;
  const firstAppPort = options.firstAppPort ?? 3401;
  const databaseUrl = options.databaseUrl ?? defaultDatabaseUrl;
  const redisUrl = options.redisUrl ?? defaultRedisUrl;
  const toConsole = options.output === 'console';
  if (count < 1 || count > 20) throw new Error('--processes must be between 1 and 20');

  ensureNginx();
  const redis = new URL(redisUrl);
  if (!(await canConnect(redis.hostname, Number(redis.port || 6379)))) {
    throw new Error(`Redis does not answer at ${redis.host} (REDIS_URL)`);
  }
  await ensureDatabase(databaseUrl);
  for (const taken of [port, ...Array.from({ length: count }, (_, i) => firstAppPort + i)]) {
    if (await canConnect('127.0.0.1', taken, 300)) throw new Error(`port ${taken} is in use already`);
  }
  if (options.build !== false) buildOnce();

  // nginx's prefix and the logs: removed on close. nginx's workers (www-data when run as root) must be
  // able to enter it to reach the temporary folders the master creates for them.
  const temp = mkdtempSync(join(tmpdir(), 'tendero-cluster-'));
  chmodSync(temp, 0o755);
  // The processes share one data folder (uploads, the demo session secret), kept between runs like the
  // database; the first process makes the secret before the others start.
  const dataDir = join(root, 'data', 'cluster');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = `http://127.0.0.1:${port}`;
  const apps = Array.from({ length: count }, (_, index) => ({ index, port: firstAppPort + index }));
  const children: (ChildProcess | null)[] = apps.map(() => null);

  const appEnv = (appPort: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.env,
  });

  const startApp = async (index: number): Promise<{ ms: number }> => {
    const app = apps[index];
    if (!app) throw new Error(`no process ${index}`);
    if (children[index] && children[index].exitCode === null && children[index].signalCode === null) {
      throw new Error(`process ${index + 1} is running`);
    }
    const started = performance.now();
    const child = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps', 'api', 'dist', 'server.js')], {
      cwd: root,
      env: appEnv(app.port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children[index] = child;
    pipeOutput(child, join(temp, `app-${index + 1}.log`), toConsole ? `[app${index + 1}]` : null);
    const alive = () => child.exitCode === null && child.signalCode === null;
    await waitForOk(`http://127.0.0.1:${app.port}/readyz`, 180_000, alive);
    return { ms: performance.now() - started };
  };

  const stopApp = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const child = children[index];
    const started = performance.now();
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    const code = await exited(child);
    clearTimeout(force);
    return { code, ms: performance.now() - started };
  };

  let nginx: ChildProcess | null = null;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT');
      const force = setTimeout(() => nginx?.kill('SIGKILL'), 5_000);
      await exited(nginx);
      clearTimeout(force);
    }
    await Promise.all(apps.map((app) => stopApp(app.index)));
    rmSync(temp, { recursive: true, force: true });
  };

  // Ctrl-C or SIGTERM while starting (the caller's own handlers come after): stop what started, then exit.
  const abortStart = () => void close().finally(() => process.exit(130));
  process.once('SIGINT', abortStart);
  process.once('SIGTERM', abortStart);
  try {
    // The first process alone: it migrates the database and seeds the demo data; then the others.
    await startApp(0);
    await Promise.all(apps.slice(1).map((app) => startApp(app.index)));

    const config = renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      servers: apps.map((app) => `127.0.0.1:${app.port}`),
      prefix: temp,
      accessLog: 'off',
    });
    writeFileSync(join(temp, 'nginx.conf'), config);
    const started = spawn(
      nginxBinary,
      ['-p', temp, '-c', join(temp, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx = started;
    pipeOutput(started, join(temp, 'nginx.log'), toConsole ? '[nginx]' : null);
    await waitForOk(`${publicUrl}/healthz`, 10_000, () => started.exitCode === null && started.signalCode === null);
  } catch (error) {
    await close();
    throw error;
  } finally {
    process.off('SIGINT', abortStart);
    process.off('SIGTERM', abortStart);
  }

  return {
    url: publicUrl,
    logDir: temp,
    apps: apps.map((app) => ({
      ...app,
      url: `http://127.0.0.1:${app.port}`,
      pid: () => children[app.index]?.pid ?? null,
      running: () => {
        const child = children[app.index];
        return !!child && child.exitCode === null && child.signalCode === null;
      },
    })),
    nginxPid: () => nginx?.pid ?? null,
    stop: stopApp,
    kill: (index) => stopApp(index, 'SIGKILL'),
    start: startApp,
    close,
  };
}
