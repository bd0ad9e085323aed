import {
  type CityFacet,
  type CompanyCard,
  type CompanySearchQuery,
  type CompanySearchResult,
  type CompanyTitleId,
  type ComparedCompany,
  type Currency,
  companyTitleIds,
  searchPageSize,
  type TeamSize,
} from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { catalogue, findPlace, findService } from '../catalog/index';
import { listEntries } from '../companies/index';
import { inReaderLanguage } from '../shared/content-language';
import type { DomainContext } from '../shared/context';
import { sharedPerTurn } from '../shared/shared-per-turn';
import { companyResponseFigures, measureView } from '../trust/index';
import { ensureListings, listingVersion } from './listing.repository';
import {
  type CardRow,
  findByText,
  findListed,
  listedCities,
  listedIds,
  type PageCards,
  readCards,
  searchDescriptions,
} from './search.repository';
import { foldText } from './search-text';
import { readText } from './service-matcher';
import { listChecks } from './verification.repository';

/** `say` gives a stored text in the reader's language where a twin is known (demo data). */
function cardOf(row: CardRow, locale: AppLocale, say: (text: string) => string): CompanyCard {
  const place = row.city ? findPlace(row.city) : null;
  return {
    id: row.id,
    name: row.name,
    description: say(row.description),
    image: row.logo,
    city: place ? { slug: place.slug, name: place.names[locale] } : null,
    country: row.country,
    teamSize: row.teamSize as TeamSize | null,
    services: row.services,
    languages: row.languages,
    rating: { average: row.ratingAvg, count: row.reviewCount, verifiedCount: row.verifiedReviewCount },
    hasPromo: row.hasPromo,
    premium: row.hasPremium,
    companyTitleId: (companyTitleIds as readonly string[]).includes(row.titleId ?? '')
      ? (row.titleId as CompanyTitleId)
      : null,
    verifiedAt: new Date(row.verifiedAt).toISOString(),
    contactRepId: row.contactRepId,
    response: measureView(
      row.responseEvents === null
        ? undefined
        : {
            subjectId: row.id,
            measure: 'all',
            events: row.responseEvents,
            answered: row.responseAnswered ?? 0,
            withinDay: row.responseWithinDay ?? 0,
            medianMinutes: row.responseMedianMinutes,
            medianWorkingMinutes: row.responseMedianWorkingMinutes,
          },
    ),
  };
}

/** Prefix query of the folded words: "ksiegow rach" → 'ksiegow:* & rach:*'. */
function prefixQuery(folded: string): string {
  return queryWords(folded)
    .map((word) => `${word}:*`)
    .join(' & ');
}

function queryWords(folded: string): string[] {
  return folded
    .split(' ')
    .filter((word) => /^[\p{L}\p{N}]{2,}$/u.test(word))
    .slice(0, 8);
}

type FoundPage = { ids: string[]; total: number; matchedServices: string[] };
/**
 * A page of found ids; the fingerprint of its cards when they were last read, and per language the answer
 * built from them. While a fresh read of the cards gives the same fingerprint, that answer (the same
 * object, which the route has serialised already) is the answer.
 */
type CachedPage = FoundPage & {
  cards: { fingerprint: string; rows: CardRow[] };
  answers: Map<AppLocale, CompanySearchResult>;
};

/** Result pages kept per process; each is keyed by the index version it was read at. */
const defaultCachePages = 2000;

/**
 * Marketplace discovery: search, the cities with listed companies, comparison and the list of
 * listed companies for the sitemap. Every read lists verified companies only.
 */
