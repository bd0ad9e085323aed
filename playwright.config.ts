import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

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
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node scripts/start.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 240_000,
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
    },
  },
});
