import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const standInPort = Number(process.env.E2E_STRIPE_PORT ?? 3199);
/** Payments go to the Stripe stand-in: the SDK's real calls, on loopback. */
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in',
  STRIPE_PRICE_MONTHLY: 'price_e2e_monthly',
  STRIPE_PRICE_YEARLY: 'price_e2e_yearly',
};

/** Browser journeys against the production build, served by `npm start` on a fresh data folder. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Long journeys (invite, accept, remove; 80+ demo companies) on a busy 2-core machine need room.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // Stripe's API stand-in (the real SDK calls it; it signs and delivers the webhook events).
      command: 'node --import tsx apps/api/src/test/stripe-stand-in-server.ts',
      url: `http://127.0.0.1:${standInPort}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...stripeEnv,
        STAND_IN_PORT: String(standInPort),
        WEBHOOK_URL: `http://localhost:${port}/api/stripe/webhook`,
      },
    },
    {
      // `npm run test:e2e` builds first, so this is the start and the demo seed of a fresh folder (88
      // companies through the use cases: minutes on a loaded 2-core machine). Run alone, it builds too.
      command: 'rm -rf .tmp/e2e-data && node scripts/start.mjs',
      url: `http://localhost:${port}/readyz`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: '.tmp/e2e-data',
        APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '5000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // The journeys answer it with page.route(); unanswered, the lookup fails and is ignored.
        PHONE_GEOLOCATION_URL: 'https://geo.tendero.test/json',
        JOB_POLL_MS: '200',
        ...stripeEnv,
        STRIPE_API_URL: `http://127.0.0.1:${standInPort}`,
      },
    },
  ],
});
