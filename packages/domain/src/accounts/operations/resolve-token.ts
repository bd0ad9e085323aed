import type { Session } from '../account-rules';
import { mayHoldSession } from '../account-status';
import type { AccountsContext } from '../accounts-context';
import { lastUseEveryMs } from '../device-rules';
import { touchSession } from '../devices.repository';
import { findLiveSession, findLiveSessions } from '../sessions.repository';

type LiveRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** A live session's row as the session it gives, or null: a suspended account's sessions stop at once. */
function sessionOfRow(row: Omit<LiveRow, 'expiresAt' | 'lastUsedAt'> | null | undefined): Session | null {
  if (!row || !mayHoldSession(row.status)) return null;
  return {
    userId: row.userId,
    role: row.role,
    companyId: row.companyId,
    locale: row.locale,
    answersInquiries: row.answersInquiries,
  };
}

/**
 * The session of an access token, or null. A suspended account's sessions stop working at once. The
 * session's last use (the sessions list shows it) is written when it is a few minutes old.
 */
export async function resolveToken(ctx: AccountsContext, token: string | null): Promise<Session | null> {
  if (!token) return null;
  const now = ctx.clock.now();
  const row = await findLiveSession(ctx.db, token, now);
  const session = sessionOfRow(row);
  if (session && row && now.getTime() - row.lastUsedAt.getTime() >= lastUseEveryMs) {
    await touchSession(ctx.db, token, now, lastUseEveryMs);
  }
  return session;
}

/** How many tokens one read of `resolveTokens` asks for (one array parameter), so no read grows unbounded. */
const tokensPerRead = 1000;

/**
 * The sessions of many access tokens by the same rule as `resolveToken`, a read per 1,000 tokens instead
 * of one each (the chat's sweep of every open socket): each token with a live session maps to it; a token
 * without one is absent.
 */
export async function resolveTokens(ctx: AccountsContext, tokens: readonly string[]): Promise<Map<string, Session>> {
  const distinct = [...new Set(tokens)].filter(Boolean);
  const found = new Map<string, Session>();
  const now = ctx.clock.now();
  for (let start = 0; start < distinct.length; start += tokensPerRead) {
    for (const row of await findLiveSessions(ctx.db, distinct.slice(start, start + tokensPerRead), now)) {
      const session = sessionOfRow(row);
      if (session) found.set(row.token, session);
    }
  }
  return found;
}
