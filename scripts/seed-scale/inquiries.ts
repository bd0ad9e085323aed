import type { DatabaseHandle } from '@tendero/db';
import { catalogue, places } from '@tendero/domain/catalog';
import { rebuildInquiryIndex } from '@tendero/domain/inquiries';
import { sql } from 'drizzle-orm';
import { args } from './options';
import { rowsOf } from './rows';

/**
 * Tops the open inquiries up to `target` (bench:tender reads 50,000): clients published them in
 * the last 20 days, one to three services each, most with a city, visible for up to 30 more days, already
 * told to providers (digested). Deterministic (setseed), in SQL, so 50,000 take a few seconds.
 */
export async function seedInquiries(database: DatabaseHandle, target: number): Promise<void> {
  const begun = performance.now();
  const [open] = await rowsOf<{ count: number }>(
    database,
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
