// Fills the PostgreSQL database named by DATABASE_URL with many realistic companies, to measure search at
// scale. Deterministic: the same --seed gives the same companies.
//   DATABASE_URL=postgres://… npm run seed:scale -- --companies 100000 [--force] [--seed 1] [--history 0.35]
// Refuses without DATABASE_URL, and on a database that already has more than 500 companies unless --force.
// Then gives a share of the listed companies (--history, 0 for none) 90 days of clients' inquiries, offers
// and chats, and clients a year of finished inquiries, and computes the trust figures from them.
import { openDatabase } from '@tendero/db';
import { rebuildListings } from '@tendero/domain/marketplace';
import { sql } from 'drizzle-orm';
import { load } from './seed-scale/companies';
import { seedHistories } from './seed-scale/histories';
import { seedInquiries } from './seed-scale/inquiries';
import { args, historyShare, parallel, total, url } from './seed-scale/options';
import { advanceRandom, seedRandom } from './seed-scale/random';
import { rowsOf } from './seed-scale/rows';
import { computeTrustFigures } from './seed-scale/trust';

seedRandom(Number(args.seed));
const started = performance.now();
const database = await openDatabase({ kind: 'postgres', url, maxConnections: parallel + 1 });
try {
  await database.migrate();
  console.info(`migrations done (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const [existing] = await rowsOf<{ count: number }>(database, sql`select count(*)::int as count from companies`);
  const already = existing?.count ?? 0;
  if (already > 500 && !args.force) {
    console.info(`The database already has ${already} companies: none added (--force adds ${total} more anyway).`);
  } else {
    // A second run with --force continues the numbering, so usernames and e-mails stay unique.
    advanceRandom(already * 7919);
    // Bulk load: the secondary indexes of companies (the GIN ones above all) are dropped for the load and
    // built again from their own definitions afterwards, which is several times faster than keeping them
    // up to date row by row. They are rebuilt even when the load fails half-way.
    const indexes = await rowsOf<{ name: string; definition: string }>(
      database,
      sql`select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
          from pg_index x join pg_class c on c.oid = x.indexrelid
          where x.indrelid = 'public.companies'::regclass and not x.indisunique and not x.indisprimary`,
    );
    let reps = 0;
    for (const index of indexes) await database.db.execute(sql.raw(`drop index if exists "${index.name}"`));
    try {
      reps = await load(database, already, started);
    } finally {
      const rebuilding = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        for (const index of indexes) await tx.execute(sql.raw(index.definition));
      });
      console.info(
        `  rebuilt ${indexes.length} indexes on companies (${((performance.now() - rebuilding) / 1000).toFixed(1)} s)`,
      );
    }
    const indexing = performance.now();
    const indexed = await rebuildListings(database.db);
    console.info(
      `  search index: ${indexed.toLocaleString('en')} listed companies (${((performance.now() - indexing) / 1000).toFixed(1)} s)`,
    );
    // As autovacuum would leave settled tables: statistics for the planner and the visibility map (which
    // lets search count and page with index-only scans).
    for (const table of ['companies', 'users', 'search_postings', 'search_words']) {
      await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
    }
    const [listed] = await rowsOf<{ count: number }>(
      database,
      sql`select count(*)::int as count from companies where verified_at is not null`,
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `Seeded ${total.toLocaleString('en')} companies (${(listed?.count ?? 0).toLocaleString('en')} listed in the ` +
        `database now) and ${reps.toLocaleString('en')} sales reps in ${seconds.toFixed(1)} s.`,
    );
  }
  const inquiriesTarget = Number(args.inquiries);
  if (Number.isInteger(inquiriesTarget) && inquiriesTarget > 0) await seedInquiries(database, inquiriesTarget);
  if (historyShare > 0) await seedHistories(database, historyShare);
  await computeTrustFigures(database);
} finally {
  await database.close();
}
