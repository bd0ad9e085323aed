import type { CompanyVerification, VerificationCriterion } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { setVerified, upsertCheck } from '../verification.repository';
import {
  auditVerification,
  companyForAdmin,
  currentState,
  type Meta,
  type VerificationContext,
  verificationChanged,
} from './verification-state';

/**
 * An admin checks one criterion, with a note: when all four pass the company is verified and listed; a
 * failed criterion on a listed company unlists it at once.
 */
export async function checkCriterion(
  ctx: VerificationContext,
  session: Session,
  companyId: string,
  input: { criterion: VerificationCriterion; passed: boolean; note: string },
  meta: Meta = {},
): Promise<CompanyVerification> {
  const company = await companyForAdmin(ctx, session, companyId);
  const at = ctx.clock.now();
  await upsertCheck(ctx.db, { companyId, ...input, adminId: session.userId, at });
  await auditVerification(ctx, session, { action: 'company.check', companyId, detail: input }, meta, at);
  const state = await currentState(ctx, companyId);
  if (state.missing.length === 0 && !company.verifiedAt) {
    await setVerified(ctx.db, companyId, at, {
      action: 'verified',
      note: 'All four criteria passed',
      adminId: session.userId,
      at,
    });
    await verificationChanged(ctx, companyId, true);
  } else if (state.missing.length > 0 && company.verifiedAt) {
    await setVerified(ctx.db, companyId, null, { action: 'withdrawn', note: input.note, adminId: session.userId, at });
    await verificationChanged(ctx, companyId, false);
  }
  return currentState(ctx, companyId);
}
