import type { CurrentUser, UpdateProfileInput } from '@tendero/contracts';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { updateUser } from '../users.repository';
import { currentUser } from './current-user';

/** "My data": names and phone of the signed-in user. */
export async function updateOwnData(
  ctx: AccountsContext,
  session: Session,
  input: UpdateProfileInput,
): Promise<CurrentUser> {
  await updateUser(
    ctx.db,
    session.userId,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phone: input.phone,
    },
    ctx.clock.now(),
  );
  return currentUser(ctx, session);
}
