import { auditQuerySchema } from '@tendero/contracts';
import { type ListState, listUrl } from '@/features/layout';

const { q, action, page } = auditQuerySchema.shape;
const filters = { q, action };

/** The URL state of the activity monitor (`q`, `action`, `page`), read leniently like the users list. */
export const { read: readActivityFilters, pairs: activityFilterPairs } = listUrl(filters, page);
export type ActivityFilters = ListState<typeof filters>;
