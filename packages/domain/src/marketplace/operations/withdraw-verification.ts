import type { CompanyVerification } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { failAllChecks, setVerified } from '../verification.repository';
import {
  auditVerification,
  companyForAdmin,
  currentState,
  type Meta,
  type VerificationContext,
  verificationChanged,
} from './verification-state';

/** An admin withdraws the verification: the company is unlisted and every criterion must be checked again. */
export async function withdrawVerification(
  ctx: VerificationContext,
  session: Session,
  companyId: string,
  note: string,
  meta: Meta = {},
): Promise<CompanyVerification> {
  await companyForAdmin(ctx, session, companyId);
  const at = ctx.clock.now();
  await failAllChecks(ctx.db, companyId, note, session.userId, at);
  await setVerified(ctx.db, companyId, null, { action: 'withdrawn', note, adminId: session.userId, at });
  await verificationChanged(ctx, companyId, false);
  await auditVerification(ctx, session, { action: 'company.withdraw', companyId, detail: { note } }, meta, at);
  return currentState(ctx, companyId);
}
