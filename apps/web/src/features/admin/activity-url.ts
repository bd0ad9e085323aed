import { type AuditQuery, auditQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs } from '@/features/layout';

const shape = auditQuerySchema.shape;

/** The URL state of the activity monitor, read leniently like the users list. */
const urlSchema = z.object({
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  action: z.preprocess(blankToUndefined, shape.action).catch(undefined),
  page: shape.page.catch(1),
});

export type ActivityFilters = AuditQuery;
type SearchParams = Record<string, string | string[] | undefined>;

export function readActivityFilters(searchParams: SearchParams): ActivityFilters {
  const filters = urlSchema.parse(searchParams);
  return { ...filters, q: filters.q || undefined, action: filters.action || undefined };
}

/** The filters without the page, as query pairs (for the page links and "clear"). */
export function activityFilterPairs(filters: ActivityFilters): Record<string, string> {
  return filterPairs(filters, ['q', 'action']);
}
