import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '@tendero/db/testing';
import type { Billing } from '@tendero/domain/billing';
import type { Invoicing } from '@tendero/domain/invoicing';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';

export { openTestDatabase };

import type { CompanyProfileInput, Role } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { Clock } from '@tendero/domain';
import { type Accounts, createAccounts, totpCode } from '@tendero/domain/accounts';
import type { Chat } from '@tendero/domain/chat';
import { createLocalStorage, type FileStorage } from '@tendero/domain/files';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { domainContext } from '../capabilities';
import { type AppConfig, loadConfig } from '../config';
import type { Metrics } from '../operations/metrics';
import type { PageRenderer } from '../pages/page-gateway';
import type { SessionResolver } from '../plugins/session';
import { testPasswordHasher } from './test-password-hasher';

/** What the stub page renderer saw: the URL Next.js would render and the context header. */
export type RenderedPage = { url: string; context: string | undefined; csp: string | undefined };

export function stubRenderer(seen: RenderedPage[] = []): PageRenderer {
  return async (request, response: ServerResponse) => {
    seen.push({
      url: request.url ?? '',
      context: request.headers['x-tendero-context'] as string | undefined,
      csp: request.headers['content-security-policy'] as string | undefined,
    });
    response.statusCode = 200;
    response.setHeader('content-type', 'text/html');
    response.end(`<html><body>rendered ${request.url}</body></html>`);
  };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/tendero-test-unused',
      SESSION_SECRET: 'x'.repeat(40),
      // Each request renders (the gateway's stub records it); page-cache.test.ts turns the cache on.
      PAGE_CACHE_SECONDS: '0',
      ...overrides,
    }),
    passwordHasher: testPasswordHasher,
  };
}

export async function buildTestApp(options: {
  database: DatabaseHandle;
  config?: AppConfig;
  render?: PageRenderer;
  resolveSession?: SessionResolver;
  clock?: Clock;
  accounts?: Accounts;
  storage?: FileStorage;
  chat?: Chat;
  billing?: Billing;
  invoicing?: Invoicing;
  metrics?: Metrics;
  logStream?: DestinationStream;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database: options.database,
    render: options.render,
    resolveSession: options.resolveSession,
    clock: options.clock,
    accounts: options.accounts,
    storage: options.storage,
    chat: options.chat,
    billing: options.billing,
    invoicing: options.invoicing,
    metrics: options.metrics,
    logStream: options.logStream,
  });
  await app.ready();
  return app;
}

let nextUser = 0;

/**
 * Each accounts instance's hash of each password used here, made once (`preparePassword`, as the demo seed
 * does): an API file makes dozens of users, and each would otherwise pay a scrypt hash (≈160 ms, seconds
 * on a busy machine) before the one its sign-in pays. Their hashes are Better Auth's own.
 */
const preparedPasswords = new WeakMap<Accounts, Map<string, ReturnType<Accounts['preparePassword']>>>();

function preparedPassword(accounts: Accounts, password: string) {
  const byPassword = preparedPasswords.get(accounts) ?? new Map();
  preparedPasswords.set(accounts, byPassword);
  const prepared = byPassword.get(password) ?? accounts.preparePassword(password);
  byPassword.set(password, prepared);
  return prepared;
}

/**
 * An ACTIVE account created through the accounts capability and signed in through the API (which checks
 * the password with scrypt): what most API tests start from. Each call makes a new, unique user.
 */
