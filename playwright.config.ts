import { readFileSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { buildAsServer } from './apps/api/src/test/chat-node-process';
import { journeyLaunchOptions } from './e2e/chromium';
import {
  journeyPorts,
  journeyPortsOf,
  journeyServerEnvOf,
  journeyServers,
  ksefEnv,
  seededDataDir,
  stripeEnv,
} from './e2e/server-env';

/** The servers (E2E_SERVERS, e2e/server-env.ts): each a Stripe stand-in and the app on a data folder of its own. */
const servers = Array.from({ length: journeyServers }, (_, index) => ({
  ports: journeyPortsOf(index),
  env: journeyServerEnvOf(index),
}));

/** `npm start`'s own command (package.json, with its young generation), without npm's process. */
const startCommand = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
).scripts.start.replace(/^exec /, '');

/**
 * The stand-ins (apps/api/src/test/*-server.ts) built into plain JavaScript as the server is
 * (scripts/build-server.mjs --out, ~0.2 s) when Playwright's runner loads this file, and started by plain
 * Node: through tsx the five took ~5.8 CPU-s to start, built ~2.1 (7 Dec 2026, 2-core machine). A folder per
 * run's first port, so two runs on one machine (other E2E_PORTs) never share one.
 */
const standInsDir = `.tmp/stand-ins-${journeyPortsOf(0).app}`;
const standIns = [
  'loopback-openid-provider-server',
  'stripe-stand-in-server',
  'nbp-stand-in-server',
  'ksef-stand-in-server',
  'push-stand-in-server',
] as const;
// Only in the runner (which starts the web servers), not again in each worker.
if (process.env.TEST_WORKER_INDEX === undefined) {
  buildAsServer(standInsDir, Object.fromEntries(standIns.map((name) => [name, `apps/api/src/test/${name}.ts`])));
}
const standIn = (name: (typeof standIns)[number]) => `node ${standInsDir}/${name}.js`;

/** Browser journeys against the production build, served by `npm start` on a fresh data folder. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two browsers per server (E2E_WORKERS overrides): worker w talks to server w mod E2E_SERVERS.
  workers: Number(process.env.E2E_WORKERS) || 2 * journeyServers,
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
    // This worker's server (the config is loaded again in each worker, with its TEST_PARALLEL_INDEX).
    baseURL: `http://localhost:${journeyPorts.app}`,
    launchOptions: journeyLaunchOptions,
    // A trace only for a retried journey (CI retries once; locally: `npx playwright test --trace on …`).
    // Recording one for every journey made Chromium encode a screenshot per frame and snapshot the DOM
    // after each action: 6 Dec 2026, 24 page loads cost 48-57 CPU-s with the trace against 31-33 without
    // (docs/benchmarks.md#test-phases). A failure still leaves its screenshot, taken once at the end.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Tendero's service worker (issue 40) stays out of the journeys that route or hold requests with
    // page.route(): a worker's own fetches bypass it. e2e/push-and-app.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  webServer: servers.flatMap(
    ({ ports, env }): Extract<PlaywrightTestConfig['webServer'], unknown[]> => [
      {
        // The OpenID provider that stands for Google and Microsoft (oidc-provider on loopback): up before the app,
        // which reads its discovery document when it starts.
        command: standIn('loopback-openid-provider-server'),
        url: `http://127.0.0.1:${ports.openIdProvider}/.well-known/openid-configuration`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'ignore' as const,
        env: { OIDC_PORT: String(ports.openIdProvider), REDIRECT_URI: `http://localhost:${ports.app}/login/provider` },
      },
      {
        // Stripe's API stand-in (the real SDK calls it; it signs and delivers the webhook events).
        command: standIn('stripe-stand-in-server'),
        url: `http://127.0.0.1:${ports.stripeStandIn}/healthz`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          ...stripeEnv,
          STAND_IN_PORT: String(ports.stripeStandIn),
          WEBHOOK_URL: `http://localhost:${ports.app}/api/stripe/webhook`,
        },
      },
      {
        // NBP's exchange-rate API stand-in (a table every working day): the złoty VAT of euro invoices.
        command: standIn('nbp-stand-in-server'),
        url: `http://127.0.0.1:${ports.nbpStandIn}/healthz`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: { NBP_PORT: String(ports.nbpStandIn) },
      },
      {
        // KSeF's API stand-in (the app's client sends it encrypted FA(3) invoices; it checks them against the schema).
        command: standIn('ksef-stand-in-server'),
        url: `http://127.0.0.1:${ports.ksefStandIn}/healthz`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: { ...ksefEnv, KSEF_STAND_IN_PORT: String(ports.ksefStandIn) },
      },
      {
        // The Web Push service's stand-in (https, its own certificate): checks the VAPID JWT, decrypts each push.
        command: standIn('push-stand-in-server'),
        url: `https://127.0.0.1:${ports.pushStandIn}/healthz`,
        ignoreHTTPSErrors: true,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: { PUSH_PORT: String(ports.pushStandIn) },
      },
      {
        // `npm test` builds first and seeds the demo data beside the build (scripts/test-all.mjs), so this is
        // the start on a copy of that folder: seconds. Run alone, Playwright starts on a fresh folder, and the
        // start builds and seeds it (88 companies through the use cases: minutes on a loaded 2-core machine).
        command: seededDataDir
          ? `rm -rf ${env.DATA_DIR} && cp -R ${seededDataDir} ${env.DATA_DIR} && ${startCommand}`
          : `rm -rf ${env.DATA_DIR} && ${startCommand}`,
        url: `http://localhost:${ports.app}/readyz`,
        timeout: 480_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env,
      },
    ],
  ),
});
