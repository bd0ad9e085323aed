import type { Team } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { managedCompany, type TeamContext } from '../team-context';
import { setAnswersInquiries } from '../team-members.repository';
import { listTeam } from './list-team';

/**
 * "I answer inquiries myself" (a one-person firm): the manager acts as a sales rep of their company too,
 * through `actsAsRep`. Switching it off keeps what they sent: their offers, leads and chats stay (their
 * chats stay answerable); they are only no longer offered new work.
 */
export async function setAnswering(ctx: TeamContext, actor: Session, managerId: string, on: boolean): Promise<Team> {
  await managedCompany(ctx, actor, managerId);
  await setAnswersInquiries(ctx.db, managerId, on, ctx.clock.now());
  return listTeam(ctx, actor, managerId);
}
