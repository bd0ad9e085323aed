import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { isValidNip, type SellerSettingName, sellerSettingNames } from '@tendero/contracts';
import { googleDiscoveryUrl, microsoftDiscoveryUrl, type OpenIdProviderSettings } from '@tendero/domain/accounts';
import type { StripeSettings } from '@tendero/domain/billing';
import type { S3StorageOptions } from '@tendero/domain/files';
import type { InvoicingSettings } from '@tendero/domain/invoicing';
import type { PushSettings } from '@tendero/domain/notifications';
import { z } from 'zod';

/**
 * Every setting of the process, read here once and validated with zod at start. `process.env` appears
 * nowhere else. A bad value stops the start with a message naming the variable.
 */
const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

/** Setting any of these turns S3-compatible storage on; the first four are then required. */
const s3Names = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
] as const;

const envSchema = z.object({
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Tendero <no-reply@tendero.app>'),
  SUPPORT_EMAIL: z.email().default('support@tendero.app'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  /** The assistant's model: any OpenAI-compatible endpoint; without AI_BASE_URL and AI_MODEL, the offline one. */
  AI_BASE_URL: optionalUrl(['http://', 'https://']),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  SEARCH_CACHE_PAGES: z.coerce.number().int().min(0).default(2000),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  PHONE_GEOLOCATION_URL: optionalUrl(['https://', 'http://']),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ACCOUNT_FAILED_SIGN_INS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  S3_ENDPOINT: optionalUrl(['https://', 'http://']),
  S3_BUCKET: optionalText().refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
    message: 'must be a bucket name (3-63 lowercase letters, digits, dots or hyphens)',
  }),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_PRICE_MONTHLY: optionalText(),
  STRIPE_PRICE_YEARLY: optionalText(),
  /** The net złoty prices of Premium on Stripe (both or neither): Polish companies buy in złoty with them. */
  STRIPE_PRICE_MONTHLY_PLN: optionalText(),
  STRIPE_PRICE_YEARLY_PLN: optionalText(),
  /** The net złoty amounts (grosze) those two prices hold: shown before paying, charged for a year paid at once. */
  PREMIUM_NET_PLN_MONTHLY: z.coerce.number().int().min(100).default(20900),
  PREMIUM_NET_PLN_YEARLY: z.coerce.number().int().min(100).default(212900),
  STRIPE_API_URL: optionalUrl(['https://', 'http://']),
  /** The EU's VIES service (REST API) that confirms EU VAT numbers; without it they are "format checked". */
  VIES_URL: optionalUrl(['https://', 'http://']),
  FREE_APPLICATIONS_PER_MONTH: z.coerce.number().int().min(0).default(5),
  PREMIUM_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Sign-in with Google (OpenID Connect): both or neither; GOOGLE_DISCOVERY_URL for another issuer (tests). */
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_DISCOVERY_URL: optionalUrl(['https://', 'http://']),
  /** Sign-in with Microsoft (Entra ID): both or neither; the tenant is `common`, `organizations` or a tenant id. */
  MICROSOFT_CLIENT_ID: optionalText(),
  MICROSOFT_CLIENT_SECRET: optionalText(),
  MICROSOFT_TENANT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,100}$/, 'must be common, organizations, a tenant id or a tenant domain')
    .default('common'),
  MICROSOFT_DISCOVERY_URL: optionalUrl(['https://', 'http://']),
  /** Tendero as the seller of its VAT invoices (issue 38): all six, or no invoice is issued. */
  SELLER_NAME: optionalText(),
  SELLER_NIP: optionalText().refine((value) => value === undefined || isValidNip(value), {
    message: 'must be a valid NIP (10 digits with its checksum)',
  }),
  SELLER_STREET: optionalText(),
  SELLER_POSTAL_CODE: optionalText(),
  SELLER_CITY: optionalText(),
  SELLER_BANK_ACCOUNT: optionalText().refine((value) => value === undefined || isValidIban(value), {
    message: 'must be an IBAN (e.g. PL61109010140000071219812874)',
  }),
  /** NBP's API (average exchange rates, table A): the złoty VAT of euro invoices. */
  NBP_URL: z
    .string()
    .trim()
    .default('https://api.nbp.pl')
    .refine((value) => /^https?:\/\//.test(value), { message: 'must start with https:// or http://' }),
  /** The KSeF verification address of the invoices' QR code (KOD I); the test environment's by default. */
  KSEF_QR_URL: z
    .string()
    .trim()
    .default('https://qr-test.ksef.mf.gov.pl')
    .refine((value) => /^https?:\/\//.test(value), { message: 'must start with https:// or http://' }),
  /**
   * KSeF (Poland's National e-Invoice System): the API's base (e.g. https://api-test.ksef.mf.gov.pl/v2) and a
   * KSeF token of the seller (SELLER_NIP). Both or neither; without them invoices wait and nothing is sent.
   */
  KSEF_URL: optionalUrl(['https://', 'http://']),
  KSEF_TOKEN: optionalText(),
  /** Web Push's VAPID key pair (`npx web-push generate-vapid-keys`): both or neither; without them push is off. */
  VAPID_PUBLIC_KEY: optionalText().refine((value) => value === undefined || /^[A-Za-z0-9_-]{86,88}$/.test(value), {
    message: 'must be the base64url public key of `npx web-push generate-vapid-keys`',
  }),
  VAPID_PRIVATE_KEY: optionalText().refine((value) => value === undefined || /^[A-Za-z0-9_-]{42,44}$/.test(value), {
    message: 'must be the base64url private key of `npx web-push generate-vapid-keys`',
  }),
  /** Who push services contact about Tendero's pushes: mailto: or https: (default: SUPPORT_EMAIL). */
  VAPID_SUBJECT: optionalUrl(['mailto:', 'https://']),
  /** `Authorization: Bearer <token>` for /metrics; without it, /metrics answers 404. */
  METRICS_TOKEN: optionalText().refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
});

/** Setting any of these turns Stripe payments on; the first four are then required. */
const stripeNames = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_API_URL',
  'STRIPE_PRICE_MONTHLY_PLN',
  'STRIPE_PRICE_YEARLY_PLN',
] as const;

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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
};

/** An IBAN: country, check digits and account, the check digits right (ISO 13616, mod 97). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

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

function invoicingSettings(e: z.infer<typeof envSchema>): InvoicingSettings {
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
