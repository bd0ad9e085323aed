import { cv, type EntryKind, entrySchemas, maxEntriesPerKind } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { countEntries, insertEntry } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { editableCompany } from './profile-access';
import { parseOrFail } from './profile-input';
import { entryOut } from './profile-view';

/** A new entry of one section, at most `maxEntriesPerKind` of a kind; a promo moves the search facts. */
export async function addEntry(
  ctx: ProfilesContext,
  session: Session,
  companyId: string,
  kind: EntryKind,
  input: unknown,
) {
  const company = await editableCompany(ctx, session, companyId);
  const data = parseOrFail<Record<string, unknown>>(entrySchemas[kind], input);
  if ((await countEntries(ctx.db, company.id, kind)) >= maxEntriesPerKind) {
    throw new AppError('CONFLICT', { reason: 'TOO_MANY_ENTRIES', messageKey: cv.tooMany });
  }
  const entry = await insertEntry(ctx.db, company.id, kind, data, ctx.clock.now());
  if (kind === 'promo') await ctx.onCompanyChanged(ctx.db, company.id, ctx.clock.now());
  return entryOut(entry);
}
