import type { AccountsContext } from '../accounts-context';
import { findUserByLogin } from '../users.repository';

export async function accountExists(ctx: AccountsContext, login: string): Promise<boolean> {
  return (await findUserByLogin(ctx.db, login)) !== null;
}