export async function signedInUser(
  app: FastifyInstance,
  accounts: Accounts,
  options: {
    role?: Role;
    password?: string;
    locale?: 'en' | 'pl';
    prefix?: string;
    phone?: string | null;
    firstName?: string;
    lastName?: string;
    companyName?: string;
    companyId?: string;
    /** The address the sign-in comes from (a test of per-address limits keeps it off the one it counts). */
    remoteAddress?: string;
    /** The app's time, when a test moves its clock (an admin's authenticator code is computed for it). */
    at?: Date;
  } = {},
) {
  nextUser++;
  const prefix = `${options.prefix ?? 'user'}${process.pid}x${nextUser}`;
  const password = options.password ?? 'Mocne!Haslo9';
  const user = await accounts.createAccount({
    email: `${prefix}@tendero.test`,
    password: await preparedPassword(accounts, password),
    username: prefix,
    firstName: options.firstName ?? 'Jan',
    lastName: options.lastName ?? 'Nowak',
    phone: options.phone ?? null,
    role: options.role ?? 'CLIENT',
    status: 'ACTIVE',
    locale: options.locale ?? 'en',
    companyName: options.companyName,
    companyId: options.companyId,
  });
  // Admins must have a second factor (issue 37): theirs is an authenticator with a known secret.
  if (user.role === 'ADMIN') await accounts.presetTotp(user.id, testTotpSecret);
  const token = await signInThroughSecondFactor(app, user.username, password, options);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

/** The authenticator secret of the admins the test fixtures make (Base32). */
export const testTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Signs in through the API and, when a second factor is asked, answers it with a code of `testTotpSecret`
 * (at the app's time `at`): the access token of the session.
 */
export async function signInThroughSecondFactor(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { remoteAddress?: string; at?: Date } = {},
): Promise<string> {
  const address = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { username, password },
    ...address,
  });
  const challenge = signIn.json().challenge as { id: string } | undefined;
  if (!challenge) return signIn.json().accessToken as string;
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/second-factor',
    payload: { challengeId: challenge.id, method: 'totp', code: totpCode(testTotpSecret, options.at ?? new Date()) },
    ...address,
  });
  return answer.json().accessToken as string;
}

/** A multipart/form-data body with one file field, as browsers send uploads. */
export function multipart(bytes: Buffer, filename: string, field = 'file') {
  const boundary = '----tendero-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG photo with EXIF metadata that must not survive processing. */
export async function photo(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 103, b: 96 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Person', Copyright: 'GPS here' } } })
    .toBuffer();
}

export type TestApp = {
  database: DatabaseHandle;
  app: FastifyInstance;
  accounts: Accounts;
  /** The folder uploads go to (a fresh temporary one per file). */
  uploads: string;
};

/**
 * The usual API test set-up: a fresh database, the accounts capability and the app with uploads in a
 * temporary folder, opened before the file's tests and closed after. Fields are filled in `beforeAll`.
 */
export function testAppPerFile(overrides: Record<string, string> = {}): TestApp {
  const env = {} as TestApp;
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...overrides });
  beforeAll(async () => {
    env.uploads = mkdtempSync(join(tmpdir(), 'tendero-uploads-'));
    env.database = await openTestDatabase();
    env.accounts = createAccounts(domainContext(config, env.database), {
      passwordHasher: testPasswordHasher,
      secret: config.sessionSecret,
      failedSignInsPerHour: 100,
    });
    env.app = await buildTestApp({
      database: env.database,
      config,
      accounts: env.accounts,
      storage: createLocalStorage(env.uploads),
    });
  });
  afterAll(async () => {
    await env.app?.close();
    await env.database?.close();
    if (env.uploads) rmSync(env.uploads, { recursive: true, force: true });
  });
  return env;
}

/** Every file below a folder (to check that nothing was left half-written). */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else out.push(join(dir, entry.name));
    }
  };
  walk(root);
  return out;
}

/**
 * A company's profile as a manager saves it, with the fields a test does not care about blank: a bookkeeping
 * firm in Warsaw of 2-9 people, working in Polish. A test names only what it is about.
 */
export function companyDetails(
  fields: Pick<CompanyProfileInput, 'name' | 'description'> & Partial<CompanyProfileInput>,
): CompanyProfileInput {
  return {
    email: '',
    website: '',
    country: 'PL',
    city: 'warszawa',
    postalCode: '',
    address: '',
    teamSize: '2-9',
    foundedYear: '',
    services: ['bookkeeping'],
    languages: ['pl'],
    tags: [],
    ...fields,
  };
}
