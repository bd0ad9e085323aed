import type { ContactOwners } from '@tendero/contracts';
import { findPeopleWithCompany, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { countContactsByOwner } from '../contacts.repository';

/**
 * The manager's view of the company's contacts (SPEC §1): how many each member owns, never a name, an
 * e-mail, a chat or a note of them.
 */
export async function contactOwners(ctx: DomainContext, session: Session, companyId: string): Promise<ContactOwners> {
  if (session.role !== 'MANAGER') throw new AppError('FORBIDDEN');
  const [me] = await findPeopleWithCompany(ctx.db, [session.userId]);
  if (me?.companyId !== companyId) throw new AppError('FORBIDDEN');
  const rows = await countContactsByOwner(ctx.db, companyId);
  const owners = rows.map((row) => ({
    ownerId: row.ownerId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role === 'MANAGER' ? ('MANAGER' as const) : ('SALES_REP' as const),
    count: row.count,
  }));
  return { total: owners.reduce((sum, owner) => sum + owner.count, 0), owners };
}
