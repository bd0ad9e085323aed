import { actsAsRep, type Team } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { latestOpenInvitation } from '../invitations.repository';
import { managedCompany, type TeamContext } from '../team-context';
import { listMembers } from '../team-members.repository';

/** The manager's team: every member, an invited one with when the invitation runs out. */
export async function listTeam(ctx: TeamContext, actor: Session, managerId: string): Promise<Team> {
  const company = await managedCompany(ctx, actor, managerId);
  const members = await listMembers(ctx.db, company.companyId);
  return {
    companyName: company.companyName ?? '',
    answersInquiries: members.find((member) => member.userId === managerId)?.answersInquiries ?? false,
    members: await Promise.all(
      members.map(async (member) => {
        const invitation = member.status === 'TEMPORARY' ? await latestOpenInvitation(ctx.db, member.userId) : null;
        return {
          userId: member.userId,
          name: `${member.firstName} ${member.lastName}`.trim(),
          email: member.email,
          role: member.role,
          status: member.status,
          invitationExpiresAt: invitation ? invitation.expiresAt.toISOString() : null,
          answersInquiries: actsAsRep(member),
        };
      }),
    ),
  };
}
