import type { ResponseMeasure } from '@tendero/contracts';
import { trustRules } from '@tendero/contracts';
import { type Db, schema, withTransaction } from '@tendero/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../shared/rows';
import { freeMailDomains } from './free-mail';

const { buyerRecords, companies, companyResponseFigures, repResponseFigures, trustState, users } = schema;

/**
 * True when the client looks like one of the company's own accounts: their e-mail is on a domain of the
 * company (its e-mail or website) or of one of its people. Mailbox providers anyone can join, and the
 * reserved names no one owns (RFC 2606: .test, .example, .invalid, .localhost), never count.
 */
function ownAccount(clientEmail: SQL, companyId: SQL): SQL {
  return sql`exists (
    select 1 from (select lower(split_part(${clientEmail}, '@', 2)) as domain) d
    join companies own_co on own_co.id = ${companyId}
    where d.domain <> all(${sql.param([...freeMailDomains])}::text[])
      and d.domain !~ '\\.(test|example|invalid|localhost)$'
      and (
        lower(split_part(own_co.email, '@', 2)) = d.domain
        or lower(substring(lower(own_co.website) from '^(?:[a-z]+://)?(?:www\\.)?([^/:?#]+)')) = d.domain
        or exists (select 1 from users own where own.company_id = own_co.id
          and lower(split_part(own.email, '@', 2)) = d.domain)
      ))`;
}

/**
 * Fills the temporary table `trust_events` (one row per counted event and subject) for the window ending
 * at `now`. Counted: inquiries that asked a company (the company's first offer; each rep's own offer), and
 * conversations a client started with a company's person (the first reply from that person). Not counted:
 * events older than the window, a client who is one of the company's own accounts, messages to oneself,
 * conversations nobody but the company wrote in, offers an admin removed, and unanswered events less than
 * 24 hours old (still in time).
 */
async function collectEvents(tx: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - trustRules.windowDays * 86_400_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await tx.execute(sql`create temp table trust_events (
      subject text not null, subject_id text not null, kind text not null, zone text not null,
      started_at timestamptz not null, answered_at timestamptz
    ) on commit drop`);
  const askedFrom = sql`from inquiry_targets t
      join inquiries i on i.id = t.inquiry_id
      join users cl on cl.id = i.client_id
      join companies co on co.id = t.company_id`;
  const askedWhere = sql`i.created_at >= ${since} and i.created_at <= ${now} and i.removed_at is null
      and cl.role = 'CLIENT' and not ${ownAccount(sql`cl.email`, sql`t.company_id`)}`;
  // One pass over the inquiries asked: each rep's offers, and (from them) each company's first one.
  await tx.execute(sql`with asked as materialized (
      select t.inquiry_id, t.company_id, i.client_id, i.created_at as started_at, co.time_zone as zone
      ${askedFrom}
      where ${askedWhere}),
    offers as materialized (
      select s.inquiry_id, s.company_id, a.rep_id, s.zone, s.started_at, a.created_at as answered_at
      from asked s join applications a on a.inquiry_id = s.inquiry_id and a.company_id = s.company_id
      where a.removed_at is null and a.rep_id <> s.client_id and a.created_at <= ${now}),
    reps as (insert into trust_events (subject, subject_id, kind, zone, started_at, answered_at)
      select 'rep', rep_id, 'offers', zone, started_at, answered_at from offers)
    insert into trust_events (subject, subject_id, kind, zone, started_at, answered_at)
    select 'company', s.company_id::text, 'offers', s.zone, s.started_at, o.first_at
    from asked s left join (select inquiry_id, company_id, min(answered_at) as first_at from offers
      group by inquiry_id, company_id) o on o.inquiry_id = s.inquiry_id and o.company_id = s.company_id`);
  await tx.execute(sql`insert into trust_events (subject, subject_id, kind, zone, started_at, answered_at)
    select s.subject, s.subject_id, 'chats', co.time_zone, f.created_at,
      (select r.created_at from chat_messages r
        where r.chat_id = c.id and r.sender_id = f.receiver_id and r.receiver_id = f.sender_id
          and (r.seq, r.created_at) > (f.seq, f.created_at) and r.created_at <= ${now}
        order by r.seq, r.created_at limit 1)
    from chats c
    cross join lateral (
      select m.sender_id, m.receiver_id, m.created_at, m.seq from chat_messages m
      where m.chat_id = c.id and m.sender_id <> m.receiver_id
      order by m.seq, m.created_at limit 1) f
    join users cl on cl.id = f.sender_id and cl.role = 'CLIENT'
    join users member on member.id = f.receiver_id and member.role in ('SALES_REP', 'MANAGER')
      and member.company_id is not null
    join companies co on co.id = member.company_id
    cross join lateral (values ('company', member.company_id::text), ('rep', member.id)) s(subject, subject_id)
    where c.last_message_at >= ${since} and f.created_at >= ${since} and f.created_at <= ${now}
      and not ${ownAccount(sql`cl.email`, sql`member.company_id`)}`);
  await tx.execute(sql`delete from trust_events where answered_at is null and started_at > ${dayAgo}`);
  await tx.execute(sql`analyze trust_events`);
}

