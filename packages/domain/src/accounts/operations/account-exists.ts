import { findUserByLogin } from '../accounts.repository';

import type { AccountsContext } from '../accounts-context';

export async function accountExists(ctx: AccountsContext, login: string): Promise<boolean> {
  return (await findUserByLogin(ctx.db, login)) !== null;
}
