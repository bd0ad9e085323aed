import type { Session } from '../account-rules';
import { mayHoldSession } from '../account-status';
import type { AccountsContext } from '../accounts-context';
import { findLiveSession, findLiveSessions } from '../sessions.repository';

type LiveRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** A live session's row as the session it gives, or null: a suspended account's sessions stop at once. */
function sessionOfRow(row: Omit<LiveRow, 'expiresAt'> | null | undefined): Session | null {
  if (!row || !mayHoldSession(row.status)) return null;
  return {
    userId: row.userId,
    role: row.role,
    companyId: row.companyId,
    locale: row.locale,
    answersInquiries: row.answersInquiries,
  };
}

/** The session of an access token, or null. A suspended account's sessions stop working at once. */
export async function resolveToken(ctx: AccountsContext, token: string | null): Promise<Session | null> {
  if (!token) return null;
  return sessionOfRow(await findLiveSession(ctx.db, token, ctx.clock.now()));
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
