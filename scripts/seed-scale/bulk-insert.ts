import type { schema } from '@tendero/db';
import { type SQL, sql } from 'drizzle-orm';

type CompanyRow = typeof schema.companies.$inferInsert;
type UserRow = typeof schema.users.$inferInsert;

/** A column of a bulk insert: its name, its PostgreSQL type and how to read it from a row. */
export type Column<T> = readonly [name: string, type: string, value: (row: T) => unknown];

export const companyColumns: Column<CompanyRow>[] = [
  ['id', 'uuid', (c) => c.id],
  ['name', 'text', (c) => c.name],
  ['description', 'text', (c) => c.description],
  ['email', 'text', (c) => c.email],
  ['website', 'text', (c) => c.website],
  ['country', 'text', (c) => c.country],
  ['city', 'text', (c) => c.city],
  ['postal_code', 'text', (c) => c.postalCode],
  ['address', 'text', (c) => c.address],
  ['team_size', 'text', (c) => c.teamSize],
  ['founded_year', 'int', (c) => c.foundedYear],
  ['services', 'text[]', (c) => c.services],
  ['languages', 'text[]', (c) => c.languages],
  ['tags', 'text[]', (c) => c.tags],
  ['title_id', 'text', (c) => c.titleId],
  ['has_premium', 'boolean', (c) => c.hasPremium],
  ['verified_at', 'timestamptz', (c) => c.verifiedAt],
  ['rating_avg', 'float8', (c) => c.ratingAvg],
  ['review_count', 'int', (c) => c.reviewCount],
  ['verified_rating_avg', 'float8', (c) => c.verifiedRatingAvg],
  ['verified_review_count', 'int', (c) => c.verifiedReviewCount],
  ['has_promo', 'boolean', (c) => c.hasPromo],
  ['search_text', 'text', (c) => c.searchText],
  ['created_at', 'timestamptz', (c) => c.createdAt],
  ['updated_at', 'timestamptz', (c) => c.updatedAt],
];
export const userColumns: Column<UserRow>[] = [
  ['id', 'text', (u) => u.id],
  ['name', 'text', (u) => u.name],
  ['email', 'text', (u) => u.email],
  ['email_verified', 'boolean', (u) => u.emailVerified],
  ['username', 'text', (u) => u.username],
  ['display_username', 'text', (u) => u.displayUsername],
  ['role', 'text', (u) => u.role],
  ['status', 'text', (u) => u.status],
  ['first_name', 'text', (u) => u.firstName],
  ['last_name', 'text', (u) => u.lastName],
  ['languages', 'text[]', (u) => u.languages],
  ['city', 'text', (u) => u.city],
  ['locale', 'text', (u) => u.locale],
  ['company_id', 'uuid', (u) => u.companyId],
  ['created_at', 'timestamptz', (u) => u.createdAt],
  ['updated_at', 'timestamptz', (u) => u.updatedAt],
];

/** A PostgreSQL array literal: {"a","b c"}. */
const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * One INSERT … SELECT FROM unnest(…) for a whole batch: one array parameter per column, so the statement
 * stays small however many rows it carries (array columns travel as array literals and are cast back).
 */
export function bulkInsert<T>(table: string, columns: Column<T>[], rows: T[]): SQL {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const arrays = columns.map(([, type, value]) => {
    const list = type.endsWith('[]');
    const values = rows.map((row) => (list ? arrayLiteral(value(row) as string[]) : (value(row) ?? null)));
    return sql`${sql.param(values)}::${sql.raw(list ? 'text' : type)}[]`;
  });
  const selected = columns.map(([, type], i) => (type.endsWith('[]') ? `c${i}::${type}` : `c${i}`)).join(', ');
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(selected)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})`;
}
