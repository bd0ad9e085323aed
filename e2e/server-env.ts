/**
 * The settings of the journeys' servers (playwright.config.ts), shared with the process that seeds their data
 * folder beforehand (e2e/seed-data.ts), so both see the same configuration.
 *
 * The journeys can run against several identical servers at once (E2E_SERVERS; `npm test` starts one per
 * core, at least two): server i serves on E2E_PORT + i with its Stripe stand-in on E2E_STRIPE_PORT - i, on a
 * data folder of its own. Playwright hands out journeys to its workers as they come free, and worker w
 * always talks to server w mod E2E_SERVERS, so the servers share the work without a fixed split.
 */
export const journeyServers = Math.max(1, Number(process.env.E2E_SERVERS) || 1);

/** The ports of server `index` (0 for the first). */
export function journeyPortsOf(index: number): {
  app: number;
  stripeStandIn: number;
  openIdProvider: number;
  nbpStandIn: number;
  ksefStandIn: number;
  pushStandIn: number;
} {
  const app = Number(process.env.E2E_PORT ?? 3100);
  return {
    app: app + index,
    stripeStandIn: Number(process.env.E2E_STRIPE_PORT ?? 3199) - index,
    openIdProvider: Number(process.env.E2E_OIDC_PORT ?? 3160) + index,
    // NBP's exchange rates (the euro invoices' złoty VAT): E2E_NBP_PORT, else 80 above the app's port.
    nbpStandIn: Number(process.env.E2E_NBP_PORT ?? app + 80) + index,
    // KSeF's stand-in: E2E_KSEF_PORT, by default 40 above the app's port (3140 beside 3100).
    ksefStandIn: Number(process.env.E2E_KSEF_PORT ?? app + 40) + index,
    // The Web Push service's stand-in (https on loopback): E2E_PUSH_PORT, by default 80 below the app's port.
    pushStandIn: Number(process.env.E2E_PUSH_PORT ?? app - 80) + index,
  };
}

/**
 * The server this process's journeys use: in a Playwright worker (TEST_PARALLEL_INDEX, set before the worker
 * loads the configuration) its own; in the runner and the seed, the first.
 */
export const journeyServer = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % journeyServers;
export const journeyPorts = journeyPortsOf(journeyServer);

/** Payments go to the Stripe stand-in: the SDK's real calls, on loopback. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in',
  STRIPE_PRICE_MONTHLY: 'price_e2e_monthly',
  STRIPE_PRICE_YEARLY: 'price_e2e_yearly',
  // The złoty prices Polish companies buy with (their net amounts: the defaults of PREMIUM_NET_PLN_*).
  STRIPE_PRICE_MONTHLY_PLN: 'price_e2e_monthly_pln',
  STRIPE_PRICE_YEARLY_PLN: 'price_e2e_yearly_pln',
};

/** Invoices go to the KSeF stand-in (apps/api/src/test/ksef-stand-in.ts), which knows this token of the seller. */
export const ksefEnv = { KSEF_TOKEN: 'ksef-e2e-token', SELLER_NIP: '1234563218' };

/** Tendero as the seller of its invoices (all six SELLER_* or none): the NIP KSeF's sessions are opened for. */
export const sellerEnv = {
  SELLER_NAME: 'Tendero sp. z o.o.',
  SELLER_NIP: ksefEnv.SELLER_NIP,
  SELLER_STREET: 'ul. Prosta 20',
  SELLER_POSTAL_CODE: '00-850',
  SELLER_CITY: 'Warszawa',
  SELLER_BANK_ACCOUNT: 'PL61109010140000071219812874',
};

/**
 * Web Push with VAPID keys made for the journeys only (never a real deployment's): pushes go to the stand-in
 * (apps/api/src/test/push-stand-in.ts), whose own certificate the app's process trusts.
 */
export const pushEnv = {
  VAPID_PUBLIC_KEY: 'BAoK8F_AL7zj_YT5yx33zRF2Z3qEcFREI4mblT1MeBnjtnJiMtwhg8G5XiDz4gAd8rveORAPXOErIk7B5gNKMOY',
  VAPID_PRIVATE_KEY: 'BvakZWdK68Ywv2Qo5kd5IAI1q-mLuehJg3seEccdC8o',
  VAPID_SUBJECT: 'mailto:push-journeys@tendero.test',
  NODE_EXTRA_CA_CERTS: 'apps/api/src/test/push-stand-in.cert.pem',
};

/** Google and Microsoft both go to the loopback OpenID provider (apps/api/src/test/loopback-openid-provider.ts). */
export function openIdEnvOf(index: number) {
  const issuer = `http://127.0.0.1:${journeyPortsOf(index).openIdProvider}`;
  const client = { clientId: 'tendero-loopback', clientSecret: 'loopback-secret-not-for-production' };
  return {
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    MICROSOFT_CLIENT_ID: client.clientId,
    MICROSOFT_CLIENT_SECRET: client.clientSecret,
    MICROSOFT_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
  };
}

/** The environment of server `index`. */
export function journeyServerEnvOf(index: number) {
  const ports = journeyPortsOf(index);
  return {
    PORT: String(ports.app),
    // Named by port: two runs on one machine (other E2E_PORTs) never share a folder.
    DATA_DIR: `.tmp/e2e-data-${ports.app}`,
    APP_MODE: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '5000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The journeys answer it with page.route(); unanswered, the lookup fails and is ignored.
    PHONE_GEOLOCATION_URL: 'https://geo.tendero.test/json',
    JOB_POLL_MS: '200',
    ...stripeEnv,
    STRIPE_API_URL: `http://127.0.0.1:${ports.stripeStandIn}`,
    NBP_URL: `http://127.0.0.1:${ports.nbpStandIn}`,
    ...ksefEnv,
    ...sellerEnv,
    KSEF_URL: `http://127.0.0.1:${ports.ksefStandIn}/v2`,
    ...openIdEnvOf(index),
    ...pushEnv,
  };
}

export const journeyServerEnv = journeyServerEnvOf(0);

/**
 * A demo data folder seeded before Playwright starts (`npm test` makes it while the web app builds and names
 * it in E2E_SEEDED_DATA). Servers of the run start on copies of it instead of seeding the 88 demo companies
 * again; without it (Playwright run alone) each seeds its fresh folder itself.
 */
export const seededDataDir = process.env.E2E_SEEDED_DATA || null;

/** The authenticator secret the e2e seed gives the demo admin (Base32; helpers.ts answers its second step). */
export const e2eTotpSecret = 'KRSW4ZDFOJXUCZDNNFXDKMRQGI3A';
