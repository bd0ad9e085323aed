import type { CompanyProfile } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { AppError } from '../../shared/app-error';
import { maySeeCompany } from '../profile.policy';
import { findCompany } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { actorOf, type Viewer } from './profile-access';
import { profileOf } from './profile-view';

/**
 * A company profile: public once verified (listed); before that only to its team and admins. With
 * `locale`, in the reader's language where a twin of a text is known (demo data).
 */
export async function getCompany(
  ctx: ProfilesContext,
  viewer: Viewer,
  companyId: string,
  locale?: AppLocale,
): Promise<CompanyProfile> {
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const actor = await actorOf(ctx, viewer);
  if (!maySeeCompany(actor, company)) throw new AppError('NOT_FOUND');
  return profileOf(ctx, company, actor, locale);
}
