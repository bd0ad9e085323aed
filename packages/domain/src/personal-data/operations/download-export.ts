import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { findExport } from '../data-exports.repository';
import type { PersonalDataContext } from '../personal-data-context';

/**
 * The ZIP, for the person who asked for it and nobody else (another person's id answers as an unknown
 * one), while it is ready and not past its 7 days. Each download is written to the activity log.
 */
export async function downloadDataExport(
  ctx: PersonalDataContext,
  session: Session,
  exportId: string,
  meta: { ip?: string | null } = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await findExport(ctx.db, exportId);
  if (!row || row.userId !== session.userId) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  if (row.state === 'waiting') {
    throw new AppError('NOT_FOUND', { reason: 'EXPORT_NOT_READY', messageKey: 'myData.export.errors.notReady' });
  }
  const bytes =
    row.state === 'ready' && row.storageKey && row.expiresAt && row.expiresAt > now
      ? await ctx.storage.get(row.storageKey)
      : null;
  if (!bytes) {
    throw new AppError('NOT_FOUND', { reason: 'EXPORT_EXPIRED', messageKey: 'myData.export.errors.expired' });
  }
  await recordAudit(ctx.db, {
    at: now,
    actorId: session.userId,
    action: 'export.personal-data-download',
    targetType: 'user',
    targetId: session.userId,
    ip: meta.ip ?? null,
    detail: { exportId },
  });
  return { fileName: `tendero-data-${row.requestedAt.toISOString().slice(0, 10)}.zip`, bytes };
}
