import { type Db, schema } from '@tendero/db';
import { and, asc, isNotNull, sql } from 'drizzle-orm';

const { companies } = schema;

/** The cities of listed companies, with how many each has. */
export async function listedCities(db: Db) {
  return db
    .select({ city: companies.city, country: companies.country, count: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(isNotNull(companies.verifiedAt), isNotNull(companies.city)))
    .groupBy(companies.city, companies.country);
}

/** The listed companies' ids and last changes, in id order (the sitemap). */
export async function listedIds(db: Db) {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(isNotNull(companies.verifiedAt))
    .orderBy(asc(companies.id));
}
