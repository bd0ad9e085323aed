import type { Cluster } from '../cluster/cluster';

/**
 * Settings of the proofs' app processes. Every request of a proof comes from one address (127.0.0.1), so
 * the per-address limits are raised, as in bench/api-load.ts: the limiters still run on every request
 * (their cost is measured), they just never refuse. Proofs count any 429 apart all the same.
 */
export const proofSettings: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
  RATE_LIMIT_READS_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
};

/** Ctrl-C or SIGTERM during a proof stops the cluster too, so nothing stays behind. */
export function stopOnSignal(cluster: Cluster): void {
  const stop = async () => {
    await cluster.close();
    process.exit(130);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
