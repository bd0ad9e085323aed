#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the one
// Tendero process (API, pages, sockets, jobs) in this same Node process.
//   --build-only   build if needed and stop
//   --dev          development mode (Next.js dev server with hot reload, no build)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps', 'web');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = dev ? 'development' : 'production';

const inputs = [
  'apps/web/app',
  'apps/web/src',
  'apps/web/content',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/i18n/src',
  'packages/i18n/messages',
  'packages/ui/src',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name === '.next' || name.endsWith('.test.ts')) continue;
    yield* files(join(path, name));
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the web app when its sources changed. The build is a child process: a SIGTERM or Ctrl-C while it
 * runs stops it too, so nothing stays behind.
 */
async function buildIfNeeded() {
  const stamp = join(webDir, '.next', 'tendero-fingerprint');
  const current = fingerprint();
  const built =
    existsSync(join(webDir, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built) return;
  console.info('Building the web app (first start or changed sources)…');
  const build = spawn(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: process.env,
  });
  const stop = (signal) => {
    build.kill(signal);
    process.exit(130);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const status = await new Promise((resolve) => build.on('exit', (code) => resolve(code ?? 1)));
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (status !== 0) {
    console.error('The web build failed.');
    process.exit(status);
  }
  writeFileSync(stamp, current);
}

const { register } = await import('tsx/esm/api');
register();
if (!args.has('--build-only')) {
  // A bad setting should stop the start before a long build, with the variable named.
  const { ConfigError, loadConfig } = await import(join(root, 'apps', 'api', 'src', 'config.ts'));
  try {
    loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Tendero cannot start.\n${error.message}`);
    process.exit(1);
  }
}
// A second server started beside a running one (the process test of the browser journeys) reuses its
// build: rebuilding would swap the files under the first server mid-run.
const reuseBuild = process.env.TENDERO_REUSE_BUILD === '1' && existsSync(join(webDir, '.next', 'BUILD_ID'));
if (!dev && !reuseBuild) await buildIfNeeded();
if (!args.has('--build-only')) await import(join(root, 'apps', 'api', 'src', 'server.ts'));
