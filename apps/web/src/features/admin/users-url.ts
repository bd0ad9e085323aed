import { adminUsersQuerySchema } from '@tendero/contracts';
import { type ListState, listUrl } from '@/features/layout';

const { q, role, status, page } = adminUsersQuerySchema.shape;
const filters = { q, role, status };

/** The URL state of the users list (`q`, `role`, `status`, `page`), read leniently. */
export const { read: readUsersFilters, pairs: usersFilterPairs } = listUrl(filters, page);
export type UsersFilters = ListState<typeof filters>;
