// Fills the PostgreSQL database named by DATABASE_URL with many realistic companies, to measure search at
// scale. Deterministic: the same --seed gives the same companies.
//   DATABASE_URL=postgres://… npm run seed:scale -- --companies 100000 [--force] [--seed 1] [--history 0.35]
// Refuses without DATABASE_URL, and on a database that already has more than 500 companies unless --force.
// Then gives a share of the listed companies (--history, 0 for none) 90 days of clients' inquiries, offers
// and chats, and clients a year of finished inquiries, and computes the trust figures from them.
import { parseArgs } from 'node:util';
import { type Place, type TeamSize, trustRules } from '@tendero/contracts';
import { type DatabaseHandle, openDatabase, type schema } from '@tendero/db';
import { systemClock } from '@tendero/domain';
import { catalogue, places } from '@tendero/domain/catalog';
import { rebuildInquiryIndex } from '@tendero/domain/inquiries';
import { companySearchText, foldText, rebuildListings } from '@tendero/domain/marketplace';
import { refreshTrustFigures } from '@tendero/domain/trust';
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
    history: { type: 'string', default: '0.35' },
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
const historyShare = Number(args.history);
if (!(historyShare >= 0 && historyShare <= 1)) {
  console.error('--history must be a share of the listed companies between 0 and 1 (0: no histories)');
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

// ---- histories: what clients asked and how fast companies answered ----------------------------------------

/** A standard normal variate (Box–Muller), drawn afresh for each row. */
const normal = sql.raw('(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))');
/** Minutes as an interval. */
const minutes = (value: SQL) => sql`(${value}) * interval '1 minute'`;

/**
 * A moment `daysAgo` days back (fractional) at which a client writes: on a weekday three times in four
 * (a weekend day moves to the Friday before), and 8:00–18:00 local time four times in five. Never in the
 * future: a moment later today moves one day back.
 */
function clientMoment(daysAgo: SQL, zone: SQL): SQL {
  const day = sql`(date_trunc('day', now() at time zone ${zone}) - floor(${daysAgo}) * interval '1 day')`;
  const weekday = sql`(${day} - case when extract(isodow from ${day}) >= 6 and random() < 0.75
      then (extract(isodow from ${day}) - 5) * interval '1 day' else interval '0' end)`;
  const local = sql`(${weekday} + case when random() < 0.8 then interval '8 hours' + random() * interval '10 hours'
      else random() * interval '24 hours' end)`;
  return sql`(select case when m > now() then m - interval '1 day' else m end
    from (select ${local} at time zone ${zone} as m) moment)`;
}

/**
 * When a person actually answers `at` (a moment computed from a delay): an answer falling at night or on a
 * weekend waits for the next working morning (8:00–10:30 local time) three times in four.
 */
function workingAnswer(at: SQL, zone: SQL): SQL {
  const local = sql`(${at} at time zone ${zone})`;
  const next = sql`(date_trunc('day', ${local}) + case when extract(hour from ${local}) >= 18
      then interval '1 day' else interval '0' end)`;
  const morning = sql`(${next} + case extract(isodow from ${next}) when 6 then interval '2 days'
      when 7 then interval '1 day' else interval '0' end)`;
  return sql`case when ${at} is null then null
    when (extract(isodow from ${local}) >= 6 or extract(hour from ${local}) not between 8 and 17)
      and random() < 0.75
    then (${morning} + interval '8 hours' + random() * interval '150 minutes') at time zone ${zone}
    else ${at} end`;
}

const inquiryTexts = [
  'Szukamy wykonawcy na stałą współpracę: zakres i terminy w opisie, prosimy o wycenę.',
  'Potrzebujemy oferty na realizację w przyszłym miesiącu; szczegóły prześlemy po kontakcie.',
  'Prośba o wycenę usługi dla firmy z kilkunastoma pracownikami, start od zaraz.',
  'We are looking for a provider for an ongoing engagement; please send your terms and a price range.',
  'Request for a quote: scope attached, decision within two weeks.',
];
const clientMessages = [
  'Dzień dobry, czy mogą Państwo przygotować ofertę dla naszej firmy?',
  'Dzień dobry, jaki jest najbliższy wolny termin realizacji?',
  'Witam, czy obsługują Państwo także klientów spoza miasta?',
  'Hello, could you tell me more about your pricing for a small company?',
  'Hi, are you available to start next month?',
];
const repMessages = [
  'Dzień dobry, dziękuję za wiadomość, oczywiście. Proszę o kilka szczegółów, przygotuję wycenę.',
  'Dzień dobry, tak, mamy wolne terminy w przyszłym tygodniu.',
  'Hello, thank you for reaching out. Could we schedule a short call?',
  'Hi, yes. I will send you our price list today.',
];
const followUps = [
  'Dziękuję, czekam na ofertę.',
  'Świetnie, to pasuje.',
  'Thanks, that works for us.',
  'Great, thank you!',
];

/**
 * Gives `share` of the listed companies a history: over the last 90 days clients asked them
 * (inquiry_targets) and their sales rep offered after a realistic delay (log-normal per company: most within
 * hours, a tail of days, 4–26 % never answered, nights and weekends waiting for the next morning), and
 * clients started chats with the rep, answered likewise; and 40 % more inquiries in the 9 months before.
 * Every history inquiry is finished (accepted, closed by the client, or expired), so the open inquiries
 * bench:tender reads are unchanged. Clients are the bench clients (a fifth of the inquiries) and
 * `scale-client-N` clients (e-mails on example.com and clients.tendero.test, which never count as a
 * company's own accounts).
 * Tops up: only listed companies with a sales rep and no history yet (no inquiry asked of them, no chat
 * with their rep; each picked company gets at least one chat) are picked, so a second run adds nothing
 * and a run after `--force` gives the new companies theirs. Set-based, in one transaction; deterministic in
 * what it picks (setseed), though ids are random and the moments are relative to now.
 */
async function seedHistories(database: DatabaseHandle, share: number): Promise<void> {
  const begun = performance.now();
  const [counts] = await rowsOf<{ listed: number; withRep: number; bench: number }>(sql`
    select (select count(*)::int from companies where verified_at is not null) as listed,
      (select count(*)::int from companies c where c.verified_at is not null and exists (select 1 from users u
        where u.company_id = c.id and u.role = 'SALES_REP' and u.status = 'ACTIVE' and u.deleted_at is null))
        as "withRep",
      (select count(*)::int from users where id like 'bench-client-%') as bench`);
  const listed = counts?.listed ?? 0;
  const withRep = counts?.withRep ?? 0;
  const bench = counts?.bench ?? 0;
  if (withRep === 0) {
    console.info('No listed company has a sales rep: no histories added.');
    return;
  }
  // Picked by a hash of the id, so a company is picked or not whatever else the database holds.
  const pickPerMille = Math.min(1000, Math.round((1000 * share * listed) / withRep));
  const summary = await database.db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    const one = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
    await run(sql`select setseed(${((Number(args.seed) * 7) % 100) / 100 + 0.001})`);
    await run(sql`set local work_mem = '64MB'`);
    // The companies: each with its rep, its own pace (median delay from ~10 minutes to ~1.5 days), how often
    // it never answers, and how many inquiries and chats it had in the 90 days (most a few, some dozens; at
    // least one chat, which also marks the company as having its history).
    await run(sql`create temp table hist_companies on commit drop as
      select c.id as company_id, r.id as rep_id, c.services[1] as service, c.services[2] as second_service,
        c.city, c.time_zone as zone,
        ln(120) + 1.2 * ${normal} as mu, 0.8 + 0.6 * random() as sigma, 0.04 + 0.22 * random() ^ 2 as silence,
        greatest(1, round(exp(ln(4) + 0.8 * ${normal})))::int as asked,
        greatest(1, round(exp(ln(2.5) + 0.9 * ${normal})) - 1)::int as chats
      from (select * from companies where verified_at is not null and cardinality(services) > 0
        and mod(abs(hashtext(id::text)), 1000) < ${pickPerMille} order by id) c
      cross join lateral (select u.id from users u where u.company_id = c.id and u.role = 'SALES_REP'
        and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at, u.id limit 1) r
      where not exists (select 1 from inquiry_targets t where t.company_id = c.id)
        and not exists (select 1 from chat_participants p where p.user_id = r.id)`);
    const picked = await one<{ companies: number; asked: number }>(
      sql`select count(*)::int as companies, coalesce(sum(asked), 0)::int as asked from hist_companies`,
    );
    if (picked.companies === 0) return null;
    // An inquiry asks one company (55 %) or a few of the same service; 40 % more in the 9 months before.
    const recent = Math.ceil(picked.asked / 1.75);
    const older = Math.ceil(recent * 0.4);
    const clients = Math.max(50, Math.ceil((recent + older) / 5));
    await run(sql`
      insert into users (id, name, email, email_verified, username, display_username, role, status, first_name,
        last_name, city, locale, created_at, updated_at)
      select 'scale-client-' || g, f || ' ' || l,
        'scale-client-' || g || case when g % 2 = 0 then '@example.com' else '@clients.tendero.test' end, true,
        'scale-client-' || g, 'scale-client-' || g, 'CLIENT', 'ACTIVE', f, l, city,
        case when g % 4 = 0 then 'en' else 'pl' end, now() - interval '400 days', now() - interval '400 days'
      from (select g, (${sql.param(firstNamesPl)}::text[])[1 + floor(random() * ${firstNamesPl.length})::int] as f,
          (${sql.param(surnamesPl)}::text[])[1 + floor(random() * ${surnamesPl.length})::int] as l,
          (${sql.param(polishPlaces.slice(0, 20).map((place) => place.slug))}::text[])[1 + floor(random() * 20)::int] as city
        from generate_series(1, ${clients}) as g) named
      on conflict do nothing`);
    // Some clients ask often, most a few times a year.
    const client = sql`case when random() < ${bench > 0 ? 0.2 : 0} then 'bench-client-' || (1 + floor(random() * ${bench}))::int
      else 'scale-client-' || (1 + floor(${clients} * random() ^ 1.7))::int end`;
    await run(sql`create temp table hist_slots on commit drop as
      select row_number() over (order by service, company_id, n)::int as slot, service, company_id
      from hist_companies cross join generate_series(1, asked) as n`);
    await run(sql`create temp table hist_ranges on commit drop as
      select service, min(slot) as first, count(*)::int as n from hist_slots group by service`);
    await run(sql`alter table hist_slots add primary key (slot)`);
    for (const table of ['hist_companies', 'hist_slots', 'hist_ranges']) await run(sql.raw(`analyze ${table}`));
    const [slots] = rowsOfResult<{ n: number }>(await run(sql`select count(*)::int as n from hist_slots`));
    await run(sql`create temp table hist_inquiries on commit drop as
      with drawn as materialized (
        select g, 1 + floor(random() * ${slots?.n ?? 1})::int as first_slot, ${client} as client_id,
          case when g <= ${recent} then random() * 90 else 90 + random() * 275 end as days_ago,
          random() as shape, random() as visible, random() as extra
        from generate_series(1, ${recent + older}) as g)
      select gen_random_uuid() as id, d.g, d.first_slot, d.client_id, s.service,
        case when d.extra < 0.3 and h.second_service is not null then array[s.service, h.second_service]
          else array[s.service] end as services,
        case when d.extra < 0.7 then h.city end as city,
        ${clientMoment(sql`d.days_ago`, sql`'Europe/Warsaw'`)} as created_at,
        case when d.shape < 0.55 then 1 when d.shape < 0.8 then 2 when d.shape < 0.92 then 3 else 5 end as targets,
        case when d.visible < 0.1 then 3 when d.visible < 0.4 then 7 when d.visible < 0.75 then 14 else 30 end
          * interval '1 day' as visibility
      from drawn d join hist_slots s on s.slot = d.first_slot join hist_companies h on h.company_id = s.company_id`);
    await run(sql`analyze hist_inquiries`);
    // The companies asked (the first drawn, the others of the same service), and when each one's rep
    // offered: null when never, not yet, or after the inquiry ended.
    await run(sql`create temp table hist_targets on commit drop as
      with picks as materialized (
        select i.id as inquiry_id, i.created_at, least(i.created_at + i.visibility, now()) as ends,
          case when k = 1 then i.first_slot else r.first + floor(random() * r.n)::int end as slot
        from hist_inquiries i join hist_ranges r on r.service = i.service
        cross join generate_series(1, i.targets) as k),
      chosen as (
        select distinct on (p.inquiry_id, s.company_id) p.inquiry_id, p.created_at, p.ends, s.company_id
        from picks p join hist_slots s on s.slot = p.slot order by p.inquiry_id, s.company_id),
      delayed as (
        select c.*, h.rep_id, h.zone, case when random() < h.silence then null
          else c.created_at + ${minutes(sql`exp(h.mu + h.sigma * ${normal})`)} end as raw
        from chosen c join hist_companies h on h.company_id = c.company_id),
      answered as (select d.*, ${workingAnswer(sql`d.raw`, sql`d.zone`)} as at from delayed d)
      select inquiry_id, company_id, rep_id, case when at <= ends then at end as answered_at from answered`);
    await run(sql`analyze hist_targets`);
    // What became of each inquiry: with an offer, accepted 45 % of the time (a median of 2 days after the
    // first offer); otherwise closed by the client, or left to expire (only once past its end: none stays open).
    const clamp = (start: SQL, wanted: SQL, end: SQL) =>
      sql`(select case when w <= e then w else s + random() * (e - s) end
        from (select ${start} as s, ${wanted} as w, ${end} as e) b)`;
    await run(sql`create temp table hist_outcomes on commit drop as
      with offers as (
        select inquiry_id, min(answered_at) as first_offer from hist_targets group by inquiry_id),
      rolled as (
        select i.id, i.created_at, least(i.created_at + i.visibility, now()) as ends,
          i.created_at + i.visibility <= now() as ended, o.first_offer, random() as roll, random() as reason
        from hist_inquiries i left join offers o on o.inquiry_id = i.id),
      decided as (
        select r.*, case when r.first_offer is not null and r.roll < 0.45 then 'accepted'
          when r.roll < 0.75 or not r.ended then 'closed' end as outcome from rolled r)
      select d.id, d.outcome, d.first_offer,
        case when d.outcome = 'closed' then case when d.reason < 0.35 then 'chosenElsewhere'
          when d.reason < 0.7 then 'notNeeded' when d.reason < 0.9 then 'budget' else 'other' end end as close_reason,
        case when d.outcome = 'accepted'
            then ${clamp(sql`d.first_offer`, sql`d.first_offer + ${minutes(sql`exp(ln(2880) + ${normal})`)}`, sql`d.ends`)}
          when d.outcome = 'closed'
            then ${clamp(sql`d.created_at`, sql`d.created_at + ${minutes(sql`exp(ln(4320) + ${normal})`)}`, sql`d.ends`)}
        end as closed_at
      from decided d`);
    // The offers: those made before the inquiry was closed; the first one is the accepted one.
    await run(sql`create temp table hist_applications on commit drop as
      select t.inquiry_id, t.company_id, t.rep_id, t.answered_at,
        case when o.outcome = 'accepted' and row_number() over (partition by t.inquiry_id
            order by t.answered_at, t.company_id) = 1 then 'accepted'
          when o.outcome is not null then 'notChosen' else 'pending' end as state,
        o.closed_at
      from hist_targets t join hist_outcomes o on o.id = t.inquiry_id
      where t.answered_at is not null and t.answered_at <= coalesce(o.closed_at, t.answered_at)`);
    await run(sql`
      insert into inquiries (id, client_id, services, description, budget_min, budget_max, currency, city,
        marketing_consent, state, outcome, close_reason, visible_until, application_count, digested_at, closed_at,
        created_at, updated_at)
      select i.id, i.client_id, i.services,
        (${sql.param(inquiryTexts)}::text[])[1 + i.g % ${inquiryTexts.length}] || ' (' || i.g || ')',
        case when i.g % 4 = 0 then null else 1000 * (1 + i.g % 20) end,
        case when i.g % 2 = 0 then null else 25000 + 1000 * (i.g % 50) end,
        'PLN', i.city, i.g % 2 = 0, case when o.outcome is null then 'open' else 'closed' end, o.outcome,
        o.close_reason, i.created_at + i.visibility, coalesce(a.n, 0),
        i.created_at + interval '10 minutes', o.closed_at, i.created_at, coalesce(o.closed_at, i.created_at)
      from hist_inquiries i join hist_outcomes o on o.id = i.id
      left join (select inquiry_id, count(*)::int as n from hist_applications group by inquiry_id) a
        on a.inquiry_id = i.id`);
    await run(
      sql`insert into inquiry_targets (inquiry_id, company_id) select inquiry_id, company_id from hist_targets`,
    );
    await run(sql`
      insert into applications (inquiry_id, rep_id, company_id, state, message, price_min, price_max, currency,
        timeline_days, scope, payment_terms, valid_until, decided_at, created_at, updated_at)
      select inquiry_id, rep_id, company_id, state,
        'Dzień dobry, w załączeniu nasza propozycja: zakres, terminy i warunki. Zapraszam do kontaktu.',
        p, p + 1000 * (1 + floor(random() * 20))::int, 'PLN', 7 * (1 + floor(random() * 8))::int,
        'Pełny zakres z zapytania.', '14 dni od faktury', (answered_at + interval '30 days')::date,
        case when state <> 'pending' then closed_at end, answered_at, coalesce(closed_at, answered_at)
      from (select *, 1000 * (1 + floor(random() * 30))::int as p from hist_applications) priced`);
    // Chats a client started with a company's rep: answered at the company's pace (somewhat faster than
    // offers), sometimes followed by the client's thanks and the rep's second answer.
    await run(sql`create temp table hist_chats on commit drop as
      with wanted as (
        select h.*, ${client} as client_id, random() * 90 as days_ago
        from hist_companies h cross join generate_series(1, h.chats) as n),
      keyed as (
        select distinct on (pair_key) w.*, ${clientMoment(sql`w.days_ago`, sql`w.zone`)} as started_at
        from (select w.*, least(w.client_id collate "C", w.rep_id collate "C") || ':'
          || greatest(w.client_id collate "C", w.rep_id collate "C") as pair_key from wanted w) w
        order by pair_key),
      drafted as (
        select k.*, case when random() < k.silence * 0.8 then null
          else k.started_at + ${minutes(sql`exp(k.mu - 0.7 + k.sigma * ${normal})`)} end as draft from keyed k),
      replied as (select d.*, ${workingAnswer(sql`d.draft`, sql`d.zone`)} as reply_raw from drafted d),
      followed as (
        select r.*, case when r.reply_raw <= now() then r.reply_raw end as reply_at from replied r),
      thanked as (
        select f.*, case when f.reply_at is not null and random() < 0.6
          then f.reply_at + ${minutes(sql`exp(ln(45) + 1.2 * ${normal})`)} end as thanks_raw from followed f)
      select gen_random_uuid() as id, t.pair_key, t.client_id, t.rep_id, t.started_at, t.reply_at,
        case when t.thanks_raw <= now() then t.thanks_raw end as thanks_at,
        case when t.thanks_raw <= now() and random() < 0.5 then t.thanks_raw + interval '1 minute'
          + ${minutes(sql`exp(t.mu - 0.7 + t.sigma * ${normal})`)} end as second_raw
      from thanked t`);
    await run(sql`update hist_chats set second_raw = null where second_raw > now()`);
    await run(sql`insert into chats (id, pair_key, last_message_at, last_seq, created_at)
      select id, pair_key, coalesce(second_raw, thanks_at, reply_at, started_at),
        1 + (reply_at is not null)::int + (thanks_at is not null)::int + (second_raw is not null)::int, started_at
      from hist_chats`);
    await run(sql`insert into chat_messages (chat_id, sender_id, receiver_id, client_message_id, seq, text, created_at)
      select c.id, m.sender, m.receiver, gen_random_uuid(), m.seq, m.body, m.at
      from hist_chats c cross join lateral (values
        (1, c.client_id, c.rep_id, c.started_at,
          (${sql.param(clientMessages)}::text[])[1 + floor(random() * ${clientMessages.length})::int]),
        (2, c.rep_id, c.client_id, c.reply_at,
          (${sql.param(repMessages)}::text[])[1 + floor(random() * ${repMessages.length})::int]),
        (3, c.client_id, c.rep_id, c.thanks_at,
          (${sql.param(followUps)}::text[])[1 + floor(random() * ${followUps.length})::int]),
        (4, c.rep_id, c.client_id, c.second_raw, 'Dziękuję, pozdrawiam.')) as m(seq, sender, receiver, at, body)
      where m.at is not null`);
    await run(sql`insert into chat_participants (chat_id, user_id, last_read_at)
      select id, client_id, coalesce(second_raw, thanks_at, reply_at, started_at) from hist_chats
      union all
      select id, rep_id, case when reply_at is not null then coalesce(thanks_at, started_at) end from hist_chats`);
    return one<{
      companies: number;
      inquiries: number;
      targets: number;
      offers: number;
      chats: number;
      messages: number;
    }>(sql`select ${picked.companies}::int as companies, (select count(*)::int from hist_inquiries) as inquiries,
        (select count(*)::int from hist_targets) as targets, (select count(*)::int from hist_applications) as offers,
        (select count(*)::int from hist_chats) as chats,
        (select (count(*) + count(reply_at) + count(thanks_at) + count(second_raw))::int from hist_chats) as messages`);
  });
  if (!summary) {
    console.info('Every picked company has its history already: none added.');
    return;
  }
  const seconds = (performance.now() - begun) / 1000;
  for (const table of [
    'users',
    'inquiries',
    'inquiry_targets',
    'applications',
    'chats',
    'chat_messages',
    'chat_participants',
  ]) {
    await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  console.info(
    `History: ${summary.companies.toLocaleString('en')} companies were asked in ${summary.inquiries.toLocaleString('en')} ` +
      `finished inquiries (${summary.targets.toLocaleString('en')} asks, ${summary.offers.toLocaleString('en')} offers) ` +
      `and written to in ${summary.chats.toLocaleString('en')} chats (${summary.messages.toLocaleString('en')} messages) ` +
      `in ${seconds.toFixed(1)} s (+ ${((performance.now() - begun) / 1000 - seconds).toFixed(1)} s vacuum analyze).`,
  );
}

