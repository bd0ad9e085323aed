import { schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { createNewsletter, newsletterSendJob } from '@tendero/domain/newsletter';
import {
  createDeliverMailHandler,
  deliverMailJob,
  listMailbox,
  type MailTransport,
} from '@tendero/domain/notifications';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** The app and the people of a newsletter test file (each file gets its own app and database). */
export const env = testAppPerFile();
export const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
export let manager: Person;
export let rep: Person;
export let otherRep: Person;
export let client: Person;
export let admin: Person;

beforeAll(async () => {
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'nlmgr', companyName: 'Amber Mail' });
  rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    prefix: 'nlrep',
    companyId: manager.user.companyId as string,
  });
  otherRep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    prefix: 'nlother',
    companyId: manager.user.companyId as string,
  });
  client = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'nlclient' });
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'nladmin' });
});

export const call = (method: 'GET' | 'POST', url: string, person?: Person, payload?: object) =>
  env.app.inject({ method, url, headers: { ...(person?.auth ?? {}), 'accept-language': 'en' }, payload });

let nextContact = 0;
/** A contact of `owner`, written straight to the table (the contacts API is built separately). */
export async function contact(
  owner: Person,
  options: { consent?: boolean; email?: string | null; tagIds?: string[] } = {},
) {
  nextContact++;
  const email = options.email === undefined ? `nl-contact-${process.pid}-${nextContact}@example.test` : options.email;
  const [row] = await env.database.db
    .insert(schema.contacts)
    .values({
      ownerId: owner.user.id,
      name: `Contact ${nextContact}`,
      email,
      source: 'manual',
      marketingConsentAt: options.consent === false ? null : new Date(),
    })
    .returning({ id: schema.contacts.id });
  if (!row) throw new Error('no contact');
  for (const tagId of options.tagIds ?? []) {
    await env.database.db.insert(schema.contactTags).values({ contactId: row.id, tagId });
  }
  return { id: row.id, email };
}

export async function tag(owner: Person, name: string) {
  const [row] = await env.database.db
    .insert(schema.tags)
    .values({ ownerId: owner.user.id, name, colour: '#0f766e' })
    .returning({ id: schema.tags.id });
  if (!row) throw new Error('no tag');
  return row.id;
}

/** Runs the newsletter batches and the outbox delivery (`transport` null: kept for the dev mailbox). */
export async function runJobs(transport: MailTransport | null = null, clock?: Clock) {
  const ctx = domainContext(config, env.database, clock);
  const handlers = {
    [newsletterSendJob]: createNewsletter(ctx).sendHandler,
    [deliverMailJob]: createDeliverMailHandler(env.database.db, ctx.clock, transport),
  };
  while ((await runDueJobs(env.database.db, ctx.clock, handlers)) > 0) {}
}

export async function mailTo(email: string) {
  return (await listMailbox(env.database.db, 1000)).filter((mail) => mail.to === email);
}

export async function storedMailTo(email: string) {
  return env.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.to, email));
}

export const linkSecret = () => domainContext(config, env.database).settings.linkSecret;
