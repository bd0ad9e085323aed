import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { type SellerSettingName, sellerSettingNames } from '@tendero/contracts';
import {
  type AccountsSettings,
  googleDiscoveryUrl,
  microsoftDiscoveryUrl,
  type OpenIdProviderSettings,
} from '@tendero/domain/accounts';
import type { StripeSettings } from '@tendero/domain/billing';
import type { S3StorageOptions } from '@tendero/domain/files';
import type { InvoicingSettings } from '@tendero/domain/invoicing';
import type { PushSettings } from '@tendero/domain/notifications';
import { type Environment, envSchema, s3Names, stripeNames } from './environment';

/**
 * Every setting of the process, read here once and validated with zod at start. `process.env` appears
 * nowhere else. A bad value stops the start with a message naming the variable.
 */
export type AppConfig = {
  mode: 'demo' | 'production';
  dev: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  /** The assistant's model, or null for the offline assistant. */
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: boolean;
  /** Writes and searches per minute: per account when signed in, per IP address otherwise. */
  rateLimitPerMinute: number;
  /** Writes and searches per minute of everyone behind one IP address together (an office). */
  rateLimitPerIpPerMinute: number;
  /** Page views, prefetches and other reads per minute: per account when signed in, per IP otherwise. */
  rateLimitReadsPerMinute: number;
  jobPollMs: number;
  /** Marketplace result pages cached per process (0: none); each is checked against the index version. */
  searchCachePages: number;
  /** Anonymous visitors' pages kept per process this long at most (0: none); a write empties the cache. */
  pageCacheSeconds: number;
  /** Sign-in, sign-up, recovery and code entry: requests per IP per minute. */
  authRateLimitPerMinute: number;
  failedSignInsPerHour: number;
  /** Off unless set: a third-party IP-geolocation URL whose JSON `country_code` preselects the phone country. */
  phoneGeolocationUrl: string | undefined;
  /** S3-compatible storage for uploads when `S3_*` is set; null: files live under DATA_DIR/uploads. */
  s3: S3StorageOptions | null;
  /** Stripe payments when `STRIPE_*` is set; null: buying Premium says payments are not configured. */
  stripe: StripeSettings | null;
  /** The EU's VIES REST API (`VIES_URL`); null: EU VAT numbers are checked for format only. */
  viesUrl: string | null;
  /**
   * Offers a free company may send a month, days Premium stays on after a failed renewal, and the net
   * złoty prices (grosze) of the plans.
   */
  billing: { freeApplicationsPerMonth: number; graceDays: number; netPln: { monthly: number; yearly: number } };
  /** Random per process: marks the page renderer's loopback API calls. */
  internalKey: string;
  /** The bearer token /metrics asks for; null: /metrics answers 404. */
  metricsToken: string | null;
  /** Sign-in with Google and Microsoft: only the providers whose client id and secret are set. */
  openIdProviders: OpenIdProviderSettings[];
  /** Tendero's VAT invoices: the seller (null while a SELLER_* setting is missing), the KSeF QR address. */
  invoicing: InvoicingSettings;
  /** NBP's API origin. */
  nbpUrl: string;
  /** KSeF when KSEF_URL, KSEF_TOKEN and SELLER_NIP are set; null: invoices wait and the admin page says so. */
  ksef: { url: string; token: string; sellerNip: string } | null;
  /** Web Push's VAPID keys; null: push is off. */
  push: PushSettings;
  /**
   * How passwords are hashed: Better Auth's scrypt when absent. Never read from the environment: only the
   * API tests' `testConfig()` sets a cheaper one (apps/api/src/test/test-password-hasher.ts).
   */
  passwordHasher?: AccountsSettings['passwordHasher'];
};

/**
 * The demo seller of `npm start`'s demo mode (and the tests), when no SELLER_* setting is given at all:
 * invoices can be tried out at once. NIP 1111111111 is the ministry's example; the IBAN is the standard
 * example of a Polish account number.
 */
export const demoSeller: Record<SellerSettingName, string> = {
  SELLER_NAME: 'Tendero sp. z o.o. (demo)',
  SELLER_NIP: '1111111111',
  SELLER_STREET: 'ul. Prosta 51',
  SELLER_POSTAL_CODE: '00-838',
  SELLER_CITY: 'Warszawa',
  SELLER_BANK_ACCOUNT: 'PL61109010140000071219812874',
};

