import { type RemovalsQuery, removalsQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs } from '@/features/layout';

const shape = removalsQuerySchema.shape;

/**
 * The URL state of the removals list, read leniently: a filter the contract would refuse (a typo in the
 * address, an empty field of the GET form) is left out instead of failing the page.
 */
const urlSchema = z.object({
  kind: z.preprocess(blankToUndefined, shape.kind).catch(undefined),
  state: z.preprocess(blankToUndefined, shape.state).catch(undefined),
  page: shape.page.catch(1),
});

export type RemovalsFilters = RemovalsQuery;

export function readRemovalsFilters(searchParams: Record<string, string | string[] | undefined>): RemovalsFilters {
  return urlSchema.parse(searchParams);
}

/** The filters without the page, as query pairs (for the page links and "clear"). */
export function removalsFilterPairs(filters: RemovalsFilters): Record<string, string> {
  return filterPairs(filters, ['kind', 'state']);
}
