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
import { catalogue, findPlace } from '../catalog/index';
import { listEntries } from '../companies/profile.repository';
import type { DomainContext } from '../shared/context';
import { type CardRow, listedCities, listedCompaniesByIds, listedIds, searchCompanies } from './search.repository';
import { foldText } from './search-text';
import { matchServices } from './service-matcher';
import { listChecks } from './verification.repository';

function cardOf(row: CardRow, locale: AppLocale): CompanyCard {
  const place = row.city ? findPlace(row.city) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
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
    verifiedAt: row.verifiedAt?.toISOString() ?? '',
    contactRepId: row.contactRepId,
  };
}

/** Prefix query of the folded words: "ksiegow rach" → 'ksiegow:* & rach:*'. */
function prefixQuery(folded: string): string {
  return folded
    .split(' ')
    .filter((word) => /^[a-z0-9]{2,}$/.test(word))
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * Marketplace discovery (issue 5): search, the cities with listed companies, comparison and the list of
 * listed companies for the sitemap. Every read lists verified companies only.
 */
export function createMarketplace(ctx: DomainContext) {
  return {
    async search(query: CompanySearchQuery, locale: AppLocale): Promise<CompanySearchResult> {
      const category = query.category ? catalogue.categories.find((item) => item.slug === query.category) : null;
      const anyOfServices = query.service
        ? [query.service]
        : category
          ? category.services.map((service) => service.slug)
          : query.category
            ? ['-none-']
            : null;
      const folded = query.q ? foldText(query.q) : '';
      const text = folded ? { folded, tsquery: prefixQuery(folded), services: matchServices(folded) } : null;
      const rows = await searchCompanies(ctx.db, {
        ...query,
        anyOfServices,
        text,
        limit: searchPageSize,
        offset: (query.page - 1) * searchPageSize,
      });
      return {
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: searchPageSize,
        items: rows.map((row) => cardOf(row, locale)),
        matchedServices: text?.services ?? [],
      };
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
      const rows = await listedCompaniesByIds(ctx.db, ids);
      const checks = await listChecks(
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
                name: data.name ?? '',
                priceBefore: data.priceBefore ?? 0,
                priceAfter: data.priceAfter ?? 0,
                currency: data.currency,
              });
            }
          }
          return {
            ...cardOf(row, locale),
            checks: checks
              .filter((check) => check.companyId === row.id)
              .map((check) => ({ criterion: check.criterion, passed: check.passed, note: check.note })),
            foundedYear: row.foundedYear,
            priceRanges: [...prices].map(([currency, values]) => ({
              currency,
              min: Math.min(...values),
              max: Math.max(...values),
            })),
            promos,
            responseTime: null,
          };
        }),
      );
      const order = new Map(ids.map((id, index) => [id, index]));
      return { items: items.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
    },
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
