import { type CheckoutInput, taxIdentityErrors } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findCompany, findManagerOf } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { hasInvoiceableTaxIdentity, invoiceBuyerOf } from '../../tax-identity/index';
import { premiumPricing } from '../premium-pricing';
import { type BillingContext, hasPremiumAt, managerCompany, requireGateway } from '../premium-rules';
import { findSubscription, saveSubscription } from '../subscriptions.repository';
import { providerCall } from './provider-call';

/**
 * Starts Stripe Checkout for Premium with the company as Stripe's customer, made once and kept: a card
 * subscription, or (złoty buyers, yearly plan) one payment for a year by BLIK, Przelewy24 or card, which is
 * also how such a year is renewed, early or late. The price is the net one in the buyer's currency with
 * Polish VAT on top where it applies, so Stripe charges the gross. Answers the checkout page's address; the
 * webhook records the purchase.
 */
export async function startCheckout(
  ctx: BillingContext,
  session: Session,
  input: CheckoutInput & { locale: 'en' | 'pl' },
): Promise<{ url: string }> {
  const companyId = managerCompany(session);
  const gateway = requireGateway(ctx);
  const oneTime = input.payment === 'one_time';
  // The buyer's tax identity decides the currency and the VAT; without one the gate below refuses.
  const buyer = await invoiceBuyerOf(ctx, companyId);
  const pricing = premiumPricing(buyer, { sellsInZloty: gateway.sellsInZloty, netPln: ctx.billing.netPln });
  const row = await findSubscription(ctx.db, companyId);
  // A year paid at once is renewed by paying the next one (it starts where the current one ends).
  const renewingYear = oneTime && row?.source === 'one_time';
  if (hasPremiumAt(row, ctx.clock.now()) && !renewingYear) {
    throw new AppError('CONFLICT', { reason: 'ALREADY_PREMIUM', messageKey: 'billing.errors.alreadyPremium' });
  }
  // The company's tax identity is the invoice's buyer (issue 38): no Premium without it.
  if (!(await hasInvoiceableTaxIdentity(ctx.db, companyId))) {
    throw new AppError('CONFLICT', {
      reason: 'TAX_IDENTITY_REQUIRED',
      messageKey: taxIdentityErrors.requiredForPremium,
    });
  }
  if (oneTime && !(pricing.oneTimeYearly && input.plan === 'yearly')) {
    throw new AppError('CONFLICT', {
      reason: 'ONE_TIME_NOT_OFFERED',
      messageKey: 'billingPl.errors.oneTimeNotOffered',
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
      currency: pricing.currency,
      polishVat: pricing.treatment?.kind === 'PL_VAT',
      mode: oneTime ? 'one_time' : 'subscription',
      netCents: pricing.netCentsOf(input.plan),
    }),
  );
  return { url };
}
