import type { CompanySearchQuery } from '@tendero/contracts';
import type { MarketplaceContext } from '../search-context';
import { findPage } from './find-page';

/** The companies a search finds, best first, at most `limit`: whom "ask all companies found" asks. */
export async function foundIds(
  ctx: MarketplaceContext,
  query: Omit<CompanySearchQuery, 'page' | 'sort'>,
  limit: number,
): Promise<string[]> {
  return (await findPage(ctx, { ...query, page: 1, sort: 'relevance' }, 0, limit, false)).ids;
}
