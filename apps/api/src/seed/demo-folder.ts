import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@tendero/db';
import type { Accounts } from '@tendero/domain/accounts';
import { createLocalStorage, createS3Storage } from '@tendero/domain/files';
import { createAccountsFor, createBillingFor, domainContext } from '../capabilities';
import type { AppConfig } from '../config';
import { seedDemoData } from './demo-data';

/** Uploaded files: S3 when set, else the data folder. */
export function storageOf(config: AppConfig) {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}

/**
 * The demo database as a first start makes it, on its own: opened, migrated, seeded by the app's own use cases
 * (`seedDemoData`: 88 companies), then closed. The first built start's seed process (server.ts) and the
 * journeys' seeded folder (e2e/seed-data.ts) both make it here; `then` adds what a caller needs on top before
 * the database closes. Answers the seed steps that ran.
 */
export async function seedDemoFolder(
  config: AppConfig,
  then?: (seeded: { ran: string[]; accounts: Accounts; database: DatabaseHandle }) => Promise<void>,
): Promise<string[]> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const ctx = domainContext(config, database);
    const accounts = createAccountsFor(ctx, config);
    const ran = await seedDemoData(ctx, {
      accounts,
      storage: storageOf(config),
      billing: createBillingFor(ctx, config),
    });
    await then?.({ ran, accounts, database });
    return ran;
  } finally {
    await database.close();
  }
}
