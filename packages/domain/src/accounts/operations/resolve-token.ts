import type { Session } from '../account-rules';
import { mayHoldSession } from '../account-status';
import { findLiveSession } from '../accounts.repository';
import type { AccountsContext } from '../accounts-context';

/** The session of an access token, or null. A suspended account's sessions stop working at once. */
export async function resolveToken(ctx: AccountsContext, token: string | null): Promise<Session | null> {
  if (!token) return null;
  const row = await findLiveSession(ctx.db, token, ctx.clock.now());
  if (!row || !mayHoldSession(row.status)) return null;
  return { userId: row.userId, role: row.role, companyId: row.companyId, locale: row.locale };
}
