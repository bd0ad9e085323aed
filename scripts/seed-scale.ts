// Fills the PostgreSQL database named by DATABASE_URL with many realistic companies, to measure search at
// scale. Deterministic: the same --seed gives the same companies.
//   DATABASE_URL=postgres://… npm run seed:scale -- --companies 100000 [--force] [--seed 1]
// Refuses without DATABASE_URL, and on a database that already has more than 500 companies unless --force.
import { parseArgs } from 'node:util';
import type { Place, TeamSize } from '@tendero/contracts';
import { type DatabaseHandle, openDatabase, type schema } from '@tendero/db';
import { catalogue, places } from '@tendero/domain/catalog';
import { rebuildInquiryIndex } from '@tendero/domain/inquiries';
import { companySearchText, foldText, rebuildListings } from '@tendero/domain/marketplace';
import { type SQL, sql } from 'drizzle-orm';
import { bulkInsert, companyColumns, userColumns } from './seed-scale/bulk-insert';
import {
  closersEn,
  closersPl,
  firstNamesEu,
  firstNamesPl,
  legalForms,
  localLanguage,
  openersEn,
  openersPl,
  roots,
  streetsPl,
  surnamesEu,
  surnamesPl,
  tagsEn,
  tagsPl,
  trade,
} from './seed-scale/words.data';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    inquiries: { type: 'string', default: '50000' },
    force: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
  },
});
const total = Number(args.companies);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'seed:scale needs DATABASE_URL (a PostgreSQL database it may fill), e.g.\n  createdb tendero_bench\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/tendero_bench npm run seed:scale -- --companies 100000',
  );
  process.exit(1);
}
if (!Number.isInteger(total) || total < 1 || total > 2_000_000) {
  console.error('--companies must be a whole number between 1 and 2,000,000');
  process.exit(1);
}

/** Rows per INSERT (one array parameter per column, so the row count is not limited by parameters). */
const batchSize = 2000;
/** INSERTs in flight at once (the pool has one connection more). */
const parallel = 3;

// ---- deterministic randomness ------------------------------------------------------------------------
let state = (Number(args.seed) * 2654435761) >>> 0 || 1;
/** mulberry32: small, fast and good enough for test data. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const chance = (p: number) => random() < p;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function pickWeighted<T>(items: readonly (readonly [T, number])[]): T {
  const sum = items.reduce((acc, [, weight]) => acc + weight, 0);
  let roll = random() * sum;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (items.at(-1) as readonly [T, number])[0];
}
function pickSome<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return out;
}
function uuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
/** Normal-ish (sum of three uniforms), for ratings. */
const bell = () => (random() + random() + random()) / 3;

const teamSizeWeights: (readonly [TeamSize, number])[] = [
  ['1', 8],
  ['2-9', 35],
  ['10-49', 33],
  ['50-249', 17],
  ['250-999', 5],
  ['1000+', 2],
];

const polishPlaces = places.filter((place) => place.country === 'PL');
const euPlaces = places.filter((place) => place.country !== 'PL');
/** Bigger cities hold more companies: the first places in the list weigh most. */
const placeWeights = (list: readonly Place[]) => list.map((place, index) => [place, 1 / (index + 2)] as const);
const polishPlaceWeights = placeWeights(polishPlaces);
const euPlaceWeights = placeWeights(euPlaces);
/** Some categories are much more common than others (accounting offices, marketing, software). */
const categoryWeights = catalogue.categories.map(
  (category) =>
    [
      category,
      ['accounting-payroll', 'marketing-advertising', 'software-development', 'web-ecommerce', 'it-support'].includes(
        category.slug,
      )
        ? 3
        : 1,
    ] as const,
);
const allServices = catalogue.categories.flatMap((category) => category.services.map((service) => service.slug));

const ascii = (text: string) => foldText(text).replace(/ /g, '');

type CompanyRow = typeof schema.companies.$inferInsert;
type UserRow = typeof schema.users.$inferInsert;

