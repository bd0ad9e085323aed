import type { SavedSearchFrequency, SavedSearchQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { ListedCompanyProfile } from '../marketplace/index';
import { rowsOf } from '../shared/rows';

const { savedSearches, savedSearchMatches, users } = schema;

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchColumns = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'name' | 'frequency' | 'query' | 'seenAt' | 'digestedAt' | 'createdAt'
>;

/** A saved search with its count of matches since the person last opened it. */
export type SavedSearchWithCount = SavedSearchRow & { newMatches: number };

const newMatches = sql<number>`(select count(*)::int from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id} and m.matched_at > ${savedSearches.seenAt})`;

export async function listOwn(db: Db, userId: string): Promise<SavedSearchWithCount[]> {
  return db
    .select({ ...getTableColumns(savedSearches), newMatches })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findOwn(db: Db, userId: string, id: string): Promise<SavedSearchWithCount | null> {
  const rows = await db
    .select({ ...getTableColumns(savedSearches), newMatches })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return rows[0] ?? null;
}

export async function findById(db: Db, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

export async function countOwn(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insertSavedSearch(
  db: Db,
  row: {
    userId: string;
    name: string;
    frequency: SavedSearchFrequency;
    query: SavedSearchQuery;
    now: Date;
  } & SavedSearchColumns,
): Promise<string> {
  const { now, ...values } = row;
  const [inserted] = await db
    .insert(savedSearches)
    .values({ ...values, seenAt: now, createdAt: now })
    .returning({ id: savedSearches.id });
  if (!inserted) throw new Error('saved search insert returned nothing');
  return inserted.id;
}

export async function updateSavedSearch(
  db: Db,
  id: string,
  change: { name?: string; frequency?: SavedSearchFrequency; seenAt?: Date },
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(savedSearches).set(change).where(eq(savedSearches.id, id));
}

export async function deleteSavedSearch(db: Db, id: string): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** The company as matching sees it (from the marketplace's `findListedCompanyProfile`). */
export type MatchTarget = Omit<ListedCompanyProfile, 'companyId' | 'name'>;

/**
 * The saved searches a company matches, in one statement: candidates from the index range of each of the
 * company's catalogue terms and its city (or no city), the other structured filters checked on those rows,
 * then the free text tested against the company's search document. Answers them with how many candidates the
 * index range held (before free text), for the benchmark.
 */
export async function findMatchingSearches(
  db: Db,
  company: MatchTarget,
): Promise<{
  matches: { id: string; userId: string; frequency: SavedSearchFrequency; name: string }[];
  candidates: number;
}> {
  const terms = sql`array[${sql.join(
    company.terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const cityKeys = company.city ? sql`array['*', ${company.city}]::text[]` : sql`array['*']::text[]`;
  const languages = sql`array[${sql.join(
    [...company.languages, ''].map((language) => sql`${language}`),
    sql`, `,
  )}]::text[]`;
  // The average as a real: beside the integer column an untyped parameter is read as an integer, and 4.5
  // failed the whole match.
  const result = await db.execute(sql`
    with candidates as (
      select s.id, s.user_id, s.frequency, s.name, s.text_query
      from saved_searches s
      where s.anchor_term = any(${terms}) and s.city_key = any(${cityKeys})
        and s.frequency in ('instant', 'daily', 'weekly')
        and (s.country is null or s.country = ${company.country})
        and (s.team_size is null or s.team_size = ${company.teamSize})
        and (s.language is null or s.language = any(${languages}))
        and (s.min_rating is null or s.min_rating <= ${company.ratingAvg ?? 0}::real)
        and (s.promo_only = 0 or ${company.hasPromo})
    )
    select c.id, c.user_id, c.frequency, c.name,
      (c.text_query is null or ${company.document}::tsvector @@ to_tsquery('simple', c.text_query)) as text_ok
    from candidates c`);
  const all = rowsOf<{ id: string; user_id: string; frequency: SavedSearchFrequency; name: string; text_ok: boolean }>(
    result,
  );
  return {
    candidates: all.length,
    matches: all
      .filter((row) => row.text_ok)
      .map((row) => ({ id: row.id, userId: row.user_id, frequency: row.frequency, name: row.name })),
  };
}

/** Records the matches; answers the saved searches that had not matched this company before. */
export async function recordMatches(db: Db, searchIds: string[], companyId: string, now: Date): Promise<string[]> {
  if (searchIds.length === 0) return [];
  const rows = await db
    .insert(savedSearchMatches)
    .values(searchIds.map((savedSearchId) => ({ savedSearchId, companyId, matchedAt: now })))
    .onConflictDoNothing()
    .returning({ id: savedSearchMatches.savedSearchId });
  return rows.map((row) => row.id);
}

export async function markNotified(db: Db, pairs: { savedSearchId: string; companyId: string }[], now: Date) {
  for (const pair of pairs) {
    await db
      .update(savedSearchMatches)
      .set({ notifiedAt: now })
      .where(
        and(eq(savedSearchMatches.savedSearchId, pair.savedSearchId), eq(savedSearchMatches.companyId, pair.companyId)),
      );
  }
}

/** The people an alert goes to, as `notify` needs them. */
export async function findRecipients(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      deletedAt: users.deletedAt,
      mailingUnsubscribedAt: users.mailingUnsubscribedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Matches not yet told, of daily or weekly searches whose period has passed since their last digest. */
export async function findDigestDue(db: Db, now: Date, limit: number) {
  const day = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const week = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  return db
    .select({
      savedSearchId: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      companyId: savedSearchMatches.companyId,
      companyName: schema.companies.name,
    })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(schema.companies, eq(schema.companies.id, savedSearchMatches.companyId))
    .where(
      and(
        isNull(savedSearchMatches.notifiedAt),
        sql`(${savedSearches.frequency} = 'daily' and (${savedSearches.digestedAt} is null or ${savedSearches.digestedAt} <= ${day}))
          or (${savedSearches.frequency} = 'weekly' and (${savedSearches.digestedAt} is null or ${savedSearches.digestedAt} <= ${week}))`,
      ),
    )
    .orderBy(savedSearches.userId, savedSearches.id, savedSearchMatches.matchedAt)
    .limit(limit);
}

export async function markDigested(db: Db, searchIds: string[], now: Date): Promise<void> {
  if (searchIds.length === 0) return;
  await db.update(savedSearches).set({ digestedAt: now }).where(inArray(savedSearches.id, searchIds));
}
