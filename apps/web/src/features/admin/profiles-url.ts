import { adminCompaniesQuerySchema } from '@tendero/contracts';
import { type ListState, listUrl } from '@/features/layout';

const { state, page, q, premium, city, category } = adminCompaniesQuerySchema.shape;
const filters = { q, premium, city, category };
const own = { state: state.catch('unverified') };

/**
 * The URL state of `/admin/profiles`, read leniently: the tab (`state`, kept apart: the tabs, the pages and
 * "clear" keep the filters), the filters and the page.
 */
export const { read: readProfilesFilters, pairs: profilesFilterPairs } = listUrl(filters, page, { own });
export type ProfilesFilters = ListState<typeof filters, typeof own>;
