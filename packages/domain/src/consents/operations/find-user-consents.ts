import type { UserConsents } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { assertMayManageConsents } from '../consents.policy';
import { acceptancesOfUser, currentVersions, findPersonForConsents } from '../consents.repository';
import { acceptedVersionOut, fullName } from '../consents.views';

/** One person, found by e-mail: every version they accepted, newest first, and whether it is still current. */
export async function findUserConsents(ctx: DomainContext, session: Session, email: string): Promise<UserConsents> {
  assertMayManageConsents(session);
  const person = await findPersonForConsents(ctx.db, email);
  if (!person) throw new AppError('NOT_FOUND', { messageKey: 'consents.errors.userNotFound' });
  const [rows, current] = await Promise.all([
    acceptancesOfUser(ctx.db, person.id),
    currentVersions(ctx.db, ['terms', 'privacy', 'marketing']),
  ]);
  const currentOf = new Map(current.map((row) => [row.kind, row.version]));
  return {
    user: { id: person.id, name: fullName(person) || person.email, email: person.email, role: person.role },
    items: rows.map((row) => acceptedVersionOut(row, currentOf)),
  };
}