function invoicingSettings(e: Environment): InvoicingSettings {
  const given = sellerSettingNames.some((name) => e[name]);
  const value = (name: SellerSettingName) =>
    e[name] ?? (!given && e.APP_MODE === 'demo' ? demoSeller[name] : undefined);
  const missingSettings = sellerSettingNames.filter((name) => !value(name));
  const name = value('SELLER_NAME');
  const nip = value('SELLER_NIP');
  const street = value('SELLER_STREET');
  const postalCode = value('SELLER_POSTAL_CODE');
  const city = value('SELLER_CITY');
  const bankAccount = value('SELLER_BANK_ACCOUNT');
  return {
    seller:
      name && nip && street && postalCode && city && bankAccount
        ? {
            name,
            nip: nip.replace(/\D/g, ''),
            street,
            postalCode,
            city,
            bankAccount: bankAccount.replace(/\s+/g, '').toUpperCase(),
          }
        : null,
    missingSettings,
    ksefQrUrl: e.KSEF_QR_URL.replace(/\/$/, ''),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from `env` (process.env at start; a plain object in tests). */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.APP_MODE === 'production') {
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required when APP_MODE=production (32+ random characters)');
    if (!e.SMTP_URL) problems.push('SMTP_URL: required when APP_MODE=production (smtp://user:pass@host:587)');
  }
  const s3Wanted = s3Names.some((name) => env[name]?.trim());
  if (s3Wanted) {
    const required = {
      S3_ENDPOINT: e.S3_ENDPOINT,
      S3_BUCKET: e.S3_BUCKET,
      S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    };
    for (const [name, value] of Object.entries(required)) {
      if (!value)
        problems.push(
          `${name}: required when any S3_* setting is given (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`,
        );
    }
  }
  if (stripeNames.some((name) => env[name]?.trim())) {
    for (const name of stripeNames.slice(0, 4)) {
      if (!e[name])
        problems.push(`${name}: required when any STRIPE_* setting is given (${stripeNames.slice(0, 4).join(', ')})`);
    }
  }
  if (Boolean(e.STRIPE_PRICE_MONTHLY_PLN) !== Boolean(e.STRIPE_PRICE_YEARLY_PLN)) {
    problems.push(
      `${e.STRIPE_PRICE_MONTHLY_PLN ? 'STRIPE_PRICE_YEARLY_PLN' : 'STRIPE_PRICE_MONTHLY_PLN'}: required with ${
        e.STRIPE_PRICE_MONTHLY_PLN ? 'STRIPE_PRICE_MONTHLY_PLN' : 'STRIPE_PRICE_YEARLY_PLN'
      } (the złoty prices come in pairs)`,
    );
  }
  for (const [id, secret] of [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ] as const) {
    if (Boolean(e[id]) !== Boolean(e[secret]))
      problems.push(`${e[id] ? secret : id}: required with ${e[id] ? id : secret}`);
  }
  if (e.KSEF_URL || e.KSEF_TOKEN) {
    for (const name of ['KSEF_URL', 'KSEF_TOKEN', 'SELLER_NIP'] as const) {
      if (!e[name])
        problems.push(`${name}: required when KSEF_URL or KSEF_TOKEN is given (KSEF_URL, KSEF_TOKEN, SELLER_NIP)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  return {
    mode: e.APP_MODE,
    dev: e.NODE_ENV === 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? demoSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    redisUrl: e.REDIS_URL,
    ai:
      e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY || null, model: e.AI_MODEL } : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitPerIpPerMinute: e.RATE_LIMIT_PER_IP_PER_MINUTE,
    rateLimitReadsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    jobPollMs: e.JOB_POLL_MS,
    searchCachePages: e.SEARCH_CACHE_PAGES,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    failedSignInsPerHour: e.ACCOUNT_FAILED_SIGN_INS_PER_HOUR,
    phoneGeolocationUrl: e.PHONE_GEOLOCATION_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_YEARLY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: e.STRIPE_PRICE_MONTHLY, yearly: e.STRIPE_PRICE_YEARLY },
            ...(e.STRIPE_PRICE_MONTHLY_PLN && e.STRIPE_PRICE_YEARLY_PLN
              ? { plnPrices: { monthly: e.STRIPE_PRICE_MONTHLY_PLN, yearly: e.STRIPE_PRICE_YEARLY_PLN } }
              : {}),
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          }
        : null,
    viesUrl: e.VIES_URL ?? null,
    billing: {
      freeApplicationsPerMonth: e.FREE_APPLICATIONS_PER_MONTH,
      graceDays: e.PREMIUM_GRACE_DAYS,
      netPln: { monthly: e.PREMIUM_NET_PLN_MONTHLY, yearly: e.PREMIUM_NET_PLN_YEARLY },
    },
    internalKey: randomBytes(24).toString('hex'),
    metricsToken: e.METRICS_TOKEN ?? null,
    invoicing: invoicingSettings(e),
    nbpUrl: e.NBP_URL.replace(/\/$/, ''),
    ksef:
      e.KSEF_URL && e.KSEF_TOKEN && e.SELLER_NIP
        ? { url: e.KSEF_URL.replace(/\/+$/, ''), token: e.KSEF_TOKEN, sellerNip: e.SELLER_NIP.replace(/\D/g, '') }
        : null,
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
          }
        : null,
    openIdProviders: [
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? [
            {
              id: 'google' as const,
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? googleDiscoveryUrl,
            },
          ]
        : []),
      ...(e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? [
            {
              id: 'microsoft' as const,
              clientId: e.MICROSOFT_CLIENT_ID,
              clientSecret: e.MICROSOFT_CLIENT_SECRET,
              tenant: e.MICROSOFT_TENANT,
              discoveryUrl: e.MICROSOFT_DISCOVERY_URL ?? microsoftDiscoveryUrl(e.MICROSOFT_TENANT),
            },
          ]
        : []),
    ],
  };
}

/** Demo mode: a random secret made on first start and kept in DATA_DIR, so sessions survive a restart. */
function demoSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
