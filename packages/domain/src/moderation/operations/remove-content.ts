import type { ContentRemoval, ContentRemovalInput } from '@tendero/contracts';
import { contentRemovalInputSchema } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { findManagerOf } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { auditSubjectOf } from '../audit-subject';
import { findContent, markRemoved } from '../content.repository';
import { applyVisibility } from '../content-effects';
import { queueOwnerMail } from '../moderation.mail';
import { assertAdmin } from '../moderation.policy';
import { excerptOf, isEntryKind, type ModerationContext } from '../moderation-rules';
import { insertRemoval } from '../removals.repository';
import { removalsOut } from '../removals.views';

/**
 * An admin removes one piece of content with a reason: it is hidden everywhere at once (with what that
 * moves: ratings, search facts, /orders/find, offer counts, leads), the removal is logged for 30 days of
 * possible restoring, the activity log records it, and its owner is told why by e-mail in their language.
 */
export async function removeContent(
  ctx: ModerationContext,
  session: Session,
  input: ContentRemovalInput,
  meta: { ip?: string | null } = {},
): Promise<ContentRemoval> {
  assertAdmin(session);
  const { kind, contentId, reason } = contentRemovalInputSchema.parse(input);
  const now = ctx.clock.now();
  const row = await withTransaction(ctx.db, async (tx) => {
    const content = await findContent(tx, kind, contentId);
    if (!content) throw new AppError('NOT_FOUND');
    if (content.removedAt || !(await markRemoved(tx, content, { at: now, by: session.userId, reason }))) {
      throw new AppError('CONFLICT', { reason: 'ALREADY_REMOVED', messageKey: 'moderation.errors.alreadyRemoved' });
    }
    const ownerId =
      isEntryKind(kind) && content.companyId
        ? ((await findManagerOf(tx, content.companyId))?.userId ?? null)
        : content.authorId;
    const removal = await insertRemoval(tx, {
      kind,
      contentId,
      companyId: content.companyId,
      ownerId,
      excerpt: excerptOf(content.text),
      reason,
      removedBy: session.userId,
      removedAt: now,
    });
    await applyVisibility(ctx, tx, content, false);
    const names = await auditSubjectOf(tx, content);
    await recordAudit(tx, {
      at: now,
      actorId: session.userId,
      action: 'content.remove',
      targetType: kind,
      targetId: contentId,
      ip: meta.ip ?? null,
      detail: {
        reason,
        removalId: removal.id,
        excerpt: removal.excerpt,
        companyId: content.companyId,
        ownerId,
        ...names,
      },
    });
    await queueOwnerMail(ctx, tx, removal, 'removed');
    return removal;
  });
  const [out] = await removalsOut(ctx.db, [row], now);
  if (!out) throw new AppError('NOT_FOUND');
  return out;
}
