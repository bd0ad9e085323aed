import type { OwnSessions } from '@tendero/contracts';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { describeUserAgent } from '../device-rules';
import { listLiveSessions } from '../devices.repository';

/**
 * Where a person is signed in: their own live sessions only (the session's person is the only filter, so
 * nobody can list or end another's), "this device" being the session of the asking token.
 */
export async function listOwnSessions(ctx: AccountsContext, session: Session, token: string): Promise<OwnSessions> {
  const rows = await listLiveSessions(ctx.db, session.userId, ctx.clock.now());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      address: row.ipAddress || null,
      firstUsedAt: row.createdAt.toISOString(),
      lastUsedAt: new Date(Math.max(row.updatedAt.getTime(), row.createdAt.getTime())).toISOString(),
      current: row.token === token,
    })),
  };
}
