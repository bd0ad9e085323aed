import type { Accounts } from '../accounts/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { acceptInvitation } from './operations/accept-invitation';
import { inviteAgain } from './operations/invite-again';
import { inviteSalesRep } from './operations/invite-sales-rep';
import { listTeam } from './operations/list-team';
import { removeMember } from './operations/remove-member';
import { resendInvitation } from './operations/resend-invitation';
import { setAnswering } from './operations/set-answering';
import type { TeamContext } from './team-context';

export { invitationDays } from './team-invitation';

/**
 * The team of a company (SPEC §2 team management): a manager invites sales reps (TEMPORARY accounts that
 * set their password on first sign-in), sees the team and removes members. Only the manager of the
 * company may do any of it. Each operation is one file in operations/; this face binds them.
 */
export function createTeam(domain: DomainContext, accounts: Accounts, deps: Pick<TeamContext, 'onMemberRemoved'> = {}) {
  const ctx: TeamContext = { ...domain, accounts, onMemberRemoved: deps.onMemberRemoved };
  return {
    invite: bind(ctx, inviteSalesRep),
    resend: bind(ctx, resendInvitation),
    inviteAgain: bind(ctx, inviteAgain),
    list: bind(ctx, listTeam),
    setAnswering: bind(ctx, setAnswering),
    remove: bind(ctx, removeMember),
    accept: bind(ctx, acceptInvitation),
  };
}

export type TeamService = ReturnType<typeof createTeam>;
