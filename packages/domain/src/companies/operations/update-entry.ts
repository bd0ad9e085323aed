import { type EntryKind, entrySchemas } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { updateEntryData } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { editableCompany, entryOrFail } from './profile-access';
import { parseOrFail } from './profile-input';
import { entryOut } from './profile-view';

/** New text of an entry; the portfolio picture is set by its own upload and survives edits of the text. */
export async function updateEntry(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  kind: EntryKind,
  entryId: string,
  input: unknown,
) {
  const company = await editableCompany(ctx, session, companyId);
  const data = parseOrFail<Record<string, unknown>>(entrySchemas[kind], input);
  const entry = await entryOrFail(ctx, company.id, kind, entryId);
  const kept = kind === 'portfolio' ? { image: entry.data.image ?? null } : {};
  await updateEntryData(ctx.db, company.id, entryId, { ...data, ...kept }, ctx.clock.now());
  return entryOut({ ...entry, data: { ...data, ...kept } });
}
