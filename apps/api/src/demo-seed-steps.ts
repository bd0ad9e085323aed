import type { SeedStep } from '@tendero/db';

/**
 * The demo data steps, in order. Each capability appends its own when it lands (accounts: one ACTIVE
 * account per role; marketplace: companies, offers and reviews; …). The seed records its version, so a
 * second start on the same DATA_DIR keeps all data as it is.
 */
export const demoSeedSteps: readonly SeedStep[] = [];
