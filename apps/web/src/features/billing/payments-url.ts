import { type PaymentsQuery, paymentsQuerySchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs, listHref } from '@/features/layout';

/**
 * `billingEndpoints.adminPayments` answers 25 payments a page, like the other admin lists (the contract
 * does not carry the page size).
 */
export const paymentsPageSize = 25;

const shape = paymentsQuerySchema.shape;

/**
 * The URL state of the payments report, read leniently: each filter the contract would refuse (a typo in
 * the address, an empty field of the GET form) is simply left out instead of failing the page.
 */
const urlSchema = z.object({
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  status: z.preprocess(blankToUndefined, shape.status).catch(undefined),
  plan: z.preprocess(blankToUndefined, shape.plan).catch(undefined),
  from: z.preprocess(blankToUndefined, shape.from).catch(undefined),
  to: z.preprocess(blankToUndefined, shape.to).catch(undefined),
  page: shape.page.catch(1),
});

export type PaymentsFilters = PaymentsQuery;
type SearchParams = Record<string, string | string[] | undefined>;

export function readPaymentsFilters(searchParams: SearchParams): PaymentsFilters {
  const filters = urlSchema.parse(searchParams);
  return { ...filters, q: filters.q || undefined };
}

/** The filters without the page, as query pairs (for the CSV link and the page links). */
export function paymentsFilterPairs(filters: PaymentsFilters): Record<string, string> {
  return filterPairs(filters, ['q', 'status', 'plan', 'from', 'to']);
}

/** The report's own address with these filters and page (`path` already has the locale). */
export function paymentsHref(path: string, filters: PaymentsFilters, page = 1): string {
  return listHref(path, paymentsFilterPairs(filters), page);
}
