import type { PasskeyView } from '@tendero/contracts';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { listPasskeysOf, type PasskeyRow } from '../passkeys.repository';

/** A passkey as its owner sees it: never its key or credential id. */
export function passkeyView(row: PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** One's own passkeys, oldest first. */
export async function listPasskeys(ctx: AccountsContext, session: Session): Promise<{ passkeys: PasskeyView[] }> {
  return { passkeys: (await listPasskeysOf(ctx.db, session.userId)).map(passkeyView) };
}
