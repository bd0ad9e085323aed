import { removalsQuerySchema } from '@tendero/contracts';
import { type ListState, listUrl } from '@/features/layout';

const { kind, state, page } = removalsQuerySchema.shape;
const filters = { kind, state };

/** The URL state of the removals list (`kind`, `state`, `page`), read leniently. */
export const { read: readRemovalsFilters, pairs: removalsFilterPairs } = listUrl(filters, page);
export type RemovalsFilters = ListState<typeof filters>;
