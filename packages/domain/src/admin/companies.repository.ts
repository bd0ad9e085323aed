import { type Db, schema } from '@tendero/db';
import { count, gte, inArray, isNotNull, sql } from 'drizzle-orm';

const { companies } = schema;

/** Every company profile, verified ones and those with Premium. */
export async function companyTotals(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      verified: sql<number>`(count(*) filter (where ${isNotNull(companies.verifiedAt)}))::int`,
      premium: sql<number>`(count(*) filter (where ${companies.hasPremium}))::int`,
    })
    .from(companies);
  return row ?? { total: 0, verified: 0, premium: 0 };
}

/** Profiles added per ISO week (Monday, UTC) since `since`. */
export async function addedPerWeek(db: Db, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${companies.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ weekStart: week, added: sql<number>`count(*)::int` })
    .from(companies)
    .where(gte(companies.createdAt, since))
    .groupBy(week);
}

/** Which of these names (folded to lower case) a company already has. */
export async function takenCompanyNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const lower = sql<string>`lower(${companies.name})`;
  const rows = await db
    .select({ name: lower })
    .from(companies)
    .where(
      inArray(
        lower,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.name));
}
