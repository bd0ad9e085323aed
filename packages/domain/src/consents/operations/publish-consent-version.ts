import type { ConsentKind, ConsentPublish, ConsentVersion } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { DomainContext } from '../../shared/context';
import { assertMayManageConsents } from '../consents.policy';
import { currentVersions, findVersion, insertNextVersion } from '../consents.repository';
import { consentVersionOut } from '../consents.views';

/**
 * Publishes the next version of a kind in both languages: from now on it is the current one, and what
 * sign-up, invitations or the inquiry checkbox record as accepted. Earlier versions and who accepted them
 * stay. Recorded in the activity log (`consent.publish`) with the admin and their address.
 */
export async function publishConsentVersion(
  ctx: DomainContext,
  session: Session,
  kind: ConsentKind,
  input: ConsentPublish,
  meta: { ip?: string | null } = {},
): Promise<ConsentVersion> {
  assertMayManageConsents(session);
  // A version people would accept again for nothing: the same words in both languages.
  const [current] = await currentVersions(ctx.db, [kind]);
  const previous = current ? await findVersion(ctx.db, kind, current.version) : null;
  if (previous && previous.text.bodyEn === input.bodyEn && previous.text.bodyPl === input.bodyPl) {
    throw new AppError('CONFLICT', { reason: 'TEXT_UNCHANGED', messageKey: 'consents.errors.unchanged' });
  }
  const now = ctx.clock.now();
  const row = await insertNextVersion(ctx.db, {
    kind,
    bodyEn: input.bodyEn,
    bodyPl: input.bodyPl,
    publishedBy: session.userId,
    publishedAt: now,
  });
  if (!row) {
    throw new AppError('CONFLICT', { reason: 'VERSION_TAKEN', messageKey: 'consents.errors.versionTaken' });
  }
  await recordAudit(ctx.db, {
    at: now,
    actorId: session.userId,
    action: 'consent.publish',
    targetType: 'consent',
    targetId: row.id,
    ip: meta.ip ?? null,
    detail: { kind, version: row.version },
  });
  const published = await findVersion(ctx.db, kind, row.version);
  if (!published) throw new AppError('NOT_FOUND');
  return consentVersionOut(published, true);
}
