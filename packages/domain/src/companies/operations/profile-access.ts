import type { EntryKind } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type Actor, mayEditCompany } from '../profile.policy';
import { type CompanyRow, type EntryRow, findCompany, findEntry, findPerson } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';

/** Whoever reads: a signed-in person or a visitor. */
export type Viewer = Session | null;

/** The acting person with the company they belong to now; null for a visitor or a deleted account. */
export async function actorOf(ctx: ProfilesContext, session: Viewer): Promise<Actor | null> {
  if (!session) return null;
  const person = await findPerson(ctx.db, session.userId);
  if (!person || person.deletedAt) return null;
  return { ...session, companyId: person.companyId };
}

/** The company its manager is about to change; FORBIDDEN for anyone else. */
export async function editableCompany(ctx: ProfilesContext, session: Session, companyId: string): Promise<CompanyRow> {
  const actor = await actorOf(ctx, session);
  if (!mayEditCompany(actor, companyId)) throw new AppError('FORBIDDEN');
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

/** An entry of one kind of the company (an entry an admin removed is not found). */
export async function entryOrFail(
  ctx: ProfilesContext,
  companyId: string,
  kind: EntryKind,
  entryId: string,
): Promise<EntryRow> {
  const entry = await findEntry(ctx.db, companyId, kind, entryId);
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}
