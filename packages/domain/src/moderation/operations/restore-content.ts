import type { ContentRemoval } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { auditSubjectOf } from '../audit-subject';
import { clearRemoved, findContent } from '../content.repository';
import { applyVisibility } from '../content-effects';
import { queueOwnerMail } from '../moderation.mail';
import { assertAdmin } from '../moderation.policy';
import { type ModerationContext, mayRestore } from '../moderation-rules';
import { findRemoval, markRestored } from '../removals.repository';
import { removalsOut } from '../removals.views';

function refused(reason: string, messageKey: string): never {
  throw new AppError('CONFLICT', { reason, messageKey });
}

/**
 * An admin undoes a removal within its 30 days: the content is visible again where it was (an inquiry back
 * on /orders/find only while it is open), the activity log records it and the owner is told. A removal
 * already undone or purged, past its 30 days, or whose content changed since (a client wrote their removed
 * review again) cannot be undone.
 */
export async function restoreContent(
  ctx: ModerationContext,
  session: Session,
  removalId: string,
  meta: { ip?: string | null } = {},
): Promise<ContentRemoval> {
  assertAdmin(session);
  const now = ctx.clock.now();
  const row = await withTransaction(ctx.db, async (tx) => {
    const removal = await findRemoval(tx, removalId);
    if (!removal) throw new AppError('NOT_FOUND');
    if (removal.restoredAt) refused('ALREADY_RESTORED', 'moderation.errors.alreadyRestored');
    if (removal.purgedAt || !mayRestore(removal, now)) refused('TOO_LATE', 'moderation.errors.tooLate');
    const content = await findContent(tx, removal.kind, removal.contentId);
    if (!content || !(await clearRemoved(tx, content, removal.removedAt))) {
      refused('CONTENT_CHANGED', 'moderation.errors.contentChanged');
    }
    const restored = await markRestored(tx, removal.id, { at: now, by: session.userId });
    if (!restored) refused('ALREADY_RESTORED', 'moderation.errors.alreadyRestored');
    await applyVisibility(ctx, tx, content, true);
    await recordAudit(tx, {
      at: now,
      actorId: session.userId,
      action: 'content.restore',
      targetType: removal.kind,
      targetId: removal.contentId,
      ip: meta.ip ?? null,
      detail: {
        removalId: removal.id,
        excerpt: removal.excerpt,
        removedAt: removal.removedAt.toISOString(),
        ...(await auditSubjectOf(tx, content)),
      },
    });
    await queueOwnerMail(ctx, tx, restored, 'restored');
    return restored;
  });
  const [out] = await removalsOut(ctx.db, [row], now);
  if (!out) throw new AppError('NOT_FOUND');
  return out;
}
