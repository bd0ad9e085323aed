import type { ContactShares } from '@tendero/contracts';
import { findPeople, type Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertClient } from '../contacts.policy';
import { activeSharesOf, withdrawShare as endShare } from '../contacts.repository';

/** The companies a client shares their details with now; `email`/`phone`: which details they share. */
export async function listShares(ctx: DomainContext, session: Session, clientId: string): Promise<ContactShares> {
  assertClient(session, clientId);
  const [rows, [me]] = await Promise.all([activeSharesOf(ctx.db, clientId), findPeople(ctx.db, [clientId])]);
  return {
    items: rows.map((row) => ({ ...row, sharedAt: row.sharedAt.toISOString() })),
    email: me?.shareEmail ?? false,
    phone: me?.sharePhone ?? false,
  };
}

/** The client withdraws one company's view of their details (kept as a record with its time). */
export async function withdrawShare(
  ctx: DomainContext,
  session: Session,
  clientId: string,
  companyId: string,
): Promise<null> {
  assertClient(session, clientId);
  await endShare(ctx.db, clientId, companyId, ctx.clock.now());
  return null;
}
