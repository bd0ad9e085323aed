import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { seededDataDir } from './server-env';

/**
 * `npm start` as a process manager or a terminal runs it: a SIGTERM to npm alone, or Ctrl-C (SIGINT to
 * the whole foreground group), stops every process it started within 10 s. The web build is already there
 * (the journeys' server built it), and under `npm run test:e2e` each starts on a copy of the run's seeded
 * demo folder (E2E_SEEDED_DATA), so this starts in seconds; their subject is stopping and serving, not the
 * seed, which the journeys' data and the unit tests prove. `npm run dev` serves pages compiled on demand
 * (Next.js's dev server, its own `.next/dev` folder beside the journeys' build).
 */
test.describe.configure({ mode: 'serial' });

/** Ports of their own beside the journeys' server (E2E_PORT): 3191-3193 with the default 3100. */
const base = Number(process.env.E2E_PORT ?? 3100) + 91;

async function startApp(port: number, script = 'start'): Promise<{ npm: ChildProcess; dataDir: string }> {
  const dataDir = `.tmp/stop-test-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (seededDataDir) cpSync(seededDataDir, dataDir, { recursive: true });
  // Its own process group, like a shell job: the group is everything `npm start` started.
  const npm = spawn('npm', ['run', script], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_MODE: 'demo',
      LOG_LEVEL: 'warn',
      // The journeys' server is serving the build: never rebuild it under that server.
      TENDERO_REUSE_BUILD: '1',
    },
  });
  // A fresh folder (Playwright run alone) seeds the demo data first: minutes on a loaded 2-core machine.
  const deadline = Date.now() + 420_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://localhost:${port}/readyz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return { npm, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not become ready on port ${port}`);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function secondsUntilGone(pgid: number): Promise<number> {
  const started = Date.now();
  while (groupAlive(pgid) && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
  return (Date.now() - started) / 1000;
}

/**
 * The status a browser's WebSocket upgrade request from a page at `origin` gets (101 when the server takes
 * it over; 'closed' or 'no answer' when it drops it).
 */
function upgradeStatus(origin: string, path: string): Promise<number | string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const asked = httpRequest({
      host: hostname,
      port,
      path,
      headers: {
        Origin: origin,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    asked.on('upgrade', (answer, socket) => {
      socket.destroy();
      resolve(answer.statusCode ?? 0);
    });
    asked.on('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    // A refused origin gets no valid HTTP answer at all (what the browser reports as ERR_INVALID_HTTP_RESPONSE).
    asked.on('error', (error) => resolve(`no answer: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    asked.on('close', () => resolve('closed'));
    asked.end();
  });
}

for (const { name, port, stop } of [
  { name: 'SIGTERM to npm alone', port: base, stop: (pid: number) => process.kill(pid, 'SIGTERM') },
  { name: 'Ctrl-C to the terminal group', port: base + 1, stop: (pid: number) => process.kill(-pid, 'SIGINT') },
]) {
  test(`${name} stops every process of npm start within 10 s`, async () => {
    test.setTimeout(480_000);
    const { npm, dataDir } = await startApp(port);
    const pid = npm.pid as number;
    stop(pid);
    const seconds = await secondsUntilGone(pid);
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    expect(seconds).toBeLessThan(10);
    await expect(fetch(`http://localhost:${port}/readyz`)).rejects.toThrow();
  });
}

test('npm run dev serves the pages in both languages, compiled from the sources', async () => {
  // A first compile of a page takes tens of seconds on a busy machine.
  test.setTimeout(660_000);
  const port = base + 2;
  const { npm, dataDir } = await startApp(port, 'dev');
  const pid = npm.pid as number;
  try {
    for (const [locale, title] of [
      ['pl', 'Tendero · Zweryfikowani'],
      ['en', 'Tendero · Verified'],
    ]) {
      const page = await fetch(`http://localhost:${port}/${locale}`, { signal: AbortSignal.timeout(180_000) });
      const html = await page.text();
      expect(page.status, html.slice(0, 500)).toBe(200);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(title);
    }
    // Hot reload: the page's socket reaches the dev server, opened as localhost or as 127.0.0.1.
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      expect(await upgradeStatus(origin, '/_next/hmr?id=e2e'), origin).toBe(101);
    }
  } finally {
    process.kill(-pid, 'SIGINT');
    await secondsUntilGone(pid);
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a first start seeds in a process of its own: the built server as that process migrates, seeds and ends', async () => {
  // What `npm start` runs before serving on a folder with no database (apps/api/src/server.ts, seedInChild): on a
  // copy of the run's seeded folder it finds nothing to seed, so this proves the entry and its exit in seconds.
  test.setTimeout(420_000);
  const dataDir = '.tmp/seed-child-test';
  rmSync(dataDir, { recursive: true, force: true });
  if (seededDataDir) cpSync(seededDataDir, dataDir, { recursive: true });
  try {
    const seed = spawnSync(process.execPath, ['apps/api/dist/server.js', '--seed-demo-data'], {
      env: { ...process.env, DATA_DIR: dataDir, APP_MODE: 'demo', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 400_000,
    });
    // A server (the flag unread) would never end: the timeout would leave no status.
    expect(seed.status, `${seed.stdout}\n${seed.stderr}`).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
