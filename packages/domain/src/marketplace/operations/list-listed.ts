import type { DomainContext } from '../../shared/context';
import { listedIds } from '../listed-companies.repository';

/** Every listed company and when it last changed: the sitemap's list. */
export async function listListed(ctx: DomainContext): Promise<{ id: string; updatedAt: string }[]> {
  return (await listedIds(ctx.db)).map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}
