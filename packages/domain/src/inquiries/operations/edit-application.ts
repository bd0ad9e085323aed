import type { ApplicationFields } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findApplication, updateApplication } from '../applications.repository';
import { assertApplicationAction } from '../inquiries.policy';

import type { InquiriesContext } from '../inquiries-context';
import { applicationValues } from '../inquiry-rules';
import { getApplication } from './get-application';

/** The rep edits their offer while it is pending and the inquiry not closed. */
export async function editApplication(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  applicationId: string,
  input: ApplicationFields,
) {
  const existing = await findApplication(ctx.db, applicationId);
  if (!existing || existing.inquiryId !== inquiryId || existing.repId !== session.userId)
    throw new AppError('NOT_FOUND');
  assertApplicationAction(existing.state, 'edit');
  const now = ctx.clock.now();
  const values = applicationValues(input, now.toISOString().slice(0, 10));
  await updateApplication(ctx.db, applicationId, { ...values, updatedAt: now });
  return getApplication(ctx, session, applicationId);
}
