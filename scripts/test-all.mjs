#!/usr/bin/env node
// `npm test`: every phase of the tests, side by side where one does not need another's result:
//
//   check (lint, types) ─┐
//   unit (Vitest)        ├─ at once, from the start
//   build (next build) ──┤
//   seed (demo data) ────┴─▶ e2e (Playwright, in shards, once build and seed are done)
//   db (Vitest on PostgreSQL, only when TEST_DATABASE_URL is set) beside all of them
//
// The build, the seed and the journeys are the longest chain, so they run at normal priority; check, unit
// and db run niced (TEST_SIDE_NICE, default 5) and mostly take the CPU the chain leaves idle (the journeys
// wait on the browser and the server much of the time). Each phase runs through scripts/phase.sh, which
// prints its wall and CPU time; its output lines are prefixed with its name, so phases side by side stay
// readable. A failed phase fails the run; the journeys are skipped when the build or the seed failed.
//
//   node scripts/test-all.mjs [phase…]   only these phases and what they need (`npm run test:e2e` = e2e)
//
// Settings (environment): E2E_SHARDS (shards of the journeys, each its own server on a copy of the one
// seeded folder; default 2), E2E_PORT / E2E_STRIPE_PORT (the first shard's ports, default 3100 / 3199; shard
// i adds i to the first and takes i from the second), E2E_WORKERS (browsers per shard; playwright.config.ts),
// TEST_DATABASE_URL (runs the db phase on that server; the other phases always use PGlite).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const seededDir = '.tmp/e2e-seeded';
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const firstStripePort = Number(process.env.E2E_STRIPE_PORT ?? 3199);
const sideNice = String(process.env.TEST_SIDE_NICE ?? 5);
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The other phases never see TEST_DATABASE_URL: with it, every unit test would run on that server. */
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete baseEnv.TEST_DATABASE_URL;
// Plain lines in the log: colour codes mid-line make prefixed output hard to read (FORCE_COLOR keeps them).
if (!process.env.FORCE_COLOR) baseEnv.NO_COLOR = '1';

const nice = (command) => ['nice', '-n', sideNice, ...command];

/** name → { needs, command, env }; the e2e shards are phases of their own (e2e-1, e2e-2, …). */
const phases = {
  check: { needs: [], command: nice(['npm', 'run', '--silent', 'check']) },
  unit: { needs: [], command: nice(['npm', 'run', '--silent', 'test:unit']) },
  build: { needs: [], command: ['npm', 'run', '--silent', 'build'] },
  seed: { needs: [], command: ['node', '--import', 'tsx', 'e2e/seed-data.ts', seededDir] },
  ...Object.fromEntries(
    Array.from({ length: shards }, (_, index) => [
      shards === 1 ? 'e2e' : `e2e-${index + 1}`,
      {
        needs: ['build', 'seed'],
        command: [
          'npx',
          'playwright',
          'test',
          ...(shards === 1 ? [] : [`--shard=${index + 1}/${shards}`]),
          `--output=test-results/${shards === 1 ? 'e2e' : `shard-${index + 1}`}`,
        ],
        env: {
          E2E_SEEDED_DATA: seededDir,
          E2E_PORT: String(firstPort + index),
          E2E_STRIPE_PORT: String(firstStripePort - index),
          E2E_DATA_DIR: `.tmp/e2e-data-${index + 1}`,
        },
      },
    ]),
  ),
  ...(databaseUrl
    ? {
        db: {
          needs: [],
          command: nice(['npm', 'run', '--silent', 'test:db']),
          env: { TEST_DATABASE_URL: databaseUrl },
        },
      }
    : {}),
};
const e2eShards = Object.keys(phases).filter((name) => name.startsWith('e2e'));

/** The phases asked for (all by default; `e2e` means every shard) and, before them, what they need. */
function selected(asked) {
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    for (const need of phases[name].needs) add(need);
    wanted.add(name);
  };
  for (const name of asked.length > 0 ? asked : Object.keys(phases)) {
    if (name === 'e2e') for (const shard of e2eShards) add(shard);
    else if (phases[name]) add(name);
    else throw new Error(`unknown phase "${name}" (phases: ${Object.keys(phases).join(', ')})`);
  }
  return [...wanted];
}

const width = Math.max(...Object.keys(phases).map((name) => name.length));
const print = (name, line) => process.stdout.write(`${`[${name}]`.padEnd(width + 3)}${line}\n`);

/** Runs one phase through scripts/phase.sh, each output line prefixed with its name; resolves its exit status. */
function run(name, phaseLog) {
  const { command, env } = phases[name];
  print(name, `$ ${command.join(' ')}`);
  const child = spawn(join(root, 'scripts', 'phase.sh'), [name, ...command], {
    cwd: root,
    env: { ...baseEnv, ...env, PHASE_LOG: phaseLog },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches everything the phase started (servers, browsers, workers).
    detached: true,
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => print(name, line));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    }),
  );
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const wanted = selected(process.argv.slice(2));
const logDir = mkdtempSync(join(tmpdir(), 'tendero-phases-'));
const phaseLog = join(logDir, 'phases');
appendFileSync(phaseLog, '');
const started = Date.now();
const outcome = new Map();
/** Each phase starts when the phases it needs have passed (a phase whose needs failed is skipped). */
const done = new Map();
function start(name) {
  if (!done.has(name)) {
    done.set(
      name,
      (async () => {
        const needs = phases[name].needs.filter((need) => wanted.includes(need));
        const passed = await Promise.all(needs.map(start));
        const status = passed.every(Boolean) ? await run(name, phaseLog) : 'skipped';
        outcome.set(name, status);
        return status === 0;
      })(),
    );
  }
  return done.get(name);
}
await Promise.all(wanted.map(start));

// The summary: each phase's wall and CPU time, in the order they ended, and what failed.
const rows = readFileSync(phaseLog, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split(' '));
if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, rows.map((row) => `${row.join(' ')}\n`).join(''));
rmSync(logDir, { recursive: true, force: true });
const total = Math.round((Date.now() - started) / 1000);
console.log(`== npm test: phases side by side (wall and CPU time, s; ${total} s in all)`);
for (const [name, seconds, status, cpu] of rows) {
  console.log(
    `   ${name.padEnd(width)} ${seconds.padStart(5)} wall ${String(cpu ?? '?').padStart(5)} CPU${status === '0' ? '' : `  FAILED (exit ${status})`}`,
  );
}
const failed = wanted.filter((name) => outcome.get(name) !== 0);
for (const name of failed.filter((name) => outcome.get(name) === 'skipped'))
  console.log(`   ${name.padEnd(width)} skipped (a phase it needs failed)`);
if (failed.length > 0) {
  console.log(`== npm test FAILED: ${failed.join(', ')} (their lines above are prefixed [name])`);
  process.exit(1);
}
console.log('== npm test passed');
