/**
 * The settings of the journeys' server (playwright.config.ts), shared with the process that seeds its data
 * folder beforehand (e2e/seed-data.ts), so both see the same configuration.
 */
export const journeyPorts = {
  app: Number(process.env.E2E_PORT ?? 3100),
  stripeStandIn: Number(process.env.E2E_STRIPE_PORT ?? 3199),
};

/** Payments go to the Stripe stand-in: the SDK's real calls, on loopback. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in',
  STRIPE_PRICE_MONTHLY: 'price_e2e_monthly',
  STRIPE_PRICE_YEARLY: 'price_e2e_yearly',
};

export const journeyServerEnv = {
  PORT: String(journeyPorts.app),
  // Each shard of `npm test` (scripts/test-all.mjs) serves its own copy of the seeded folder.
  DATA_DIR: process.env.E2E_DATA_DIR || '.tmp/e2e-data',
  APP_MODE: 'demo',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '5000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // The journeys answer it with page.route(); unanswered, the lookup fails and is ignored.
  PHONE_GEOLOCATION_URL: 'https://geo.tendero.test/json',
  JOB_POLL_MS: '200',
  ...stripeEnv,
  STRIPE_API_URL: `http://127.0.0.1:${journeyPorts.stripeStandIn}`,
};

/**
 * A demo data folder seeded before Playwright starts (`npm run test:e2e` makes it while the web app builds
 * and names it in E2E_SEEDED_DATA). Servers of the run start on copies of it instead of seeding the 88
 * demo companies again; without it (Playwright run alone) each seeds its fresh folder itself.
 */
export const seededDataDir = process.env.E2E_SEEDED_DATA || null;
