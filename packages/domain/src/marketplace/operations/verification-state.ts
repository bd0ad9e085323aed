import { type CompanyVerification, verificationCriteria } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { DomainContext } from '../../shared/context';
import { type CheckRow, findCompanyState, listChecks } from '../verification.repository';

/**
 * What verification's operations need: the domain context and, optionally, what follows a change of a
 * company's verification (the inquiries capability hides or shows its pending offers and tells their
 * clients), called after the change is stored.
 */
export type VerificationContext = DomainContext & {
  onVerificationChanged?: (change: { companyId: string; companyName: string; verified: boolean }) => Promise<void>;
};

export type Meta = { ip?: string | null };

/** Checking and withdrawing answer admins only. */
export function requireAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}

/** A company's verification as the API shows it, from its checks among `checks`. */
export function stateOf(companyId: string, verifiedAt: Date | null, checks: CheckRow[]): CompanyVerification {
  const own = checks.filter((check) => check.companyId === companyId);
  const passed = new Set(own.filter((check) => check.passed).map((check) => check.criterion));
  return {
    companyId,
    verified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    checks: own.map((check) => ({
      criterion: check.criterion,
      passed: check.passed,
      note: check.note,
      checkedBy: `${check.firstName} ${check.lastName}`.trim(),
      checkedAt: check.checkedAt.toISOString(),
    })),
    missing: verificationCriteria.filter((criterion) => !passed.has(criterion)),
  };
}

/** The company's verification now. */
export async function currentState(ctx: VerificationContext, companyId: string): Promise<CompanyVerification> {
  const company = await findCompanyState(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return stateOf(companyId, company.verifiedAt, await listChecks(ctx.db, [companyId]));
}

/** Tells `onVerificationChanged` that the company became verified or lost its verification. */
export async function verificationChanged(ctx: VerificationContext, companyId: string, verified: boolean) {
  const company = await findCompanyState(ctx.db, companyId);
  await ctx.onVerificationChanged?.({ companyId, companyName: company?.name ?? '', verified });
}

/** The company an admin is about to check or withdraw (FORBIDDEN for anyone else, NOT_FOUND without it). */
export async function companyForAdmin(ctx: VerificationContext, session: Session, companyId: string) {
  requireAdmin(session);
  const company = await findCompanyState(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

/** Records an admin's verification step (a check or a withdrawal) of a company in the activity record. */
export async function auditVerification(
  ctx: VerificationContext,
  session: Session,
  step: { action: 'company.check' | 'company.withdraw'; companyId: string; detail: Record<string, unknown> },
  meta: Meta,
  at: Date,
): Promise<void> {
  await recordAudit(ctx.db, {
    at,
    actorId: session.userId,
    action: step.action,
    targetType: 'company',
    targetId: step.companyId,
    ip: meta.ip ?? null,
    detail: step.detail,
  });
}