/** The figures of one subject kind from `trust_events`: per measure, and 'all' over both. */
function aggregate(subject: 'company' | 'rep', idCast: SQL, now: Date): SQL {
  const minutes = sql`extract(epoch from (answered_at - started_at)) / 60`;
  return sql`select subject_id${idCast}, coalesce(kind, 'all'), count(*)::int, count(answered_at)::int,
      (count(*) filter (where answered_at <= started_at + interval '24 hours'))::int,
      percentile_cont(0.5) within group (order by ${minutes}),
      percentile_cont(0.5) within group (order by case when answered_at is not null
        then working_minutes(started_at, answered_at, zone) end),
      nullif(percentile_disc(0.5) within group (order by coalesce(${minutes}, 'Infinity'::float8)), 'Infinity'),
      ${now}::timestamptz
    from trust_events where subject = ${subject}
    group by grouping sets ((subject_id, kind), (subject_id))`;
}

/**
 * Recomputes every trust figure as of `now` in one transaction: the response figures of companies and
 * their people, the sort key of "answers fastest" in the search index (only where it changed, and then
 * the index version, so cached results are not served stale), and the buyers' records. Set-based: the
 * cost grows with the events of the window, not with page views. Answers how many companies' sort keys
 * changed.
 */
export async function recomputeTrustFigures(db: Db, now: Date): Promise<{ sortKeysChanged: number }> {
  return withTransaction(db, async (tx) => {
    // Set-based over a few hundred thousand rows: compiling each statement (JIT) costs more than it saves,
    // and the per-subject sorts fit in memory.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await collectEvents(tx, now);
    await tx.execute(sql`delete from company_response_figures`);
    await tx.execute(sql`insert into company_response_figures (company_id, measure, events, answered, within_day,
        median_minutes, median_working_minutes, typical_minutes, computed_at) ${aggregate('company', sql`::uuid`, now)}`);
    await tx.execute(sql`delete from rep_response_figures`);
    await tx.execute(sql`insert into rep_response_figures (user_id, measure, events, answered, within_day,
        median_minutes, median_working_minutes, typical_minutes, computed_at) ${aggregate('rep', sql``, now)}`);
    const [changed] = rowsOf<{ companies: number }>(
      await tx.execute(sql`with keys as (
          select p.company_id, p.response_minutes as old, ${sortKey(sql`p.company_id`)} as minutes
          from search_postings p where p.term = 'all')
        , moved as (update search_postings p set response_minutes = keys.minutes from keys
          where p.company_id = keys.company_id and keys.minutes is distinct from keys.old
          returning p.company_id)
        select count(distinct company_id)::int as companies from moved`),
    );
    const sortKeysChanged = changed?.companies ?? 0;
    if (sortKeysChanged > 0) {
      await tx.execute(sql`update search_state set version = version + 1 where id = 1`);
    }
    await recomputeBuyerRecords(tx, now);
    await tx
      .insert(trustState)
      .values({ id: 1, computedAt: now })
      .onConflictDoUpdate({ target: trustState.id, set: { computedAt: now } });
    return { sortKeysChanged };
  });
}

/** The sort key of a company that left more than half of its clients unanswered (minutes in ~19 years). */
const mostlyUnanswered = 10_000_000;

/**
 * The "answers fastest" key of a company: its typical response over offers and chats (the median with
 * unanswered events as never answered), once there are enough events; a company that left more than half
 * unanswered sorts after every typical time; null (not enough data) sorts last.
 */
