import type { CurrentUser } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { findCompanyName } from '../account-companies.repository';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { findUserById } from '../users.repository';

export async function currentUser(ctx: AccountsContext, session: Session): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED_ERROR');
  return {
    userId: user.id,
    role: user.role,
    status: user.status,
    username: user.displayUsername ?? user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    image: user.image,
    companyId: user.companyId,
    companyName: user.companyId ? await findCompanyName(ctx.db, user.companyId) : null,
  };
}
