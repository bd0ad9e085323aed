import type { Session } from '../../accounts/index';
import { replaceStoredImage } from '../../files/index';
import { AppError } from '../../shared/app-error';
import { updateCompany } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { actorOf, editableCompany } from './profile-access';

/** POST /managers/{managerId}/photo/: the company logo, uploaded by the manager. */
export async function setLogo(
  ctx: ProfilesContext,
  session: Session,
  managerId: string,
  upload: Buffer,
): Promise<{ fileUrl: string }> {
  const actor = await actorOf(ctx, session);
  if (!actor || actor.userId !== managerId || !actor.companyId) throw new AppError('FORBIDDEN');
  const company = await editableCompany(ctx, session, actor.companyId);
  return replaceStoredImage({
    storage: ctx.storage,
    folder: `logos/${company.id}`,
    upload,
    previousUrl: company.logo,
    save: (url) => updateCompany(ctx.db, company.id, { logo: url }, ctx.clock.now()),
  });
}
