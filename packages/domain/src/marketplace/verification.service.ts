import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { checkCriterion } from './operations/check-criterion';
import { listVerifiedCompanies } from './operations/list-verified-companies';
import type { VerificationContext } from './operations/verification-state';
import { verificationStatus } from './operations/verification-status';
import { withdrawVerification } from './operations/withdraw-verification';

/**
 * Verification (SPEC §1): an admin checks the four criteria, each with a note; when all four
 * pass the company is verified and listed; a withdrawal unlists it and fails every criterion, so all four
 * must be checked again. Every step is kept in verification_events. Each operation is one file in
 * operations/; this face binds them to the context.
 */
export function createVerification(
  domain: DomainContext,
  events: Pick<VerificationContext, 'onVerificationChanged'> = {},
) {
  const ctx: VerificationContext = { ...domain, onVerificationChanged: events.onVerificationChanged };
  return {
    status: bind(ctx, verificationStatus),
    check: bind(ctx, checkCriterion),
    withdraw: bind(ctx, withdrawVerification),
    list: bind(ctx, listVerifiedCompanies),
  };
}
export type Verification = ReturnType<typeof createVerification>;
