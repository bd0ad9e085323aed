// The Stripe stand-in as a process of its own, for the browser journeys: it listens on STAND_IN_PORT and
// delivers its signed events to WEBHOOK_URL over HTTP, as Stripe does. Test use only.
import { StripeStandIn } from './stripe-stand-in';

const port = Number(process.env.STAND_IN_PORT ?? 3199);
const webhookUrl = process.env.WEBHOOK_URL ?? 'http://localhost:3100/api/stripe/webhook';
const standIn = new StripeStandIn({
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e_stand_in',
  prices: {
    monthly: process.env.STRIPE_PRICE_MONTHLY ?? 'price_e2e_monthly',
    yearly: process.env.STRIPE_PRICE_YEARLY ?? 'price_e2e_yearly',
  },
  plnPrices: {
    monthly: process.env.STRIPE_PRICE_MONTHLY_PLN ?? 'price_e2e_monthly_pln',
    yearly: process.env.STRIPE_PRICE_YEARLY_PLN ?? 'price_e2e_yearly_pln',
  },
  deliver: async (event) => {
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      body: event.payload,
    });
    if (!answer.ok) console.error(`stand-in: the webhook answered ${answer.status} to ${event.type}`);
  },
});
console.info(`Stripe stand-in on ${await standIn.listen(port)}`);
process.once('SIGTERM', () => standIn.close().then(() => process.exit(0)));
