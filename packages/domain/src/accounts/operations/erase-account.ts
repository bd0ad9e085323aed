import { eraseUserData } from '../account-erasure.repository';
import type { AccountsContext } from '../accounts-context';

/** The erasure job (idempotent; retried by the queue if it fails). */
export async function eraseAccount(ctx: AccountsContext, payload: { userId: string }): Promise<void> {
  await eraseUserData(ctx.db, payload.userId, ctx.clock.now());
}
