import type { EntryKind } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { landscapeShape, removeStoredImage } from '../../files/index';
import { deleteEntry } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { editableCompany, entryOrFail } from './profile-access';

/** Deletes an entry (and a portfolio item's picture); a promo moves the search facts. */
export async function removeEntry(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  kind: EntryKind,
  entryId: string,
): Promise<void> {
  const company = await editableCompany(ctx, session, companyId);
  const entry = await entryOrFail(ctx, company.id, kind, entryId);
  await deleteEntry(ctx.db, company.id, entryId);
  if (kind === 'promo') await ctx.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
  if (kind === 'portfolio') {
    await removeStoredImage(ctx.storage, (entry.data.image as string | null) ?? null, landscapeShape);
  }
}
