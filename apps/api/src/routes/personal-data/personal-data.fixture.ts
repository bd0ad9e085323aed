import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createLocalStorage } from '@tendero/domain/files';
import { createDeliverMailHandler, deliverMailJob } from '@tendero/domain/notifications';
import { buildExportJob, createPersonalData, expireExportJob, type PersonalData } from '@tendero/domain/personal-data';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/** A clock the tests move forward (a day for the next export, a week for the file's end). */
let offsetMs = 0;
export const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
export const dayMs = 86_400_000;
export function moveClock(ms: number) {
  offsetMs += ms;
}

export const env = {} as {
  database: DatabaseHandle;
  app: FastifyInstance;
  accounts: Accounts;
  personalData: PersonalData;
  uploads: string;
};

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in person of a role (a manager gets a company of their own). */
export function person(role: 'CLIENT' | 'SALES_REP' | 'MANAGER' | 'ADMIN', extra: { companyId?: string } = {}) {
  return signedInUser(env.app, env.accounts, {
    role,
    prefix: role.toLowerCase().replace('_', ''),
    ...(role === 'MANAGER' && !extra.companyId
      ? { companyName: `Firma ${Math.random().toString(36).slice(2, 7)}` }
      : {}),
    ...extra,
  });
}

/** Runs the jobs due now: the export's build and removal, and the e-mails. */
export async function runJobs(): Promise<void> {
  await runDueJobs(env.database.db, clock, {
    [buildExportJob]: env.personalData.buildExportHandler,
    [expireExportJob]: env.personalData.expireExportHandler,
    [deliverMailJob]: createDeliverMailHandler(env.database.db, clock, null),
  });
}

/** Requests one's export, lets the job build it, downloads it and opens the ZIP: file name to text. */
export async function exportOf(who: Person): Promise<Record<string, string>> {
  const requested = await env.app.inject({ method: 'POST', url: '/api/me/data-export', headers: who.auth });
  if (requested.statusCode !== 201) throw new Error(`export refused: ${requested.body}`);
  await runJobs();
  const id = requested.json().id as string;
  const download = await env.app.inject({
    method: 'GET',
    url: `/api/me/data-export/${id}/download`,
    headers: who.auth,
  });
  if (download.statusCode !== 200) throw new Error(`download refused: ${download.body}`);
  return unzipped(download.rawPayload);
}

export function unzipped(bytes: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
}

/** The whole archive as one text, to look for a value anywhere in it. */
export const allText = (files: Record<string, string>) => Object.values(files).join('\n');

export async function mailsTo(email: string) {
  const { mailMessages } = schema;
  const rows = await env.database.db.select().from(mailMessages);
  return rows.filter((row) => row.to === email.toLowerCase());
}

beforeAll(async () => {
  env.uploads = mkdtempSync(join(tmpdir(), 'tendero-exports-'));
  env.database = await openTestDatabase();
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const ctx = domainContext(config, env.database, clock);
  env.accounts = createAccounts(ctx, {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  const storage = createLocalStorage(env.uploads);
  env.personalData = createPersonalData({ ...ctx, storage });
  env.app = await buildTestApp({ database: env.database, config, accounts: env.accounts, storage, clock });
});

afterAll(async () => {
  await env.app?.close();
  await env.database?.close();
  if (env.uploads) rmSync(env.uploads, { recursive: true, force: true });
});
