import type { DatabaseHandle } from '@tendero/db';
import { type SQL, sql } from 'drizzle-orm';
import { polishPlaces } from './companies';
import { args } from './options';
import { rowsOf } from './rows';
import { firstNamesPl, surnamesPl } from './words.data';

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
export async function seedHistories(database: DatabaseHandle, share: number): Promise<void> {
  const begun = performance.now();
  const [counts] = await rowsOf<{ listed: number; withRep: number; bench: number }>(
    database,
    sql`
    select (select count(*)::int from companies where verified_at is not null) as listed,
      (select count(*)::int from companies c where c.verified_at is not null and exists (select 1 from users u
        where u.company_id = c.id and u.role = 'SALES_REP' and u.status = 'ACTIVE' and u.deleted_at is null))
        as "withRep",
      (select count(*)::int from users where id like 'bench-client-%') as bench`,
  );
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
