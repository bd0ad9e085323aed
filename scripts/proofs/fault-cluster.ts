// The cluster of the fault proofs and the soak: 2 processes on ports 3501… behind nginx on 8091…, on a
// Redis of their own (the socket.io adapter's channels and the rate limits are shared by everything on one
// Redis, so another cluster on 6379 would receive our broadcasts) and on a database of their own.
import { readFileSync } from 'node:fs';
import { type Cluster, startCluster } from '../cluster/cluster';
import { type OwnRedis, startOwnRedis } from './own-services';
import { proofSettings } from './proof-settings';

export const faultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/tendero_proof_faults';
/** /metrics of each process (heap, sockets, jobs): a token only the proofs know. */
export const proofMetricsToken = 'proof-metrics-token-0123456789';

export type FaultCluster = { cluster: Cluster; redis: OwnRedis; close: () => Promise<void> };

export async function startFaultCluster(options: {
  port: number;
  firstAppPort: number;
  redisPort: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Called when a Ctrl-C or SIGTERM stops the proof (after the cluster is closed). */
  onStop?: () => Promise<void>;
}): Promise<FaultCluster> {
  const redis = await startOwnRedis(options.redisPort);
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      processes: 2,
      port: options.port,
      firstAppPort: options.firstAppPort,
      databaseUrl: options.databaseUrl ?? faultDatabaseUrl,
      redisUrl: redis.url,
      env: { ...proofSettings, METRICS_TOKEN: proofMetricsToken, ...options.env },
      output: 'file',
    });
  } catch (error) {
    await redis.stop();
    throw error;
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await cluster.close();
    await redis.stop();
  };
  const stop = async () => {
    await close();
    await options.onStop?.();
    process.exit(130);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return { cluster, redis, close };
}

/** A process's resident memory (MB) from /proc; 0 when it is gone. */
export function rssMb(pid: number | null): number {
  if (pid === null) return 0;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** One figure of a process's /metrics (the first series of that name), or null. */
export async function readMetric(appUrl: string, name: string): Promise<number | null> {
  try {
    const answer = await fetch(`${appUrl}/metrics`, {
      headers: { authorization: `Bearer ${proofMetricsToken}` },
      signal: AbortSignal.timeout(3000),
    });
    const text = await answer.text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.split(' ').pop()) : null;
  } catch {
    return null;
  }
}
