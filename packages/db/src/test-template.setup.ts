import { prepareTestTemplate } from './testing';

/** Vitest global set-up: one migrated template database for every test file of the run. */
export async function setup(): Promise<void> {
  await prepareTestTemplate();
}
