import { prepareTestTemplate } from './testing';

/**
 * Vitest global set-up: one migrated template database for every test file of the run, and one on the db
 * project's server when a unit run has that project too (TEST_DB_PROJECT_URL, vitest.config.ts).
 */
export async function setup(): Promise<void> {
  await prepareTestTemplate();
  const databaseProjectUrl = process.env.TEST_DB_PROJECT_URL;
  if (databaseProjectUrl && !process.env.TEST_DATABASE_URL) await prepareTestTemplate(databaseProjectUrl);
}
