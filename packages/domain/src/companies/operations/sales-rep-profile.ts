import { actsAsRep, type SalesRepProfile } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { AppError } from '../../shared/app-error';
import { inReaderLanguage } from '../../shared/content-language';
import { personResponseFigures } from '../../trust/index';
import { maySeeCompany, maySeeTeamDetails } from '../profile.policy';
import { findCompany, findPerson } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { actorOf, type Viewer } from './profile-access';
import { profileOf } from './profile-view';

/**
 * GET /companies/salesreps/{id}: public for active reps of a listed company (what clients see before
 * they start a chat); the rep's e-mail and the manager's only to the rep's team and admins; invited or
 * suspended reps, and every rep of an unlisted company, are visible only to their team and admins.
 */
export async function salesRepProfile(
  ctx: ProfilesContext,
  viewer: Viewer,
  repId: string,
  locale?: AppLocale,
): Promise<SalesRepProfile> {
  const actor = await actorOf(ctx, viewer);
  const rep = await findPerson(ctx.db, repId);
  // A sales rep, or a manager who answers inquiries themselves (a one-person firm's public face).
  if (!rep || rep.deletedAt || !actsAsRep(rep) || !rep.companyId) throw new AppError('NOT_FOUND');
  const team = maySeeTeamDetails(actor, rep.companyId);
  if (rep.status !== 'ACTIVE' && !team) throw new AppError('NOT_FOUND');
  const company = await findCompany(ctx.db, rep.companyId);
  if (!company || !maySeeCompany(actor, company)) throw new AppError('NOT_FOUND');
  const responseTimes = await personResponseFigures(ctx.db, [rep.userId]);
  return {
    salesRepData: {
      userId: rep.userId,
      firstName: rep.firstName,
      lastName: rep.lastName,
      email: team ? rep.email : null,
      image: rep.image,
      // The rep edits their own bio as written; everyone else reads it in their language where known.
      bio: inReaderLanguage(ctx, rep.bio, actor?.userId === rep.userId ? undefined : locale),
      languages: rep.languages,
      responseTimes: responseTimes.get(rep.userId) as SalesRepProfile['salesRepData']['responseTimes'],
    },
    companyData: await profileOf(ctx, company, actor, locale),
  };
}
