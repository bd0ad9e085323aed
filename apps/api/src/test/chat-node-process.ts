import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const nodeFile = fileURLToPath(new URL('./chat-node.ts', import.meta.url));

/** This test file's build of chat-node.ts (made on the first start, deleted by `removeChatNodeBuild`). */
let built: { dir: string; file: string } | null = null;

/**
 * chat-node.ts built into plain JavaScript as the server is (`scripts/build-server.mjs --out`), once per
 * test file, into a folder of its own under the repository's `.tmp` (its imports resolve from the
 * repository's node_modules). Run through tsx instead, each process took 7-9 CPU-s to load the app's
 * modules through tsx's hooks; the built file loads in ~2.5 (7 Dec 2026, 2-core machine), and the fault test
 * starts five.
 */
function chatNodeBuild(): string {
  if (built) return built.file;
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'chat-node-'));
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build-server.mjs'), '--out', dir, `chat-node=${nodeFile}`],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`building chat-node.ts failed:\n${build.stdout}\n${build.stderr}`);
  built = { dir, file: join(dir, 'chat-node.js') };
  return built.file;
}

/** One app node (chat-node.ts) in a process of its own, on `env`'s database and Redis; answers its address. */
export async function startChatNode(env: Record<string, string>): Promise<{ process: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [chatNodeBuild()], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => (message.port ? resolve(message.port) : reject()));
    child.once('exit', (code) => reject(new Error(`chat node exited with ${code}`)));
  });
  return { process: child, base: `http://127.0.0.1:${port}` };
}

/** Deletes this file's build (after its processes ended). */
export function removeChatNodeBuild(): void {
  if (built) rmSync(built.dir, { recursive: true, force: true });
  built = null;
}
