// Saved-search alerts at scale (issue 40, decision 0042): 100,000 saved searches spread over services,
// categories, cities and free text as people save them, then the matching job for N newly verified
// companies. Prints the cost per company (median and p95, in ms) and the candidates examined (saved searches
// the index range held for the company before free text), against the total.
//   npm run bench:alerts        (BENCH_SEARCHES=100000, BENCH_COMPANIES=40; DATABASE_URL=postgres://… or PGlite)
import { openDatabase, schema, withTransaction } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { catalogue, places } from '@tendero/domain/catalog';
import { companySearchText, rebuildListings } from '@tendero/domain/marketplace';
import { findCompanyMatches, matchColumnsOf } from '@tendero/domain/saved-searches';
import { sql } from 'drizzle-orm';

const searchCount = Number(process.env.BENCH_SEARCHES ?? 100_000);
const companyCount = Number(process.env.BENCH_COMPANIES ?? 40);
const peopleCount = Math.ceil(searchCount / 5);

// A deterministic generator, so runs compare.
let seed = 40;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
/** Zipf-like: the first items are chosen far more often (popular services, big cities). */
const pick = <T>(items: readonly T[]): T => items[Math.floor(items.length * random() ** 1.5)] as T;

const services = catalogue.categories.flatMap((category) =>
  category.services.map((service) => ({ slug: service.slug, category: category.slug, name: service.names.en })),
);
const polish = places.filter((place) => place.country === 'PL');
const words = [
  'software',
  'shopify',
  'ksiegowosc',
  'accounting',
  'react',
  'marketing',
  'seo',
  'cloud',
  'mobile',
  'design',
  'payroll',
  'legal',
  'logistics',
  'hotel',
  'booking',
  'ecommerce',
  'crm',
  'audit',
  'tax',
  'video',
  'java',
  'python',
  'ai',
  'data',
  'security',
  'translation',
  'recruitment',
  'branding',
  'print',
  'wordpress',
];

function savedQuery() {
  const service = pick(services);
  const roll = random();
  const query: Record<string, unknown> = { sort: 'relevance' };
  if (roll < 0.55) query.service = service.slug;
  else if (roll < 0.8) query.category = service.category;
  if (random() < 0.45) query.city = pick(polish).slug;
  if (roll >= 0.55 || random() < 0.2) query.q = [pick(words), random() < 0.3 ? pick(words) : ''].join(' ').trim();
  if (random() < 0.1) query.minRating = 4;
  if (random() < 0.08) query.teamSize = pick(['2-9', '10-49', '50-249']);
  if (random() < 0.08) query.language = pick(['en', 'pl', 'de']);
  return query as Parameters<typeof matchColumnsOf>[0];
}

const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url, maxConnections: 2 }) : await openTestDatabase();
const db = database.db;
const clock = { now: () => new Date() };
const ctx = {
  db,
  clock,
  settings: { publicUrl: 'http://localhost', supportEmail: 'support@tendero.test', linkSecret: 'bench' },
};

console.info(`Filling: ${peopleCount} people, ${searchCount} saved searches, ${companyCount} companies to verify…`);
const started = performance.now();
await db.execute(sql`insert into users (id, name, email, username, role, status, first_name, last_name, locale)
  select 'bench-' || n, 'Bench ' || n, 'bench' || n || '@tendero.test', 'bench' || n, 'CLIENT', 'ACTIVE', 'Bench', 'Person',
    case when n % 2 = 0 then 'pl' else 'en' end
  from generate_series(1, ${peopleCount}) n`);
for (let start = 0; start < searchCount; start += 2000) {
  const rows = [];
  for (let n = start; n < Math.min(searchCount, start + 2000); n++) {
    const query = savedQuery();
    rows.push({
      userId: `bench-${(n % peopleCount) + 1}`,
      name: `Search ${n}`,
      query,
      frequency: (['instant', 'instant', 'daily', 'weekly'] as const)[n % 4] ?? 'instant',
      ...matchColumnsOf(query),
    });
  }
  await db.insert(schema.savedSearches).values(rows);
}
// Companies about to be verified: realistic profiles, listed by the search index as verification would list them.
const companyIds: string[] = [];
for (let n = 0; n < companyCount; n++) {
  const own = [pick(services), pick(services)];
  const company = {
    name: `${['Vistula', 'Baltic', 'Tatra', 'Warta', 'Odra', 'Mazur'][n % 6]} ${pick(words)} ${n}`,
    description: `We do ${own.map((service) => service.name).join(' and ')} for ${pick(words)} clients.`,
    tags: [pick(words)],
    city: pick(polish).slug,
    services: [...new Set(own.map((service) => service.slug))],
  };
  const [row] = await db
    .insert(schema.companies)
    .values({
      ...company,
      country: 'PL',
      teamSize: pick(['2-9', '10-49', '50-249']),
      languages: ['pl', 'en'],
      searchText: companySearchText(company),
    })
    .returning({ id: schema.companies.id });
  if (row) companyIds.push(row.id);
}
await db.execute(sql`analyze saved_searches`);
console.info(`Filled in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const timings: number[] = [];
const candidates: number[] = [];
let alerted = 0;
let matched = 0;
for (const companyId of companyIds) {
  await withTransaction(db, (tx) =>
    tx.update(schema.companies).set({ verifiedAt: new Date() }).where(sql`id = ${companyId}`),
  );
  await rebuildListings(db);
  const begin = performance.now();
  const { found } = await findCompanyMatches(ctx, companyId);
  timings.push(performance.now() - begin);
  candidates.push(found.candidates);
  matched += found.matches.length;
  alerted += found.matches.filter((match) => match.frequency === 'instant').length;
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], share: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
console.info(
  `\nbench:alerts on ${url ? 'PostgreSQL' : 'PGlite'}: ${searchCount} saved searches, ${companyCount} companies verified`,
);
console.info(
  `matching per company (the company read from the index, candidates, filters and free text): median ${at(timings, 0.5).toFixed(1)} ms, p95 ${at(timings, 0.95).toFixed(1)} ms`,
);
console.info(
  `candidates examined per company: median ${at(candidates, 0.5)}, p95 ${at(candidates, 0.95)}, max ${Math.max(...candidates)} of ${searchCount}`,
);
console.info(`matches: ${matched} (${(matched / companyCount).toFixed(1)} per company), of them instant: ${alerted}`);
await database.close();
