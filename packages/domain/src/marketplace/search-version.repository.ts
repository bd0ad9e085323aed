import { sql } from 'drizzle-orm';

/** The search index version (search_state), read in the statement that reads what it versions. */
export const searchVersion = sql<number | null>`(select version from search_state where id = 1)`;
