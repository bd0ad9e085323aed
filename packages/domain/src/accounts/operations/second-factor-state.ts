import type { SecondFactorStatus } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { countUnusedRecoveryCodes, findTotpFactor } from '../second-factor.repository';
import { mustSetUpSecondFactor, secondFactorRequirement } from '../second-factor-status';
import { findUserById } from '../users.repository';

/** One's own second factor as settings show it: never the secret. */
export async function secondFactorState(ctx: AccountsContext, session: Session): Promise<SecondFactorStatus> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED_ERROR');
  const factor = await findTotpFactor(ctx.db, session.userId);
  const on = Boolean(factor?.confirmedAt);
  return {
    totp: on,
    confirmedAt: factor?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: on ? await countUnusedRecoveryCodes(ctx.db, session.userId) : 0,
    requiredBecause: await secondFactorRequirement(ctx.db, { role: user.role, companyId: user.companyId }),
    role: user.role,
  };
}

/**
 * Whether a session must set up a second factor before anything else (an admin or a member of a team that
 * requires one, with none yet): the page gateway leads them to set-up, the admin API refuses them.
 */
export async function secondFactorGate(ctx: AccountsContext, session: Session) {
  return mustSetUpSecondFactor(ctx.db, {
    userId: session.userId,
    role: session.role,
    companyId: session.companyId ?? null,
  });
}
