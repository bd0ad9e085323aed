import type { Db } from '@tendero/db';
import type { Clock } from './clock';
import type { ContentTranslator } from './content-language';

/** What every use case receives: the database, the clock and the few settings the domain needs. */
export type DomainContext = {
  db: Db;
  clock: Clock;
  settings: {
    publicUrl: string;
    supportEmail: string;
    /** Signs unsubscribe links (`notifications/mailing-link.ts`); derived from SESSION_SECRET. */
    linkSecret: string;
  };
  /** Shows stored content in the reader's language where a twin is known (demo data); absent: as written. */
  translateContent?: ContentTranslator;
};
