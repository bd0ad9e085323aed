// Page and API speed of the production build: starts `npm start` on a fresh data folder, loads a few
// pages with autocannon (loopback only, bounded in time) and prints median and tail latency, throughput
// and the server's memory. Run: npm run bench:pages
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const targets = [
  '/healthz',
  '/en',
  '/pl/about',
  '/en/blog/how-we-verify-service-providers',
  '/en/marketplace',
  '/en/no-such-page',
];

async function waitReady(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not ready');
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tendero-bench-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // One loopback address plays every visitor: no limit may answer 429 during a run.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitReady(server);
  console.info(
    `server idle after start (before any page), RSS ${rssMb(server.pid ?? 0).toFixed(0)} MB; ${seconds} s per target, 8 connections`,
  );
  console.info('target                                        req/s   p50 ms  p97.5 ms  p99 ms  non-2xx');
  for (const path of targets) {
    await autocannon({ url: `${base}${path}`, connections: 2, duration: 1 }); // warm-up
    const result = await autocannon({ url: `${base}${path}`, connections: 8, duration: seconds });
    console.info(
      `${path.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(
        result.latency.p97_5,
      ).padStart(9)} ${String(result.latency.p99).padStart(7)} ${String(result.non2xx).padStart(8)}`,
    );
  }
  console.info(`server RSS after the run: ${rssMb(server.pid ?? 0).toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
