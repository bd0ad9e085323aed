import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { applicationsOf, listApplications } from '../applications.repository';
import { applicationsOut } from '../inquiries.views';

import type { InquiriesContext } from '../inquiries-context';

export async function getApplication(ctx: InquiriesContext, session: Session, applicationId: string) {
  const [out] = await applicationsOut(ctx.db, await listApplications(ctx.db, applicationsOf.id(applicationId)));
  if (!out || (session.role === 'SALES_REP' && out.rep.id !== session.userId)) throw new AppError('NOT_FOUND');
  return out;
}
