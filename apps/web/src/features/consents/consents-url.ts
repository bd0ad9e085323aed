import { type ConsentKind, consentAcceptancesQuerySchema, consentKindSchema } from '@tendero/contracts';
import { z } from 'zod';
import { blankToUndefined, filterPairs, listHref } from '@/features/layout';

const shape = consentAcceptancesQuerySchema.shape;

/**
 * The URL state of /admin/consents, read leniently (a typo in the address or an empty field of a GET
 * form is left out instead of failing the page): which version's acceptances are shown (`kind`,
 * `version`), their search and page (`q`, `page`), and the person looked up (`email`).
 */
const urlSchema = z.object({
  kind: z.preprocess(blankToUndefined, consentKindSchema.optional()).catch(undefined),
  version: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional()).catch(undefined),
  q: z.preprocess(blankToUndefined, shape.q).catch(undefined),
  page: shape.page.catch(1),
  email: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()).catch(undefined),
});

export type ConsentsView = {
  kind?: ConsentKind;
  version?: number;
  q?: string;
  page: number;
  email?: string;
};
type SearchParams = Record<string, string | string[] | undefined>;

export function readConsentsView(searchParams: SearchParams): ConsentsView {
  const view = urlSchema.parse(searchParams);
  return { ...view, q: view.q || undefined, email: view.email || undefined };
}

/** The chosen version and its search, without the page (page links, "clear", the CSV link). */
export function acceptancePairs(view: ConsentsView): Record<string, string> {
  return filterPairs(view, ['kind', 'version', 'q']);
}

/** The page showing who accepted one version (`path` already has the locale), scrolled to that list. */
export function acceptancesHref(path: string, kind: ConsentKind, version: number): string {
  return `${listHref(path, { kind, version: String(version) })}#acceptances`;
}
