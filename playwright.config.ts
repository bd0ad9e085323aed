import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser journeys against the production build, served by `npm start` on a fresh data folder. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
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
      JOB_POLL_MS: '200',
    },
  },
});
