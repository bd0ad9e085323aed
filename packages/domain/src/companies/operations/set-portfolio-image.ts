import type { Session } from '../../accounts/index';
import { landscapeShape, replaceStoredImage } from '../../files/index';
import { updateEntryData } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { editableCompany, entryOrFail } from './profile-access';

/** A portfolio item's picture, uploaded by the manager (landscape). */
export async function setPortfolioImage(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  entryId: string,
  upload: Buffer,
) {
  const company = await editableCompany(ctx, session, companyId);
  const entry = await entryOrFail(ctx, company.id, 'portfolio', entryId);
  return replaceStoredImage({
    storage: ctx.storage,
    folder: `portfolio/${company.id}`,
    upload,
    shape: landscapeShape,
    previousUrl: (entry.data.image as string | null) ?? null,
    save: (url) => updateEntryData(ctx.db, company.id, entryId, { ...entry.data, image: url }, ctx.clock.now()),
  });
}
