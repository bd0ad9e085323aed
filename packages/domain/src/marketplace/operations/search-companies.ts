import { type CompanySearchQuery, type CompanySearchResult, searchPageSize } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { inReaderLanguage } from '../../shared/content-language';
import type { CardRow } from '../search-cards.repository';
import type { FoundPage, MarketplaceContext } from '../search-context';
import { foldText } from '../search-text';
import { cardOf, readPageCards } from './company-card';
import { findPage } from './find-page';

/** What makes two searches the same page: the folded text, every filter, the sort and the page. */
function pageKey(query: CompanySearchQuery): string {
  return JSON.stringify([
    query.q ? foldText(query.q) : '',
    query.category,
    query.service,
    query.city,
    query.country,
    query.minRating,
    query.teamSize,
    query.language,
    query.promo ?? false,
    query.sort,
    query.page,
  ]);
}

/** The page's answer in one language, frozen: every request for the page shares it while its cards stay. */
function answerOf(
  ctx: MarketplaceContext,
  query: CompanySearchQuery,
  locale: AppLocale,
  found: FoundPage,
  rows: CardRow[],
): CompanySearchResult {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result: CompanySearchResult = {
    total: found.total,
    page: query.page,
    pageSize: searchPageSize,
    items: found.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [cardOf(row, locale, (text) => inReaderLanguage(ctx, text, locale))] : [];
    }),
    matchedServices: found.matchedServices,
  };
  // Shared by every request for this page while its cards are unchanged: nobody may change it.
  Object.freeze(result.items);
  return Object.freeze(result);
}

/**
 * The cached answer, when the page is cached and still current: the version read with its cards is the one
 * it was cached at, and its answer holds while the cards have the same fingerprint. The common case in one
 * round trip.
 */
async function cachedAnswer(
  ctx: MarketplaceContext,
  query: CompanySearchQuery,
  locale: AppLocale,
  key: string,
): Promise<CompanySearchResult | null> {
  const cached = ctx.cache.pages.get(key);
  if (!cached) return null;
  const version = await ctx.cache.checkCards(cached);
  if (version !== ctx.cache.version) return null;
  let result = cached.answers.get(locale);
  if (!result) {
    result = answerOf(ctx, query, locale, cached, cached.cards.rows);
    cached.answers.set(locale, result);
  }
  return result;
}

/** A results page: listed companies only, from this process's cache while nothing behind it changed. */
export async function searchCompanies(
  ctx: MarketplaceContext,
  query: CompanySearchQuery,
  locale: AppLocale,
): Promise<CompanySearchResult> {
  const { cache } = ctx;
  const key = pageKey(query);
  const cachedResult = await cachedAnswer(ctx, query, locale, key);
  if (cachedResult) return cachedResult;
  const { version, cards, ...found } = await findPage(
    ctx,
    query,
    (query.page - 1) * searchPageSize,
    searchPageSize,
    true,
  );
  if (version !== cache.version) {
    cache.pages.clear();
    cache.version = version;
  }
  const { rows, fingerprint } = cards ?? (await readPageCards(ctx.db, found.ids));
  const result = answerOf(ctx, query, locale, found, rows);
  if (cache.pages.size >= cache.limit) cache.pages.delete(cache.pages.keys().next().value as string);
  if (cache.limit > 0) {
    cache.pages.set(key, { ...found, cards: { fingerprint, rows }, answers: new Map([[locale, result]]) });
  }
  return result;
}
