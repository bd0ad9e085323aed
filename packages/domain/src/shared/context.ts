import type { Db } from '@tendero/db';
import type { Clock } from './clock';

/** What every use case receives: the database, the clock and the few settings the domain needs. */
export type DomainContext = {
  db: Db;
  clock: Clock;
  settings: {
    publicUrl: string;
    supportEmail: string;
  };
};