const rowsOfResult = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Computes the trust figures once, as the hourly job would, and reports how many companies have enough data. */
async function computeTrustFigures(database: DatabaseHandle): Promise<void> {
  const begun = performance.now();
  const { sortKeysChanged } = await refreshTrustFigures({ db: database.db, clock: systemClock });
  const seconds = (performance.now() - begun) / 1000;
  const [figures] = await rowsOf<{ enough: number; sorted: number; fast: number; buyers: number; shown: number }>(sql`
    select (select count(*)::int from company_response_figures where measure = 'all' and events >= ${trustRules.minEvents})
        as enough,
      (select count(*)::int from search_postings where term = 'all' and response_minutes is not null) as sorted,
      (select count(*)::int from company_response_figures where measure = 'all'
        and events >= ${trustRules.fastResponder.minEvents} and typical_minutes <= ${trustRules.fastResponder.typicalMinutes})
        as fast,
      (select count(*)::int from buyer_records) as buyers,
      (select count(*)::int from buyer_records where finished >= ${trustRules.minFinishedInquiries}) as shown`);
  const vacuuming = performance.now();
  for (const table of ['company_response_figures', 'rep_response_figures', 'buyer_records', 'search_postings']) {
    await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  console.info(
    `Trust figures computed in ${seconds.toFixed(1)} s: ${(figures?.enough ?? 0).toLocaleString('en')} companies ` +
      `with enough data (${trustRules.minEvents}+ events; ${(figures?.sorted ?? 0).toLocaleString('en')} with an ` +
      `"answers fastest" key, ${(figures?.fast ?? 0).toLocaleString('en')} meet "Fast responder"; ` +
      `${sortKeysChanged.toLocaleString('en')} sort keys changed), ${(figures?.buyers ?? 0).toLocaleString('en')} ` +
      `buyer's records (${(figures?.shown ?? 0).toLocaleString('en')} shown: ${trustRules.minFinishedInquiries}+ finished) ` +
      `(+ ${((performance.now() - vacuuming) / 1000).toFixed(1)} s vacuum analyze).`,
  );
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
  if (historyShare > 0) await seedHistories(database, historyShare);
  await computeTrustFigures(database);
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
