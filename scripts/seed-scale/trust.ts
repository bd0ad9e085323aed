import { trustRules } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { systemClock } from '@tendero/domain';
import { refreshTrustFigures } from '@tendero/domain/trust';
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';

/** Computes the trust figures once, as the hourly job would, and reports how many companies have enough data. */
export async function computeTrustFigures(database: DatabaseHandle): Promise<void> {
  const begun = performance.now();
  const { sortKeysChanged } = await refreshTrustFigures({ db: database.db, clock: systemClock });
  const seconds = (performance.now() - begun) / 1000;
  const [figures] = await rowsOf<{ enough: number; sorted: number; fast: number; buyers: number; shown: number }>(
    database,
    sql`
    select (select count(*)::int from company_response_figures where measure = 'all' and events >= ${trustRules.minEvents})
        as enough,
      (select count(*)::int from search_postings where term = 'all' and response_minutes is not null) as sorted,
      (select count(*)::int from company_response_figures where measure = 'all'
        and events >= ${trustRules.fastResponder.minEvents} and typical_minutes <= ${trustRules.fastResponder.typicalMinutes})
        as fast,
      (select count(*)::int from buyer_records) as buyers,
      (select count(*)::int from buyer_records where finished >= ${trustRules.minFinishedInquiries}) as shown`,
  );
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
