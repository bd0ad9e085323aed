// `npm run cluster [-- --processes N --port P]`: builds once, then runs N app processes behind nginx on the
// local PostgreSQL (DATABASE_URL, default its own database tendero_cluster) and Redis (REDIS_URL), until
// Ctrl-C or SIGTERM. See scripts/cluster/cluster.ts and decision 0025.
import { parseArgs } from 'node:util';
import { defaultDatabaseUrl, defaultRedisUrl, startCluster } from './cluster/cluster';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});

const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl;
const redisUrl = process.env.REDIS_URL || defaultRedisUrl;
const cluster = await startCluster({
  processes: Number(values.processes),
  port: Number(values.port),
  databaseUrl,
  redisUrl,
  output: 'console',
}).catch((error: Error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

const mode = process.env.APP_MODE ?? 'demo';
console.info(`
Tendero is running as a cluster: ${cluster.url}
  nginx (pid ${cluster.nginxPid()}) → ${cluster.apps.map((app) => `${app.url} (pid ${app.pid()})`).join(', ')}
  database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}, Redis ${new URL(redisUrl).host}, logs in ${cluster.logDir}
${
  mode === 'demo'
    ? '  Demo data: sign in at /en/login as client, manager, rep or admin with the password Tendero!2026.'
    : '  An administrator: DATABASE_URL=… npm run create-admin -- --email you@firma.pl --password …'
}
Stop it with Ctrl-C (or SIGTERM to pid ${process.pid}): every process stops and nothing stays behind.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping nginx and the app processes…`);
  await cluster.close();
  console.info('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
