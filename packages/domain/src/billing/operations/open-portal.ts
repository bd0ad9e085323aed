import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { type BillingContext, managerCompany, requireGateway } from '../premium-rules';
import { findSubscription } from '../subscriptions.repository';
import { providerCall } from './provider-call';

/** A session of Stripe's customer portal (cards, invoices, cancellation) for the company's manager. */
export async function openPortal(ctx: BillingContext, session: Session, locale: 'en' | 'pl'): Promise<{ url: string }> {
  const companyId = managerCompany(session);
  const gateway = requireGateway(ctx);
  const row = await findSubscription(ctx.db, companyId);
  const customerId = row?.stripeCustomerId;
  if (!customerId)
    throw new AppError('CONFLICT', { reason: 'NO_SUBSCRIPTION', messageKey: 'billing.errors.noSubscription' });
  const returnUrl = `${ctx.settings.publicUrl}/${locale}/account-settings/manage-subscription`;
  return { url: await providerCall(() => gateway.portal({ customerId, returnUrl, locale })) };
}
