import type { AcceptInvitationInput } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { findInvitationByHash, markInvitationAccepted } from '../invitations.repository';
import { findPerson } from '../profile.repository';
import type { TeamContext } from '../team-context';
import { hashOf } from '../team-invitation';

const invalid = () =>
  new AppError('VALIDATION_ERROR', { reason: 'INVITATION_INVALID', messageKey: 'companies.errors.invitationInvalid' });

/**
 * The invitee's first sign-in: a valid, unexpired, unused invitation sets the password; ACTIVE. The
 * form's consent box (required by the contract) is reported as the terms and privacy policy accepted.
 */
export async function acceptInvitation(
  ctx: TeamContext,
  input: AcceptInvitationInput,
  meta: { ip?: string | null } = {},
): Promise<{ username: string }> {
  const invitation = await findInvitationByHash(ctx.db, hashOf(input.token));
  const now = ctx.clock.now();
  if (!invitation || invitation.acceptedAt) throw invalid();
  if (invitation.expiresAt <= now) {
    throw new AppError('VALIDATION_ERROR', {
      reason: 'INVITATION_EXPIRED',
      messageKey: 'companies.errors.invitationExpired',
    });
  }
  const member = await findPerson(ctx.db, invitation.userId);
  if (!member || member.deletedAt || member.status !== 'TEMPORARY') throw invalid();
  await ctx.accounts.setPasswordAndActivate(member.userId, input.password, meta);
  await markInvitationAccepted(ctx.db, invitation.id, now);
  return { username: member.username };
}
