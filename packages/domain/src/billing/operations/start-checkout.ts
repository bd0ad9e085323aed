import { type CheckoutInput, taxIdentityErrors } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findCompany, findManagerOf } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { hasInvoiceableTaxIdentity } from '../../tax-identity/index';
import { type BillingContext, hasPremiumAt, managerCompany, requireGateway } from '../premium-rules';
import { findSubscription, saveSubscription } from '../subscriptions.repository';
import { providerCall } from './provider-call';

/**
 * Starts Stripe Checkout for Premium (subscription mode) with the company as Stripe's customer, made once
 * and kept. Answers the checkout page's address; the webhook records the purchase.
 */
export async function startCheckout(
  ctx: BillingContext,
  session: Session,
  input: CheckoutInput & { locale: 'en' | 'pl' },
): Promise<{ url: string }> {
  const companyId = managerCompany(session);
  const gateway = requireGateway(ctx);
  const row = await findSubscription(ctx.db, companyId);
  if (hasPremiumAt(row, ctx.clock.now())) {
    throw new AppError('CONFLICT', { reason: 'ALREADY_PREMIUM', messageKey: 'billing.errors.alreadyPremium' });
  }
  // The company's tax identity is the invoice's buyer (issue 38): no Premium without it.
  if (!(await hasInvoiceableTaxIdentity(ctx.db, companyId))) {
    throw new AppError('CONFLICT', {
      reason: 'TAX_IDENTITY_REQUIRED',
      messageKey: taxIdentityErrors.requiredForPremium,
    });
  }
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const manager = await findManagerOf(ctx.db, companyId);
  const customerId =
    row?.stripeCustomerId ??
    (await providerCall(() =>
      gateway.createCustomer({ companyId, name: company.name, email: company.email ?? manager?.email ?? null }),
    ));
  if (!row?.stripeCustomerId) {
    await saveSubscription(ctx.db, companyId, {
      source: 'stripe',
      stripeCustomerId: customerId,
      status: row?.status ?? 'incomplete',
      updatedAt: ctx.clock.now(),
    });
  }
  const base = `${ctx.settings.publicUrl}/${input.locale}`;
  const url = await providerCall(() =>
    gateway.createCheckout({
      customerId,
      plan: input.plan,
      companyId,
      locale: input.locale,
      successUrl: `${base}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/account-settings/manage-subscription?checkout=cancelled`,
    }),
  );
  return { url };
}
