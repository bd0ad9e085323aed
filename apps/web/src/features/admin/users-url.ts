import { type AdminUsersQuery, adminUsersQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs } from '@/features/layout';

const shape = adminUsersQuerySchema.shape;

/**
 * The URL state of the users list, read leniently: a filter the contract would refuse (a typo in the
 * address, an empty field of the GET form) is left out instead of failing the page.
 */
const urlSchema = z.object({
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  role: z.preprocess(blankToUndefined, shape.role).catch(undefined),
  status: z.preprocess(blankToUndefined, shape.status).catch(undefined),
  page: shape.page.catch(1),
});

export type UsersFilters = AdminUsersQuery;
type SearchParams = Record<string, string | string[] | undefined>;

export function readUsersFilters(searchParams: SearchParams): UsersFilters {
  const filters = urlSchema.parse(searchParams);
  return { ...filters, q: filters.q || undefined };
}

/** The filters without the page, as query pairs (for the page links and "clear"). */
export function usersFilterPairs(filters: UsersFilters): Record<string, string> {
  return filterPairs(filters, ['q', 'role', 'status']);
}
