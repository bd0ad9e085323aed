import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import { journeyPorts, journeyServerEnv, seededDataDir, stripeEnv } from './e2e/server-env';

const port = journeyPorts.app;
const standInPort = journeyPorts.stripeStandIn;
const dataDir = journeyServerEnv.DATA_DIR;

/** Browser journeys against the production build, served by `npm start` on a fresh data folder. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A browser per core, at least two: the journeys wait on the server and the browser much of the time.
  // `npm test` runs the journeys in shards, each with its own server (scripts/test-all.mjs).
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Long journeys (invite, accept, remove; 80+ demo companies) on a busy 2-core machine need room: at load
  // 7-14 (6 Dec 2026) the company-profile journey took over 60 s. A passing journey ends when it passes.
  timeout: 120_000,
  // A check that waits on the server's work after a click (an import of 20 companies, the next server-rendered
  // page) took more than Playwright's default 5 s at load 8-12: two admin-companies journeys failed so in a
  // full run and passed in 7-17 s each when rerun at load 3. Passing checks return as soon as they hold.
  expect: { timeout: 15_000 },
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
      // `npm test` builds first and seeds the demo data beside the build (scripts/test-all.mjs), so this is
      // the start on a copy of that folder: seconds. Run alone, Playwright starts on a fresh folder, and the
      // start builds and seeds it (88 companies through the use cases: minutes on a loaded 2-core machine).
      command: seededDataDir
        ? `rm -rf ${dataDir} && cp -R ${seededDataDir} ${dataDir} && node scripts/start.mjs`
        : `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `http://localhost:${port}/readyz`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: journeyServerEnv,
    },
  ],
});
