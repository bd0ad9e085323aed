import { type ConsentKind, consentAcceptancesQuerySchema, consentKindSchema } from '@tendero/contracts';
import { z } from 'zod';
import { type ListState, lenient, listHref, listUrl } from '@/features/layout';

const { q, page } = consentAcceptancesQuerySchema.shape;
const filters = {
  kind: consentKindSchema.optional(),
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  q,
};
const own = { email: lenient(z.string().trim().max(254).optional()) };

/**
 * The URL state of /admin/consents, read leniently: which version's acceptances are shown (`kind`,
 * `version`), their search and page (`q`, `page`), and the person looked up (`email`). The pairs (page
 * links, "clear", the CSV link) are the chosen version and its search.
 */
export const { read: readConsentsView, pairs: acceptancePairs } = listUrl(filters, page, { own });
export type ConsentsView = ListState<typeof filters, typeof own>;

/** The page showing who accepted one version (`path` already has the locale), scrolled to that list. */
export function acceptancesHref(path: string, kind: ConsentKind, version: number): string {
  return `${listHref(path, { kind, version: String(version) })}#acceptances`;
}
