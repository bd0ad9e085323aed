import { withTransaction } from '@tendero/db';
import { findPersonByEmail, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { insertManualPayment } from '../payments.repository';
import { type BillingContext, hasPremiumAt } from '../premium-rules';
import { applyPremiumFlag } from '../premium-sync';
import { lockSubscription, saveSubscription } from '../subscriptions.repository';

/**
 * SPEC §7 `PUT /companies/premium` (hasPremium, email): an admin grants Premium by hand (an invoice paid
 * outside Stripe) or ends such a grant. The e-mail names the company's manager or a rep. A Premium paid
 * through Stripe is ended by cancelling it there, never here. Recorded in the audit log.
 */
export async function grantPremium(
  ctx: BillingContext,
  session: Session,
  input: { hasPremium: boolean; email: string; ip?: string | null },
): Promise<{ status: 200; companyId: string; hasPremium: boolean }> {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  const person = await findPersonByEmail(ctx.db, input.email);
  const companyId = person?.companyId;
  if (!companyId) {
    throw new AppError('NOT_FOUND', { reason: 'NO_COMPANY', messageKey: 'billing.errors.noCompanyForEmail' });
  }
  const now = ctx.clock.now();
  await withTransaction(ctx.db, async (tx) => {
    const row = await lockSubscription(tx, companyId);
    // Paid through Stripe: a subscription, or a year paid at once (BLIK, Przelewy24, card).
    const paidThroughStripe = (row?.source === 'stripe' || row?.source === 'one_time') && hasPremiumAt(row, now);
    if (paidThroughStripe && !input.hasPremium) {
      throw new AppError('CONFLICT', {
        reason: 'STRIPE_SUBSCRIPTION',
        messageKey: row?.source === 'one_time' ? 'billingPl.errors.paidYear' : 'billing.errors.paidThroughStripe',
      });
    }
    if (!paidThroughStripe) {
      const granted = input.hasPremium;
      await saveSubscription(tx, companyId, {
        source: 'manual',
        plan: null,
        status: granted ? 'active' : 'canceled',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        graceUntil: null,
        startedAt: granted ? now : (row?.startedAt ?? null),
        endedAt: granted ? null : now,
        grantedBy: session.userId,
        updatedAt: now,
      });
      if (granted && !hasPremiumAt(row, now)) await insertManualPayment(tx, { companyId, createdAt: now });
      await applyPremiumFlag(ctx, tx, companyId, { status: granted ? 'active' : 'canceled', graceUntil: null });
    }
    await recordAudit(tx, {
      at: now,
      actorId: session.userId,
      action: input.hasPremium ? 'premium.grant' : 'premium.end',
      targetType: 'company',
      targetId: companyId,
      ip: input.ip ?? null,
      detail: { email: input.email },
    });
  });
  return { status: 200, companyId, hasPremium: input.hasPremium };
}
