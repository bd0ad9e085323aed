import { type DataExport, dataExportEveryHours, localeOr } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { type Session, timeZoneOf } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { enqueueJob } from '../../shared/jobs';
import { dataExportOut } from '../data-export.views';
import { insertExportUnlessRecent } from '../data-exports.repository';
import { readPerson } from '../export-account.repository';
import { buildExportJob, hourMs, type PersonalDataContext } from '../personal-data-context';

/**
 * "Download my data": records the request (at most one in 24 hours; a second is refused with the moment the
 * next is possible, in the person's time zone), queues the job that builds the ZIP and writes the request to
 * the activity log, all in one transaction.
 */
export async function requestDataExport(
  ctx: PersonalDataContext,
  session: Session,
  meta: { ip?: string | null } = {},
): Promise<DataExport> {
  const person = await readPerson(ctx.db, session.userId);
  if (!person || person.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  const now = ctx.clock.now();
  const outcome = await withTransaction(ctx.db, async (tx) => {
    const result = await insertExportUnlessRecent(
      tx,
      { userId: person.id, locale: localeOr(person.locale), requestedAt: now },
      new Date(now.getTime() - dataExportEveryHours * hourMs),
    );
    if ('created' in result) {
      await enqueueJob(tx, ctx.clock, buildExportJob, { exportId: result.created.id });
      await recordAudit(tx, {
        at: now,
        actorId: person.id,
        action: 'export.personal-data',
        targetType: 'user',
        targetId: person.id,
        ip: meta.ip ?? null,
        detail: { exportId: result.created.id },
      });
    }
    return result;
  });
  if ('blockedBy' in outcome) {
    const next = new Date(outcome.blockedBy.requestedAt.getTime() + dataExportEveryHours * hourMs);
    throw new AppError('RATE_LIMITED', {
      reason: 'EXPORT_ONCE_A_DAY',
      messageKey: 'myData.export.errors.onceADay',
      messageValues: { next: formatDateTimeMinutes(next, await timeZoneOf(ctx.db, person.id)) },
      retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
    });
  }
  return dataExportOut(outcome.created);
}
