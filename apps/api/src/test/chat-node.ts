// One whole chat node in its own process, for the multi-process test and bench:chat: the API and
// socket.io (with the Redis adapter) on DATABASE_URL and REDIS_URL, listening on a free loopback port that
// it reports over IPC. SESSION_SECRET comes from the parent so every node accepts the same sessions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '@tendero/db';
import { createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import { buildApp } from '../app';
import { createAccountsFor, domainContext } from '../capabilities';
import { loadConfig } from '../config';
import { attachAppRealtime, type Realtime } from '../realtime/realtime';
import { loopBySecond, oldGenerationGcBySecond } from './loop-by-second';

const dataDir = mkdtempSync(join(tmpdir(), 'tendero-chat-node-'));
const config = loadConfig({
  APP_MODE: 'production',
  NODE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  DATA_DIR: dataDir,
  SESSION_SECRET: process.env.SESSION_SECRET ?? '',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await openDatabase(config.database);
const ctx = domainContext(config, database);
let realtime: Realtime | null = null;
const accounts = createAccountsFor(ctx, config, { onSessionsEnded: (ended) => realtime?.endSessions(ended) });
const storage = createLocalStorage(join(dataDir, 'uploads'));
const chat = createChat(ctx, { storage });
const app = await buildApp({ config, database, accounts, storage, chat });
await app.listen({ port: 0, host: '127.0.0.1' });
realtime = attachAppRealtime(app, { config, accounts, chat });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });

async function stop() {
  realtime?.disconnectAll();
  await app.close();
  await realtime?.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', stop);
// bench:chat asks how long this process's event loop kept work waiting while it sent (from 'loop-reset').
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const heldBySecond = loopBySecond();
const oldGcBySecond = oldGenerationGcBySecond();
// The fault test drops every socket at once, as a network failure or a load balancer restart would.
process.on('message', (message: { command?: string }) => {
  if (message.command === 'disconnect-all') realtime?.disconnectAll();
  if (message.command === 'loop-reset') {
    loopDelay.reset();
    heldBySecond.reset();
    oldGcBySecond.reset();
  }
  if (message.command === 'loop-delay') {
    process.send?.({
      loopDelay: {
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
        bySecond: heldBySecond.read(),
        oldGcBySecond: oldGcBySecond.read(),
      },
    });
  }
});
process.once('disconnect', stop);
