import { type AdminCompaniesQuery, adminCompaniesQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs } from '@/features/layout';

const shape = adminCompaniesQuerySchema.shape;

/** The URL state of `/admin/profiles`, read leniently: a filter the contract would refuse is left out. */
const urlSchema = z.object({
  state: shape.state.catch('unverified'),
  page: shape.page.catch(1),
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  premium: z.preprocess(blankToUndefined, shape.premium).catch(undefined),
  city: z.preprocess(blankToUndefined, shape.city).catch(undefined),
  category: z.preprocess(blankToUndefined, shape.category).catch(undefined),
});

export type ProfilesFilters = AdminCompaniesQuery;
type SearchParams = Record<string, string | string[] | undefined>;

export function readProfilesFilters(searchParams: SearchParams): ProfilesFilters {
  const filters = urlSchema.parse(searchParams);
  return { ...filters, q: filters.q || undefined };
}

/** The filters without the tab and the page, as query pairs (the tabs, the pages and "clear" keep them). */
export function profilesFilterPairs(filters: ProfilesFilters): Record<string, string> {
  return filterPairs(filters, ['q', 'premium', 'city', 'category']);
}
