import type { Subscription } from '@tendero/contracts';
import { findPersonByEmail, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { BillingContext } from '../premium-rules';
import { subscriptionView } from './get-subscription';

/**
 * SPEC §7 `check-subscription-status` (email): the subscription of that person's company. A manager or
 * rep may ask about their own company only; an admin about anyone's. Without an e-mail: the caller's own.
 */
export async function checkSubscriptionStatus(
  ctx: BillingContext,
  session: Session,
  input: { email?: string | undefined },
): Promise<Subscription> {
  const own = session.role === 'MANAGER' || session.role === 'SALES_REP' ? (session.companyId ?? null) : null;
  if (!input.email) return subscriptionView(ctx, own, session.role === 'MANAGER' && own !== null);
  const person = await findPersonByEmail(ctx.db, input.email);
  const companyId = person?.companyId ?? null;
  if (session.role !== 'ADMIN' && (companyId === null || companyId !== own)) throw new AppError('FORBIDDEN');
  return subscriptionView(ctx, companyId, session.role === 'MANAGER' && companyId === own);
}
