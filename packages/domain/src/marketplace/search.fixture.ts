import type { DatabaseHandle } from '@tendero/db';
import { systemClock } from '../shared/clock';
import type { DomainContext } from '../shared/context';

/** The domain context the search tests build their marketplace on: their database, the real clock. */
export function searchTestContext(database: DatabaseHandle): DomainContext {
  return {
    db: database.db,
    clock: systemClock,
    settings: { publicUrl: 'http://localhost', supportEmail: 'support@tendero.test', linkSecret: 'x' },
  };
}
