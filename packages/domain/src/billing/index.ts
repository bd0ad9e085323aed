export { type Billing, type BillingDeps, createBilling } from './billing.service';
export { applyEventJob } from './operations/receive-event';
export { GatewayError, type PaymentGateway } from './payment-gateway';
export { hasPremiumAt, premiumByStatus } from './premium-rules';
export { refreshPremiumJob } from './premium-sync';
export { createStripeGateway, type StripeSettings, webhookToleranceSeconds } from './stripe.gateway';
