export {
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  openDatabase,
  type PoolUse,
} from './client';
export { isDatabaseUnavailable } from './connection-errors';
export { DataDirInUseError, databaseFolderOf } from './pglite-folder';
export * as schema from './schema/index';
export { demoSeedVersion, runDemoSeed, type SeedStep } from './seed/demo-seed';
export { afterCommit, withTransaction } from './transaction';
