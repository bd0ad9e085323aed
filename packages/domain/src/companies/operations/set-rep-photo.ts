import { actsAsRep } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { replaceStoredImage } from '../../files/index';
import { AppError } from '../../shared/app-error';
import { maySetRepPhoto } from '../profile.policy';
import { findPerson, updatePerson } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { actorOf } from './profile-access';

/** POST /companies/salesreps/{repId}/photo/: the rep, or the manager of the rep's company. */
export async function setRepPhoto(
  ctx: ProfilesContext,
  session: Session,
  repId: string,
  upload: Buffer,
): Promise<{ fileUrl: string }> {
  const actor = await actorOf(ctx, session);
  const rep = await findPerson(ctx.db, repId);
  if (!actor || !rep || rep.deletedAt || !actsAsRep(rep)) throw new AppError('FORBIDDEN');
  if (!maySetRepPhoto(actor, rep)) throw new AppError('FORBIDDEN');
  return replaceStoredImage({
    storage: ctx.storage,
    folder: `photos/users/${rep.userId}`,
    upload,
    previousUrl: rep.image,
    save: (url) => updatePerson(ctx.db, rep.userId, { image: url }, ctx.clock.now()),
  });
}
