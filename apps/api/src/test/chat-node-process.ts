import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** One app node for the multi-process tests and bench:chat: the app on a database and Redis, its port over IPC. */
export const chatNodeFile = fileURLToPath(new URL('./chat-node.ts', import.meta.url));

/** This process's builds, by source file (made on the first start of each, deleted by `removeNodeBuilds`). */
const builds = new Map<string, { dir: string; file: string }>();

/**
 * Builds each entry (name → TypeScript source) into `outDir`/<name>.js as the server is built
 * (`scripts/build-server.mjs --out`: our own code inlined, packages left as imports that resolve from the
 * repository's node_modules); throws with the build's output when it fails. The journeys' stand-ins
 * (playwright.config.ts) and the nodes below are built so.
 */
export function buildAsServer(outDir: string, entries: Record<string, string>): void {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'scripts', 'build-server.mjs'),
      '--out',
      outDir,
      ...Object.entries(entries).map(([name, source]) => `${name}=${source}`),
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) {
    throw new Error(`building ${Object.values(entries).join(', ')} failed:\n${build.stdout}\n${build.stderr}`);
  }
}

/**
 * `source` built once per process (a test file, a bench run) into a folder of its own under the repository's
 * `.tmp`. Run through tsx instead, each chat node took 7-9 CPU-s to load the app's modules through tsx's
 * hooks; the built file loads in ~2.5 (7 Dec 2026, 2-core machine), and the fault test starts five.
 */
function buildOf(source: string): string {
  const known = builds.get(source);
  if (known) return known.file;
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const name = basename(source, extname(source));
  const dir = mkdtempSync(join(root, '.tmp', `${name}-`));
  buildAsServer(dir, { [name]: source });
  const built = { dir, file: join(dir, `${name}.js`) };
  builds.set(source, built);
  return built.file;
}

/**
 * `source` (a server that sends `{ port }` over IPC once it listens) built and started in a process of its own
 * with `env` added to this one's and the Node options given; answers the process and its address.
 */
export async function startBuiltNode(
  source: string,
  options: { env?: Record<string, string>; nodeArgs?: string[]; stdout?: 'inherit' | 'pipe' } = {},
): Promise<{ process: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), buildOf(source)], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => (message.port ? resolve(message.port) : reject()));
    child.once('exit', (code) => reject(new Error(`${basename(source)} exited with ${code}`)));
  });
  return { process: child, base: `http://127.0.0.1:${port}` };
}

/** One app node (chat-node.ts) in a process of its own, on `env`'s database and Redis; answers its address. */
export function startChatNode(env: Record<string, string>): Promise<{ process: ChildProcess; base: string }> {
  return startBuiltNode(chatNodeFile, { env });
}

/** Deletes this process's builds (after the processes started from them ended). */
export function removeNodeBuilds(): void {
  for (const { dir } of builds.values()) rmSync(dir, { recursive: true, force: true });
  builds.clear();
}