export function sortKey(companyId: SQL): SQL<number | null> {
  // Measured but mostly unanswered: after every typical time, still before the companies not yet measured.
  return sql<number | null>`(select coalesce(f.typical_minutes, ${mostlyUnanswered}) from company_response_figures f
    where f.company_id = ${companyId} and f.measure = 'all' and f.events >= ${trustRules.minEvents})`;
}

async function recomputeBuyerRecords(tx: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - trustRules.buyerWindowDays * 86_400_000);
  await tx.execute(sql`delete from buyer_records`);
  await tx.execute(sql`insert into buyer_records (client_id, published, finished, accepted, closed_by_client,
      undecided, median_decision_days, computed_at)
    select i.client_id, count(*)::int,
      (count(*) filter (where i.state = 'closed' or i.visible_until <= ${now}))::int,
      (count(*) filter (where i.outcome = 'accepted'))::int,
      (count(*) filter (where i.outcome = 'closed'))::int,
      (count(*) filter (where i.state = 'open' and i.visible_until <= ${now} and exists (
        select 1 from applications a where a.inquiry_id = i.id and a.removed_at is null)))::int,
      percentile_cont(0.5) within group (order by extract(epoch from (i.closed_at - i.created_at)) / 86400)
        filter (where i.state = 'closed' and i.closed_at is not null),
      ${now}::timestamptz
    from inquiries i join users u on u.id = i.client_id and u.role = 'CLIENT'
    where i.removed_at is null and i.created_at >= ${since} and i.created_at <= ${now}
    group by i.client_id`);
}

/** When the figures were last computed; null: never (the first run is the backfill). */
export async function lastComputedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: trustState.computedAt }).from(trustState).where(eq(trustState.id, 1));
  return row?.at ?? null;
}

export type ResponseFigureRow = {
  subjectId: string;
  measure: ResponseMeasure;
  events: number;
  answered: number;
  withinDay: number;
  medianMinutes: number | null;
  medianWorkingMinutes: number | null;
};

const figureColumns = (table: typeof companyResponseFigures | typeof repResponseFigures) => ({
  measure: table.measure,
  events: table.events,
  answered: table.answered,
  withinDay: table.withinDay,
  medianMinutes: table.medianMinutes,
  medianWorkingMinutes: table.medianWorkingMinutes,
});

/** The stored figures of companies, with each company's time zone. */
export async function companyFigureRows(
  db: Db,
  companyIds: readonly string[],
): Promise<{ rows: ResponseFigureRow[]; zones: Map<string, string> }> {
  if (companyIds.length === 0) return { rows: [], zones: new Map() };
  const [rows, zones] = await Promise.all([
    db
      .select({ subjectId: companyResponseFigures.companyId, ...figureColumns(companyResponseFigures) })
      .from(companyResponseFigures)
      .where(inArray(companyResponseFigures.companyId, [...companyIds])),
    db
      .select({ id: companies.id, zone: companies.timeZone })
      .from(companies)
      .where(inArray(companies.id, [...companyIds])),
  ]);
  return { rows, zones: new Map(zones.map((row) => [row.id, row.zone])) };
}

/** The stored figures of people, with the time zone of each one's company. */
export async function personFigureRows(
  db: Db,
  userIds: readonly string[],
): Promise<{ rows: ResponseFigureRow[]; zones: Map<string, string> }> {
  if (userIds.length === 0) return { rows: [], zones: new Map() };
  const [rows, zones] = await Promise.all([
    db
      .select({ subjectId: repResponseFigures.userId, ...figureColumns(repResponseFigures) })
      .from(repResponseFigures)
      .where(inArray(repResponseFigures.userId, [...userIds])),
    db
      .select({ id: users.id, zone: companies.timeZone })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(inArray(users.id, [...userIds])),
  ]);
  return { rows, zones: new Map(zones.map((row) => [row.id, row.zone])) };
}

/** Per company: the events and typical minutes over offers and chats together (the badge rule reads them). */
export async function typicalResponses(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: companyResponseFigures.companyId,
      events: companyResponseFigures.events,
      typicalMinutes: companyResponseFigures.typicalMinutes,
    })
    .from(companyResponseFigures)
    .where(and(inArray(companyResponseFigures.companyId, [...companyIds]), eq(companyResponseFigures.measure, 'all')));
}

export type BuyerRecordRow = typeof buyerRecords.$inferSelect;

export async function buyerRecordRows(db: Db, clientIds: readonly string[]): Promise<BuyerRecordRow[]> {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(buyerRecords)
    .where(inArray(buyerRecords.clientId, [...clientIds]));
}
