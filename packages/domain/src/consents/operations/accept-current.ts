import type { ConsentKind } from '@tendero/contracts';
import type { DomainContext } from '../../shared/context';
import { currentVersions, insertAcceptances } from '../consents.repository';
import { ensureFirstVersions } from '../first-versions';

/**
 * Records that a person accepted the current version of each kind, now, from this address: called when
 * they tick the box (sign-up and a completed invitation: terms and privacy; an inquiry's marketing
 * consent). A version they accepted before keeps its first acceptance.
 */
export async function acceptCurrentConsents(
  ctx: DomainContext,
  userId: string,
  kinds: readonly ConsentKind[],
  meta: { ip?: string | null } = {},
): Promise<void> {
  let current = await currentVersions(ctx.db, kinds);
  if (current.length < new Set(kinds).size) {
    // A database the app has not booted on yet (a domain test, a CLI): write the first versions first.
    await ensureFirstVersions(ctx);
    current = await currentVersions(ctx.db, kinds);
  }
  await insertAcceptances(ctx.db, {
    userId,
    textIds: current.map((row) => row.id),
    at: ctx.clock.now(),
    ip: meta.ip ?? null,
  });
}
