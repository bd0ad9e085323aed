import { isValidNip } from '@tendero/contracts';
import { z } from 'zod';

/**
 * The process's environment variables as zod reads them at start (config.ts turns them into the
 * AppConfig): each with its type, default and the message a bad value stops the start with.
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
export const s3Names = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
] as const;

export const envSchema = z.object({
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
export const stripeNames = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_API_URL',
  'STRIPE_PRICE_MONTHLY_PLN',
  'STRIPE_PRICE_YEARLY_PLN',
] as const;

/** An IBAN: country, check digits and account, the check digits right (ISO 13616, mod 97). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export type Environment = z.infer<typeof envSchema>;
