import { contactsQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { type ListState, listUrl } from '@/features/layout';

const { q, page } = contactsQuerySchema.shape;
const filters = { q, tag: z.uuid().optional().describe('One tag from the filter form (the API takes several)') };

/** The URL state of the contacts list (`q`, `tag`, `page`), read leniently; a repeated field reads as its first. */
export const { read: readContactsFilters, pairs: contactsFilterPairs } = listUrl(filters, page, {
  repeated: 'first',
});
export type ContactsFilters = ListState<typeof filters>;

/** `/contacts/{id}` without the locale (the meetings capability links here). */
export const contactPath = (contactId: string) => `/contacts/${encodeURIComponent(contactId)}`;
