import type { ComparedCompany, Currency } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { listEntries } from '../../companies/index';
import { inReaderLanguage } from '../../shared/content-language';
import type { DomainContext } from '../../shared/context';
import { companyResponseFigures } from '../../trust/index';
import { listChecks } from '../verification.repository';
import { cardOf, readPageCards } from './company-card';

type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];
type PricedEntry = { price?: number; priceAfter?: number; priceBefore?: number; currency?: Currency; name?: string };

/** The price ranges of a company's courses and promos (per currency), and its promos as compared. */
function pricesOf(entries: EntryRow[], say: (text: string) => string): Pick<ComparedCompany, 'priceRanges' | 'promos'> {
  const prices = new Map<Currency, number[]>();
  const promos: ComparedCompany['promos'] = [];
  for (const entry of entries) {
    const data = entry.data as PricedEntry;
    if (!data.currency) continue;
    const price = entry.kind === 'course' ? data.price : entry.kind === 'promo' ? data.priceAfter : undefined;
    if (price === undefined) continue;
    prices.set(data.currency, [...(prices.get(data.currency) ?? []), price]);
    if (entry.kind === 'promo') {
      promos.push({
        name: say(data.name ?? ''),
        priceBefore: data.priceBefore ?? 0,
        priceAfter: data.priceAfter ?? 0,
        currency: data.currency,
      });
    }
  }
  const priceRanges = [...prices].map(([currency, values]) => ({
    currency,
    min: Math.min(...values),
    max: Math.max(...values),
  }));
  return { priceRanges, promos };
}

/** 2–4 listed companies side by side; unverified ones are left out. */
export async function compareCompanies(
  ctx: DomainContext,
  ids: string[],
  locale: AppLocale,
): Promise<{ items: ComparedCompany[] }> {
  const say = (text: string) => inReaderLanguage(ctx, text, locale);
  const { rows } = await readPageCards(ctx.db, ids);
  const shown = rows.map((row) => row.id);
  const checks = await listChecks(ctx.db, shown);
  const responseTimes = await companyResponseFigures(ctx.db, shown);
  const items = await Promise.all(
    rows.map(async (row) => {
      const { priceRanges, promos } = pricesOf(await listEntries(ctx.db, row.id), say);
      return {
        ...cardOf(row, locale, say),
        checks: checks
          .filter((check) => check.companyId === row.id)
          .map((check) => ({ criterion: check.criterion, passed: check.passed, note: say(check.note) })),
        foundedYear: row.foundedYear,
        priceRanges,
        promos,
        // Every compared company has figures (zero events: "not enough data yet").
        responseTime: responseTimes.get(row.id) as ComparedCompany['responseTime'],
      };
    }),
  );
  const order = new Map(ids.map((id, index) => [id, index]));
  return { items: items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
}
