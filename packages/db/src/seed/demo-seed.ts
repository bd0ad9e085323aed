import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../schema/platform';

/**
 * A demo seed step: deterministic and idempotent, run once per installation in the order listed. Each capability adds its
 * own step when it lands (accounts: one ACTIVE account per role; marketplace: the companies; …).
 */
export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

/** Raised when a capability adds a step; databases seeded by an older version run every (idempotent) step again. */
export const demoSeedVersion = 8;
const seedKey = 'demo_seed_version';

/**
 * Runs the demo seed steps that have not run on this database yet and records the seed version, so a
 * second start on the same data keeps everything as it is. Returns the names of the steps that ran.
 */
export async function runDemoSeed(db: Db, steps: readonly SeedStep[]): Promise<string[]> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, seedKey));
  const done = rows[0] ? Number(rows[0].value) : 0;
  if (done >= demoSeedVersion) return [];
  // Steps use their capability's own services (which open their own connections), so they are not wrapped
  // in one transaction: each step must be idempotent, and the version is recorded only after all ran.
  const ran: string[] = [];
  for (const step of steps) {
    await step.run(db);
    ran.push(step.name);
  }
  await db
    .insert(appMeta)
    .values({ key: seedKey, value: String(demoSeedVersion) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(demoSeedVersion), updatedAt: new Date() } });
  return ran;
}
