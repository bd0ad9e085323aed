import { createHash } from 'node:crypto';
import { type Db, schema } from '@tendero/db';
import { type SQL, sql } from 'drizzle-orm';
import { searchVersion } from './search-version.repository';

const { companies, companyResponseFigures } = schema;

/** A company card's facts as `readCards` returns them. */
export type CardRow = {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  city: string | null;
  country: string | null;
  teamSize: string | null;
  foundedYear: number | null;
  services: string[];
  languages: string[];
  /** The average of verified clients' reviews (the rating that counts); null without any. */
  ratingAvg: number | null;
  reviewCount: number;
  verifiedReviewCount: number;
  hasPromo: boolean;
  hasPremium: boolean;
  titleId: string | null;
  /** A timestamp as PostgreSQL writes it in JSON (with the session's offset); never null for a listed company. */
  verifiedAt: string;
  contactRepId: string | null;
  /** The response figures over offers and chats (trust), from the left-joined row of measure 'all'. */
  responseEvents: number | null;
  responseAnswered: number | null;
  responseWithinDay: number | null;
  responseMedianMinutes: number | null;
  responseMedianWorkingMinutes: number | null;
  /** What the fingerprint is made of: "id:xmin:figures xmin or -:contact rep or -". */
  mark: string;
};

/** A card as `cardsOf` writes it: the row's facts, then the company's and its figures' row versions (xmin). */
type CardValues = Omit<CardRow, 'mark'> & { companyVersion: string; figuresVersion: string | null };

/**
 * The names of a card's values, in the order `cardsOf` writes them: the one list that builds the SQL array
 * and reads it back into an object by name (`parseCards`).
 */
const cardFields = [
  'id',
  'name',
  'description',
  'logo',
  'city',
  'country',
  'teamSize',
  'foundedYear',
  'services',
  'languages',
  'ratingAvg',
  'reviewCount',
  'verifiedReviewCount',
  'hasPromo',
  'hasPremium',
  'titleId',
  'verifiedAt',
  'contactRepId',
  'responseEvents',
  'responseAnswered',
  'responseWithinDay',
  'responseMedianMinutes',
  'responseMedianWorkingMinutes',
  'companyVersion',
  'figuresVersion',
] as const satisfies readonly (keyof CardValues)[];

/** The SQL of each value of a card, by name. */
function cardValues(contactRep: SQL): Record<(typeof cardFields)[number], unknown> {
  const c = companies;
  const f = companyResponseFigures;
  return {
    id: c.id,
    name: c.name,
    description: sql`left(${c.description}, 240)`,
    logo: c.logo,
    city: c.city,
    country: c.country,
    teamSize: c.teamSize,
    foundedYear: c.foundedYear,
    services: c.services,
    languages: c.languages,
    ratingAvg: c.verifiedRatingAvg,
    reviewCount: c.reviewCount,
    verifiedReviewCount: c.verifiedReviewCount,
    hasPromo: c.hasPromo,
    hasPremium: c.hasPremium,
    titleId: c.titleId,
    verifiedAt: c.verifiedAt,
    contactRepId: contactRep,
    responseEvents: f.events,
    responseAnswered: f.answered,
    responseWithinDay: f.withinDay,
    responseMedianMinutes: f.medianMinutes,
    responseMedianWorkingMinutes: f.medianWorkingMinutes,
    companyVersion: sql`${c}.xmin`,
    figuresVersion: sql`${f}.xmin`,
  };
}

/**
 * The cards of the listed companies among the ids `ids` (a uuid[] expression) as one JSON text (read
 * with `parseCards`), and a fingerprint of them: each card's row versions (`xmin` of the company and of
 * its figures, which every update changes) and its contact rep, so it changes whenever anything a card
 * shows does, and costs a hash of a few hundred bytes instead of building and sending 12 KB.
 * Each card is a JSON array of `cardFields` (keys repeated on every card cost PostgreSQL
 * ~0.03 ms a page to write), and carries its row versions, so a new page's fingerprint is computed from its
 * cards by `fingerprintOf` (the same text and hash as the SQL one): building it in PostgreSQL too, two
 * ordered aggregates and the marks' text, was a quarter of a cold filter search's statement.
 */
