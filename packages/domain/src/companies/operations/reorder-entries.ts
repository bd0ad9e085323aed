import type { EntryKind } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { listEntries, listEntryIds, reorderEntries as writeOrder } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { editableCompany } from './profile-access';
import { validationFailed } from './profile-input';
import { entryOut } from './profile-view';

/** New order of one kind's entries: `ids` must list each of them exactly once. */
export async function reorderEntries(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  kind: EntryKind,
  ids: string[],
) {
  const company = await editableCompany(ctx, session, companyId);
  const existing = await listEntryIds(ctx.db, company.id, kind);
  const same =
    ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
  if (!same) validationFailed([{ path: 'ids', messageKey: 'validation.invalid' }]);
  await writeOrder(ctx.db, company.id, kind, ids, ctx.clock.now());
  const entries = await listEntries(ctx.db, company.id);
  return entries.filter((entry) => entry.kind === kind).map((entry) => entryOut(entry));
}
