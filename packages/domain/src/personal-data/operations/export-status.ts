import { type DataExportStatus, dataExportEveryHours } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { dataExportOut } from '../data-export.views';
import { latestExportOf } from '../data-exports.repository';
import { hourMs, type PersonalDataContext } from '../personal-data-context';

/** The person's newest export (its state, when its file goes) and when they may ask for another. */
export async function dataExportStatus(ctx: PersonalDataContext, session: Session): Promise<DataExportStatus> {
  const latest = await latestExportOf(ctx.db, session.userId);
  const now = ctx.clock.now();
  const next = latest ? new Date(latest.requestedAt.getTime() + dataExportEveryHours * hourMs) : null;
  return {
    latest: latest ? dataExportOut(latest) : null,
    nextRequestAt: next && next > now ? next.toISOString() : null,
  };
}
