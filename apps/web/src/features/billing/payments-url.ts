import { paymentsQuerySchema } from '@tendero/contracts';
import { type ListState, listHref, listUrl } from '@/features/layout';

/**
 * `billingEndpoints.adminPayments` answers 25 payments a page, like the other admin lists (the contract
 * does not carry the page size).
 */
export const paymentsPageSize = 25;

const { q, status, plan, from, to, page } = paymentsQuerySchema.shape;
const filters = { q, status, plan, from, to };

/** The URL state of the payments report (`q`, `status`, `plan`, `from`, `to`, `page`), read leniently. */
export const { read: readPaymentsFilters, pairs: paymentsFilterPairs } = listUrl(filters, page);
export type PaymentsFilters = ListState<typeof filters>;

/** The report's own address with these filters and page (`path` already has the locale). */
export function paymentsHref(path: string, filters: Omit<PaymentsFilters, 'page'>, page = 1): string {
  return listHref(path, paymentsFilterPairs(filters), page);
}