export function createMarketplace(
  ctx: DomainContext,
  options: {
    cachePages?: number;
    /** How many companies of one name word free text ranks (tests make it small to reach what is beyond). */
    wordCandidates?: number;
    /** How many companies of one name word free text reads first (tests make it a page, to reach both ways on). */
    wordTier?: number;
  } = {},
) {
  const cacheLimit = options.cachePages ?? defaultCachePages;
  const { wordCandidates, wordTier } = options;
  /**
   * Which companies a query finds, and in what order, is cached per index version (search_state, bumped
   * in the transaction of every index change), so a cached page is never served after the data behind it
   * changed, in this process or another. The cards themselves are always read fresh.
   */
  const pages = new Map<string, CachedPage>();
  let cachedVersion: number | null = null;
  let building: Promise<number> | null = null;

  /**
   * Whether a cached page is still current, read with its cards (and the page brought up to date). The
   * requests for one page that arrive before the read leaves share it; a later one waits for its own
   * (`sharedPerTurn`), so nothing served is older than its request.
   */
  const checkCards = sharedPerTurn(async (cached: CachedPage): Promise<number | null> => {
    const { rows, fingerprint, version } = await readCards(ctx.db, cached.ids, cached.cards.fingerprint);
    if (version === cachedVersion && rows !== null) {
      cached.cards = { fingerprint, rows };
      cached.answers.clear();
    }
    return version;
  });

  async function readPageCards(ids: string[]): Promise<PageCards> {
    const { rows, fingerprint } = await readCards(ctx.db, ids);
    return { rows: rows ?? [], fingerprint };
  }

  /** The index is built once for a database that never had it (created before it existed). */
  async function ensureIndex(): Promise<void> {
    building ??= ensureListings(ctx.db).finally(() => {
      building = null;
    });
    await building;
  }

  type Found = FoundPage & { version: number | null; cards: PageCards | null };

  /**
   * One page of what a query finds, with the index version it was read at, the services the text read as
   * and, `withCards`, the page's cards: a new search in one statement.
   */
  async function findIds(query: CompanySearchQuery, offset: number, limit: number, withCards: boolean): Promise<Found> {
    const found = await findOnce(query, offset, limit, withCards);
    if (found.version !== null) return found;
    await ensureIndex();
    return findOnce(query, offset, limit, withCards);
  }

  async function findOnce(
    query: CompanySearchQuery,
    offset: number,
    limit: number,
    withCards: boolean,
  ): Promise<Found> {
    const options = { withCards };
    const category = query.category ? catalogue.categories.find((item) => item.slug === query.category) : null;
    if (query.category && !category) {
      return { ids: [], total: 0, matchedServices: [], version: await listingVersion(ctx.db), cards: null };
    }
    const within = query.service
      ? { term: `s:${query.service}`, services: [query.service] }
      : category
        ? { term: `c:${category.slug}`, services: category.services.map((service) => service.slug) }
        : null;
    const filters = { ...query, limit, offset };
    const folded = query.q ? foldText(query.q) : '';
    if (!folded) return { ...(await findListed(ctx.db, within?.term ?? 'all', filters, options)), matchedServices: [] };
    const read = readText(folded);
    const text = {
      words: queryWords(folded),
      catalogue: [
        ...read.categories.map((slug) => ({
          term: `c:${slug}`,
          services:
            catalogue.categories.find((item) => item.slug === slug)?.services.map((service) => service.slug) ?? [],
          implies: [],
        })),
        ...read.services.map((slug) => ({
          term: `s:${slug}`,
          services: [slug],
          implies: [`c:${findService(slug)?.category.slug ?? ''}`],
        })),
      ],
      within,
    };
    const matchedServices = read.scored.map((entry) => entry.slug);
    const found =
      text.words.length + text.catalogue.length > 0
        ? await findByText(ctx.db, text, filters, { withCards, wordCandidates, wordTier })
        : null;
    if (found && found.total > 0) return { ...found, matchedServices };
    const version = found?.version ?? (await listingVersion(ctx.db));
    const tsquery = prefixQuery(folded);
    if (!tsquery) return { ids: [], total: 0, matchedServices, version, cards: null };
    const described = await searchDescriptions(ctx.db, tsquery, filters, within?.term ?? null);
    return { ...described, matchedServices, version, cards: null };
  }

  return {
    async search(query: CompanySearchQuery, locale: AppLocale): Promise<CompanySearchResult> {
      const key = JSON.stringify([
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
      const answer = (found: FoundPage, rows: CardRow[]): CompanySearchResult => {
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
      };
      // The common case in one round trip: a cached page, still current if the version read with its cards
      // is the one it was cached at; and its answer, still current if the cards have the same fingerprint.
      const cached = pages.get(key);
      if (cached) {
        const version = await checkCards(cached);
        if (version === cachedVersion) {
          let result = cached.answers.get(locale);
          if (!result) {
            result = answer(cached, cached.cards.rows);
            cached.answers.set(locale, result);
          }
          return result;
        }
      }
      const { version, cards, ...found } = await findIds(
        query,
        (query.page - 1) * searchPageSize,
        searchPageSize,
        true,
      );
      if (version !== cachedVersion) {
        pages.clear();
        cachedVersion = version;
      }
      const { rows, fingerprint } = cards ?? (await readPageCards(found.ids));
      const result = answer(found, rows);
      if (pages.size >= cacheLimit) pages.delete(pages.keys().next().value as string);
      if (cacheLimit > 0) {
        pages.set(key, { ...found, cards: { fingerprint, rows }, answers: new Map([[locale, result]]) });
      }
      return result;
    },

    /** The companies a search finds, best first, at most `limit`: whom "ask all companies found" asks. */
    async foundIds(query: Omit<CompanySearchQuery, 'page' | 'sort'>, limit: number): Promise<string[]> {
      return (await findIds({ ...query, page: 1, sort: 'relevance' }, 0, limit, false)).ids;
    },

    async cities(locale: AppLocale): Promise<CityFacet[]> {
      const rows = await listedCities(ctx.db);
      return rows
        .flatMap((row) => {
          const place = row.city ? findPlace(row.city) : null;
          return place
            ? [{ slug: place.slug, name: place.names[locale], country: place.country, companies: row.count }]
            : [];
        })
        .sort((a, b) => b.companies - a.companies || a.name.localeCompare(b.name, locale));
    },

    async listed(): Promise<{ id: string; updatedAt: string }[]> {
      return (await listedIds(ctx.db)).map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
    },

    /** 2–4 listed companies side by side; unverified ones are left out. */
    async compare(ids: string[], locale: AppLocale): Promise<{ items: ComparedCompany[] }> {
      const say = (text: string) => inReaderLanguage(ctx, text, locale);
      const { rows } = await readPageCards(ids);
      const checks = await listChecks(
        ctx.db,
        rows.map((row) => row.id),
      );
      const responseTimes = await companyResponseFigures(
        ctx.db,
        rows.map((row) => row.id),
      );
      const items = await Promise.all(
        rows.map(async (row) => {
          const entries = await listEntries(ctx.db, row.id);
          const prices = new Map<Currency, number[]>();
          const promos: ComparedCompany['promos'] = [];
          for (const entry of entries) {
            const data = entry.data as {
              price?: number;
              priceAfter?: number;
              priceBefore?: number;
              currency?: Currency;
              name?: string;
            };
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
          return {
            ...cardOf(row, locale, say),
            checks: checks
              .filter((check) => check.companyId === row.id)
              .map((check) => ({ criterion: check.criterion, passed: check.passed, note: say(check.note) })),
            foundedYear: row.foundedYear,
            priceRanges: [...prices].map(([currency, values]) => ({
              currency,
              min: Math.min(...values),
              max: Math.max(...values),
            })),
            promos,
            // Every compared company has figures (zero events: "not enough data yet").
            responseTime: responseTimes.get(row.id) as ComparedCompany['responseTime'],
          };
        }),
      );
      const order = new Map(ids.map((id, index) => [id, index]));
      return { items: items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
    },
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