function makeCompany(index: number, now: number): { company: CompanyRow; rep: UserRow | null } {
  const polish = chance(2 / 3);
  const place = pickWeighted(polish ? polishPlaceWeights : euPlaceWeights);
  const country = place.country;
  const category = pickWeighted(categoryWeights);
  const own = category.services.map((service) => service.slug);
  const serviceCount = int(2, 5);
  const services = pickSome(own, Math.min(serviceCount, own.length));
  if (services.length < serviceCount && chance(0.5)) services.push(pick(allServices));
  const uniqueServices = [...new Set(services)];
  const words = trade[category.slug] ?? { pl: ['Usługi'], en: ['Services'] };
  const polishText = polish && chance(0.85);
  const surname = polish ? pick(surnamesPl) : pick(surnamesEu[country] ?? ['Smith']);
  const form = pick(legalForms[country] ?? ['Ltd']);
  const style = int(0, 4);
  const root = pick(roots);
  const noun = pick(polishText ? words.pl : words.en);
  const base =
    style === 0
      ? `${root} ${noun}`
      : style === 1
        ? `${noun} ${surname}`
        : style === 2
          ? `${surname} & ${polishText ? 'Partnerzy' : 'Partners'}`
          : style === 3
            ? `${root}${pick(['', 'Tech', 'Soft', 'Pro', 'Net', 'Max'])} ${noun}`
            : `${noun} ${place.names[polishText ? 'pl' : 'en']}`;
  const name = form ? `${base} ${form}` : base;
  const serviceNames = uniqueServices
    .slice(0, 3)
    .map((slug) => category.services.find((service) => service.slug === slug)?.names[polishText ? 'pl' : 'en'])
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLocaleLowerCase(polishText ? 'pl' : 'en'));
  const foundedYear = int(1991, 2025);
  const description = polishText
    ? `${name} to ${pick(openersPl)} z siedzibą w mieście ${place.names.pl}, działająca od ${foundedYear} roku. ` +
      `Specjalizujemy się w obszarach: ${serviceNames.join(', ')}. ${pick(closersPl)}`
    : `${name} is ${pick(openersEn)} based in ${place.names.en}, founded in ${foundedYear}. ` +
      `We focus on ${serviceNames.join(', ')}. ${pick(closersEn)}`;
  const tags = pickSome(polishText ? tagsPl : tagsEn, int(0, 4));
  const languages = [localLanguage[country] ?? 'en'];
  if (!languages.includes('en') && chance(polish ? 0.6 : 0.9)) languages.push('en');
  if (polish && chance(0.12)) languages.push(pick(['de', 'uk', 'fr', 'cs']));
  if (!polish && chance(0.08)) languages.push('pl');

  // Reviews: many companies have none; a few have very many. Verified-client reviews are a share of them.
  const reviewCount = chance(0.45) ? 0 : Math.min(400, Math.ceil(1 / (random() ** 1.5 + 0.0025)));
  const ratingAvg = reviewCount === 0 ? null : Math.round(Math.min(5, Math.max(1, 2.2 + bell() * 3.3)) * 100) / 100;
  const verifiedReviewCount = reviewCount === 0 ? 0 : Math.floor(reviewCount * random() * 0.7);
  const verifiedRatingAvg =
    verifiedReviewCount === 0 || ratingAvg === null
      ? null
      : Math.round(Math.min(5, Math.max(1, ratingAvg + (random() - 0.5) * 0.6)) * 100) / 100;

  const createdAt = new Date(now - int(30, 3 * 365) * 86_400_000 - int(0, 86_400_000));
  const verified = chance(0.85);
  const id = uuid();
  const domain = `${ascii(base).slice(0, 24) || 'firma'}${index}.${country === 'PL' ? 'pl' : 'eu'}`;
  const company: CompanyRow = {
    id,
    name,
    description,
    email: `kontakt@${domain}`,
    website: `https://www.${domain}`,
    country,
    city: place.slug,
    postalCode:
      country === 'PL' ? `${int(0, 99).toString().padStart(2, '0')}-${int(0, 999).toString().padStart(3, '0')}` : null,
    address: country === 'PL' ? `ul. ${pick(streetsPl)} ${int(1, 180)}` : null,
    teamSize: pickWeighted(teamSizeWeights),
    foundedYear,
    services: uniqueServices,
    languages,
    tags,
    titleId: chance(0.03) ? 'top-rated' : chance(0.02) ? 'fast-responder' : null,
    hasPremium: chance(0.05),
    verifiedAt: verified ? new Date(createdAt.getTime() + int(1, 20) * 86_400_000) : null,
    ratingAvg,
    reviewCount,
    verifiedRatingAvg,
    verifiedReviewCount,
    hasPromo: chance(0.3),
    searchText: companySearchText({ name, description, tags, city: place.slug, services: uniqueServices }),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + int(0, 200) * 86_400_000),
  };
  let rep: UserRow | null = null;
  if (chance(0.6)) {
    const firstName = polish ? pick(firstNamesPl) : pick(firstNamesEu);
    const lastName = polish ? pick(surnamesPl) : surname;
    const username = `${ascii(firstName)}.${ascii(lastName)}.${index}`;
    rep = {
      id: uuid().replace(/-/g, '').slice(0, 32),
      name: `${firstName} ${lastName}`,
      email: `${username}@${domain}`,
      emailVerified: true,
      username,
      displayUsername: username,
      role: 'SALES_REP',
      status: 'ACTIVE',
      firstName,
      lastName,
      languages,
      city: place.slug,
      locale: polishText ? 'pl' : 'en',
      companyId: id,
      createdAt: new Date(createdAt.getTime() + int(0, 30) * 86_400_000),
      updatedAt: createdAt,
    };
  }
  return { company, rep };
}

