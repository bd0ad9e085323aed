import type { ContentRemovals, RemovalsQuery } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { assertAdmin } from '../moderation.policy';
import type { ModerationContext } from '../moderation-rules';
import { listRemovals as listRows } from '../removals.repository';
import { removalsOut } from '../removals.views';

export const removalsPageSize = 25;

/** The console's list of removed content, newest first, by kind and state. */
export async function listRemovals(
  ctx: ModerationContext,
  session: Session,
  query: RemovalsQuery,
): Promise<ContentRemovals> {
  assertAdmin(session);
  const { rows, total } = await listRows(ctx.db, query, removalsPageSize);
  return { items: await removalsOut(ctx.db, rows, ctx.clock.now()), total, pageSize: removalsPageSize };
}
