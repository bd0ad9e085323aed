import { contactsQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs } from '@/features/layout';

const shape = contactsQuerySchema.shape;

/** The URL state of the contacts list, read leniently (a typo in the address is left out, not an error). */
const urlSchema = z.object({
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  tag: z
    .preprocess(blankToUndefined, z.uuid().optional())
    .catch(undefined)
    .describe('One tag from the filter form (the API takes several)'),
  page: shape.page.catch(1),
});

export type ContactsFilters = { q?: string; tag?: string; page: number };
type SearchParams = Record<string, string | string[] | undefined>;

export function readContactsFilters(searchParams: SearchParams): ContactsFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const filters = urlSchema.parse({
    q: first(searchParams.q),
    tag: first(searchParams.tag),
    page: first(searchParams.page),
  });
  return { q: filters.q || undefined, tag: filters.tag, page: filters.page };
}

/** The filters without the page, as query pairs (for the page links and "clear"). */
export function contactsFilterPairs(filters: ContactsFilters): Record<string, string> {
  return filterPairs(filters, ['q', 'tag']);
}

/** `/contacts/{id}` without the locale (the meetings capability links here). */
export const contactPath = (contactId: string) => `/contacts/${encodeURIComponent(contactId)}`;
