import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { findUserByLogin } from '../users.repository';

/** The acting identity of an account by username or e-mail, for trusted callers (seeds, CLI). */
export async function sessionOf(
  ctx: AccountsContext,
  login: string,
): Promise<(Session & { companyId: string | null }) | null> {
  const user = await findUserByLogin(ctx.db, login);
  return user
    ? { userId: user.id, role: user.role, companyId: user.companyId, answersInquiries: user.answersInquiries }
    : null;
}