/** Inserts the companies (and their sales reps) in batches, a few statements in flight at once. */
async function load(database: DatabaseHandle, already: number): Promise<number> {
  const now = Date.now();
  let done = 0;
  let reps = 0;
  const inFlight = new Set<Promise<void>>();
  for (let offset = 0; offset < total; offset += batchSize) {
    const made = Array.from({ length: Math.min(batchSize, total - offset) }, (_, i) =>
      makeCompany(already + offset + i + 1, now),
    );
    const companyRows = made.map((item) => item.company);
    const repRows = made.flatMap((item) => (item.rep ? [item.rep] : []));
    const insert = (async () => {
      await database.db.execute(bulkInsert('companies', companyColumns, companyRows));
      if (repRows.length > 0) await database.db.execute(bulkInsert('users', userColumns, repRows));
      done += companyRows.length;
      reps += repRows.length;
      if (done % 20_000 === 0 || done === total) {
        console.info(
          `  ${done.toLocaleString('en')} companies (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    })();
    inFlight.add(insert);
    void insert.finally(() => inFlight.delete(insert));
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return reps;
}

// ---- run -----------------------------------------------------------------------------------------------
const started = performance.now();
const database = await openDatabase({ kind: 'postgres', url, maxConnections: parallel + 1 });
/** node-postgres answers { rows }. */
const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
try {
  await database.migrate();
  console.info(`migrations done (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const [existing] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from companies`);
  const already = existing?.count ?? 0;
  if (already > 500 && !args.force) {
    console.info(`The database already has ${already} companies: none added (--force adds ${total} more anyway).`);
  } else {
    // A second run with --force continues the numbering, so usernames and e-mails stay unique.
    state = (state + already * 7919) >>> 0;
    // Bulk load: the secondary indexes of companies (the GIN ones above all) are dropped for the load and
    // built again from their own definitions afterwards, which is several times faster than keeping them
    // up to date row by row. They are rebuilt even when the load fails half-way.
    const indexes = await rowsOf<{ name: string; definition: string }>(
      sql`select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
          from pg_index x join pg_class c on c.oid = x.indexrelid
          where x.indrelid = 'public.companies'::regclass and not x.indisunique and not x.indisprimary`,
    );
    let reps = 0;
    for (const index of indexes) await database.db.execute(sql.raw(`drop index if exists "${index.name}"`));
    try {
      reps = await load(database, already);
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
} finally {
  await database.close();
}

/**
 * Tops the open inquiries up to `target` (bench:tender reads 50,000): clients published them in
 * the last 20 days, one to three services each, most with a city, visible for up to 30 more days, already
 * told to providers (digested). Deterministic (setseed), in SQL, so 50,000 take a few seconds.
 */
async function seedInquiries(database: DatabaseHandle, target: number): Promise<void> {
  const begun = performance.now();
  const [open] = await rowsOf<{ count: number }>(
    sql`select count(*)::int as count from inquiries where state = 'open' and visible_until > now()`,
  );
  const missing = target - (open?.count ?? 0);
  if (missing <= 0) {
    console.info(`${(open?.count ?? 0).toLocaleString('en')} open inquiries already: none added.`);
    return;
  }
  const clients = Math.max(1, Math.ceil(target / 5));
  const services = catalogue.categories.flatMap((category) => category.services.map((service) => service.slug));
  const cities = places.filter((place) => place.country === 'PL').map((place) => place.slug);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${(Number(args.seed) % 100) / 100})`);
    await tx.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username, role, status, first_name,
        last_name, locale, created_at, updated_at)
      select 'bench-client-' || g, 'Bench Client ' || g, 'bench-client-' || g || '@bench.tendero.test', true,
        'bench-client-' || g, 'bench-client-' || g, 'CLIENT', 'ACTIVE', 'Klient', 'Testowy ' || g,
        case when g % 3 = 0 then 'en' else 'pl' end, now() - interval '60 days', now() - interval '60 days'
      from generate_series(1, ${clients}) as g
      on conflict do nothing`);
    await tx.execute(sql`
      insert into inquiries (client_id, services, description, budget_min, budget_max, currency, city,
        marketing_consent, state, visible_until, application_count, digested_at, created_at, updated_at)
      select 'bench-client-' || (1 + floor(random() * ${clients}))::int,
        (select array_agg(distinct s) from (
          select (${sql.param(services)}::text[])[1 + floor(random() * ${services.length})::int] as s
          from generate_series(1, 1 + (g % 3))) picked),
        'Szukamy wykonawcy: zakres, terminy i warunki opisane w załączniku, odpowiedź do końca tygodnia (' || g || ').',
        case when g % 4 = 0 then null else 1000 * (1 + floor(random() * 20))::int end,
        case when g % 2 = 0 then null else 25000 + 1000 * floor(random() * 50)::int end,
        'PLN',
        case when g % 5 = 0 then null else (${sql.param(cities)}::text[])[1 + floor(random() * ${cities.length})::int] end,
        g % 2 = 0, 'open', now() + (1 + random() * 29) * interval '1 day', 0, now(),
        now() - random() * interval '20 days', now()
      from generate_series(1, ${missing}) as g`);
  });
  await rebuildInquiryIndex(database.db);
  await database.db.execute(sql`vacuum (analyze) inquiries`);
  await database.db.execute(sql`vacuum (analyze) inquiry_postings`);
  console.info(
    `Added ${missing.toLocaleString('en')} open inquiries from ${clients.toLocaleString('en')} clients in ` +
      `${((performance.now() - begun) / 1000).toFixed(1)} s.`,
  );
}
