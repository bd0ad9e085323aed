import { ksefInvoicesQuerySchema } from '@tendero/contracts';
import { type ListState, listUrl } from '@/features/layout';

/** `ksefEndpoints.adminInvoices` answers 25 invoices a page, like the other admin lists. */
export const invoicesPageSize = 25;

const { q, state, page } = ksefInvoicesQuerySchema.shape;
const filters = { q, state };

/** The URL state of the invoices page (`q`, `state`, `page`), read leniently. */
export const { read: readInvoicesFilters, pairs: invoicesFilterPairs } = listUrl(filters, page);
export type InvoicesFilters = ListState<typeof filters>;
