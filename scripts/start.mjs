#!/usr/bin/env node
// `npm start`: builds the server (plain JavaScript in apps/api/dist) and the web app when their sources
// changed since the last build, then runs the one Tendero process (API, pages, sockets, jobs) in this same
// Node process, with no TypeScript loader.
//   --build-only   build if needed and stop
//   --dev          development mode (the TypeScript sources through tsx, Next.js dev server with hot
//                  reload, no build)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps', 'web');
const serverDir = join(root, 'apps', 'api', 'dist');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = dev ? 'development' : 'production';

const webInputs = [
  'apps/web/app',
  'apps/web/src',
  'apps/web/content',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'scripts/precompress.mjs',
  'packages/contracts/src',
  'packages/i18n/src',
  'packages/i18n/messages',
  'packages/ui/src',
  'package-lock.json',
];
// The server bundle inlines apps/api/src and every workspace package's sources (JSON messages too); the
// migrations are not inlined but read at run time from packages/db/migrations, so they are no input.
const serverInputs = [
  'apps/api/src',
  'apps/api/package.json',
  ...readdirSync(join(root, 'packages'))
    .sort()
    .flatMap((name) => [`packages/${name}/src`, `packages/${name}/messages`, `packages/${name}/package.json`]),
  'tsconfig.base.json',
  'scripts/build-server.mjs',
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

function fingerprint(inputs) {
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
 * Runs a build in a child process. A SIGTERM or Ctrl-C while it runs stops it too, so nothing stays
 * behind; a failed build stops the start.
 */
async function runBuild(what, args, cwd) {
  const build = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: process.env });
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
    console.error(`The ${what} build failed.`);
    process.exit(status);
  }
}

/** Builds the server into plain JavaScript when its sources changed (about a second). */
async function buildServerIfNeeded() {
  const stamp = join(serverDir, 'tendero-fingerprint');
  const current = fingerprint(serverInputs);
  const built =
    existsSync(join(serverDir, 'server.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built) return;
  await runBuild('server', [join(root, 'scripts', 'build-server.mjs')], root);
  writeFileSync(stamp, current);
}

/** Builds the web app when its sources changed. */
async function buildWebIfNeeded() {
  const stamp = join(webDir, '.next', 'tendero-fingerprint');
  const current = fingerprint(webInputs);
  const built =
    existsSync(join(webDir, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current;
  if (built) return;
  console.info('Building the web app (first start or changed sources)…');
  await runBuild('web', [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], webDir);
  // The site icon as a file of its own, served without Next.js (apps/api/src/pages/static-assets.ts).
  const publicDir = join(webDir, '.next', 'tendero-public');
  mkdirSync(publicDir, { recursive: true });
  copyFileSync(join(webDir, 'app', 'icon.svg'), join(publicDir, 'icon.svg'));
  // Its static files compressed once here (brotli and gzip), never per request (decision 0039).
  const folders = [join(webDir, '.next', 'static'), publicDir];
  await runBuild('precompression', [join(root, 'scripts', 'precompress.mjs'), ...folders], root);
  writeFileSync(stamp, current);
}

/** A bad setting should stop the start before a long build, with the variable named. */
function checkConfig({ ConfigError, loadConfig }) {
  try {
    loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Tendero cannot start.\n${error.message}`);
    process.exit(1);
  }
}

const run = !args.has('--build-only');
if (dev) {
  // Next.js's dev server (Turbopack) and next-intl's plugin resolve the web app's aliases
  // (`next-intl/config`, the compiled-message formatter) against the working directory while pages
  // compile, so development runs from apps/web, as `next dev` would. The data folder stays where
  // `npm start` keeps it: a relative DATA_DIR is read from the repository's root.
  process.env.DATA_DIR = resolve(root, process.env.DATA_DIR || 'data');
  process.chdir(webDir);
  // Development runs the TypeScript sources as they are, through tsx.
  const { register } = await import('tsx/esm/api');
  register();
  if (run) checkConfig(await import(join(root, 'apps', 'api', 'src', 'config.ts')));
  if (run) await import(join(root, 'apps', 'api', 'src', 'server.ts'));
} else {
  // A second server started beside a running one (the process test of the browser journeys) reuses its
  // builds: rebuilding would swap the files under the first server mid-run.
  const reuse = process.env.TENDERO_REUSE_BUILD === '1';
  if (!reuse || !existsSync(join(serverDir, 'server.js'))) await buildServerIfNeeded();
  if (run) checkConfig(await import(pathToFileURL(join(serverDir, 'config.js')).href));
  if (!reuse || !existsSync(join(webDir, '.next', 'BUILD_ID'))) await buildWebIfNeeded();
  if (run) await import(pathToFileURL(join(serverDir, 'server.js')).href);
}
