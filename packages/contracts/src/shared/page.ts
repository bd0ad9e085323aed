import { z } from 'zod';

/** One page of a list as the API answers it: the page's items, how many match in all, and the page size. */
export function pageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    pageSize: z.number().int(),
  });
}