export function cardsOf(ids: SQL): { json: SQL<string>; fingerprint: SQL<string> } {
  const c = companies;
  const f = companyResponseFigures;
  // The first active sales rep (from its index); a one-person firm's manager who answers inquiries otherwise.
  const contactRep = sql`coalesce((select u.id from users u where u.company_id = ${c.id} and u.role = 'SALES_REP'
    and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1),
    (select u.id from users u where u.company_id = ${c.id} and u.role = 'MANAGER' and u.answers_inquiries
    and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1))`;
  const listed = sql`${c} left join ${f} on ${f.companyId} = ${c.id} and ${f.measure} = 'all'
    where ${c.verifiedAt} is not null and ${c.id} = any(${ids})`;
  const mark = sql`${c.id}::text || ':' || ${c}.xmin::text || ':' || coalesce(${f}.xmin::text, '-') || ':'
    || coalesce(${contactRep}, '-')`;
  const values = cardValues(contactRep);
  const card = sql`json_build_array(${sql.join(
    cardFields.map((field) => sql`${values[field]}`),
    sql`, `,
  )})`;
  return {
    json: sql<string>`(select coalesce(json_agg(${card}), '[]')::text from ${listed})`,
    fingerprint: sql<string>`(select md5(coalesce(string_agg(mark, ',' order by card_id), ''))
      from (select ${c.id} as card_id, ${mark} as mark from ${listed}) card)`,
  };
}

/** The cards of `cardsOf`'s JSON, as rows: each value taken by its name in `cardFields`. */
export function parseCards(cards: string): CardRow[] {
  return (JSON.parse(cards) as unknown[][]).map((values) => {
    const { companyVersion, figuresVersion, ...row } = Object.fromEntries(
      cardFields.map((field, index) => [field, values[index]]),
    ) as CardValues;
    return { ...row, mark: `${row.id}:${companyVersion}:${figuresVersion ?? '-'}:${row.contactRepId ?? '-'}` };
  });
}

/**
 * The fingerprint of cards read by `cardsOf`, as its `fingerprint` computes it in SQL: md5 of each card's
 * "id:xmin:figures xmin or -:contact rep or -", in id order (a uuid's text sorts as its bytes), joined by
 * commas.
 */
export function fingerprintOf(cards: readonly CardRow[]): string {
  const marks = cards.map((card) => card.mark).sort();
  return createHash('md5').update(marks.join(','), 'utf8').digest('hex');
}

/** The cards of a page, as read with its ids (a cold page) or again (a cached one), and their fingerprint. */
export type PageCards = { rows: CardRow[]; fingerprint: string };

/**
 * The cards of a cached page and, read in the same statement (so from the same snapshot), the index
 * version: when it is still the one the page was cached at, the page is current. When the cards'
 * fingerprint is the one the caller already has, they are neither built nor sent: an unchanged page costs
 * PostgreSQL 20 key lookups and a hash. A prepared statement per database handle: the warm results page
 * runs it on every request, so it is neither built by Drizzle nor planned again by PostgreSQL each time
 * (planning this join took twice as long as running it).
 */
const cardsStatements = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function prepareCards(db: Db) {
  const cards = cardsOf(sql`${sql.placeholder('ids')}::uuid[]`);
  return db
    .select({
      version: searchVersion,
      fingerprint: sql<string>`marks.fingerprint`,
      // CASE evaluates the subquery only when the fingerprint differs.
      json: sql<
        string | null
      >`case when marks.fingerprint = ${sql.placeholder('known')} then null else ${cards.json} end`,
    })
    .from(sql`(select ${cards.fingerprint} as fingerprint) marks`)
    .prepare('marketplace_cards');
}

/**
 * The cards of the listed companies among `ids` (unlisted ones are left out, in no particular order) and
 * their fingerprint, or only the fingerprint when it is `known` (the cards are unchanged); and the index
 * version read with them.
 */
export async function readCards(
  db: Db,
  ids: readonly string[],
  known = '',
): Promise<{ rows: CardRow[] | null; fingerprint: string; version: number | null }> {
  let statement = cardsStatements.get(db);
  if (!statement) {
    statement = prepareCards(db);
    cardsStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ids, known });
  return {
    rows: row?.json != null ? parseCards(row.json) : null,
    fingerprint: row?.fingerprint ?? '',
    version: row?.version ?? null,
  };
}
