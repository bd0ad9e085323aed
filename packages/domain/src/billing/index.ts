export { type Billing, type BillingDeps, createBilling } from './billing.service';
export { reminderDaysBefore, yearAfter, yearEndingReminderJob } from './operations/apply-one-time-payment';
export { applyEventJob } from './operations/receive-event';
export { GatewayError, type PaymentGateway } from './payment-gateway';
export { premiumPricing } from './premium-pricing';
export { hasPremiumAt, type PaidPayment, premiumByStatus } from './premium-rules';
export { refreshPremiumJob } from './premium-sync';
export { createStripeGateway, type StripeSettings, webhookToleranceSeconds } from './stripe.gateway';
