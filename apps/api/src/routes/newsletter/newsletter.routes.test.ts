import { schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { createNewsletter, newsletterSendJob } from '@tendero/domain/newsletter';
import {
  createDeliverMailHandler,
  deliverMailJob,
  listMailbox,
  type MailTransport,
  mailingSignature,
} from '@tendero/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../app';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;

const env = testAppPerFile();
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let manager: Person;
let rep: Person;
let otherRep: Person;
let client: Person;
let admin: Person;

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

const call = (method: 'GET' | 'POST', url: string, person?: Person, payload?: object) =>
  env.app.inject({ method, url, headers: { ...(person?.auth ?? {}), 'accept-language': 'en' }, payload });

let nextContact = 0;
/** A contact of `owner`, written straight to the table (the contacts API is built separately). */
async function contact(owner: Person, options: { consent?: boolean; email?: string | null; tagIds?: string[] } = {}) {
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

async function tag(owner: Person, name: string) {
  const [row] = await env.database.db
    .insert(schema.tags)
    .values({ ownerId: owner.user.id, name, colour: '#0f766e' })
    .returning({ id: schema.tags.id });
  if (!row) throw new Error('no tag');
  return row.id;
}

/** Runs the newsletter batches and the outbox delivery (`transport` null: kept for the dev mailbox). */
async function runJobs(transport: MailTransport | null = null, clock?: Clock) {
  const ctx = domainContext(config, env.database, clock);
  const handlers = {
    [newsletterSendJob]: createNewsletter(ctx).sendHandler,
    [deliverMailJob]: createDeliverMailHandler(env.database.db, ctx.clock, transport),
  };
  while ((await runDueJobs(env.database.db, ctx.clock, handlers)) > 0) {}
}

async function mailTo(email: string) {
  return (await listMailbox(env.database.db, 1000)).filter((mail) => mail.to === email);
}

async function storedMailTo(email: string) {
  return env.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.to, email));
}

const linkSecret = () => domainContext(config, env.database).settings.linkSecret;

describe('sending a newsletter', () => {
  it('reaches only consenting contacts, says how many were left out and why, and lists the counts', async () => {
    const vip = await tag(rep, 'VIP');
    const yes1 = await contact(rep, { tagIds: [vip] });
    const yes2 = await contact(rep);
    const noConsent = await contact(rep, { consent: false, tagIds: [vip] });
    const noEmail = await contact(rep, { email: null, tagIds: [vip] });
    const othersContact = await contact(otherRep);

    const audience = await call('GET', '/api/newsletters/audience', rep);
    expect(audience.statusCode).toBe(200);
    const reasons = Object.fromEntries(
      audience.json().contacts.map((c: { id: string; skipReason: string | null }) => [c.id, c.skipReason]),
    );
    expect(reasons[yes1.id]).toBeNull();
    expect(reasons[noConsent.id]).toBe('noConsent');
    expect(reasons[noEmail.id]).toBe('noEmail');
    expect(reasons[othersContact.id]).toBeUndefined();

    const sent = await call('POST', '/api/newsletters', rep, {
      tagIds: [vip],
      contactIds: [yes2.id, othersContact.id],
      subject: 'Autumn news',
      body: 'Hello **friends**\n\n- one\n- two\n\n[site](https://tendero.test) and [bad](javascript:alert(1))\n\n<script>alert(1)</script>',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      recipients: 2,
      skipped: { noConsent: 1, noEmail: 1, unsubscribedAll: 0, unsubscribedCompany: 0 },
    });

    await runJobs();
    expect(await mailTo(noConsent.email as string)).toHaveLength(0);
    expect(await mailTo(othersContact.email as string)).toHaveLength(0);
    const [mail] = await storedMailTo(yes1.email as string);
    expect(mail?.subject).toBe('Autumn news');
    expect(mail?.html).toContain('<strong>friends</strong>');
    expect(mail?.html).toContain('<li>one</li>');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).toContain('<a href="https://tendero.test"');
    expect(mail?.html).not.toContain('javascript:');
    // The signed link names the sender's company, and so do the one-click headers.
    const companyId = rep.user.companyId as string;
    const sig = mailingSignature(linkSecret(), yes1.email as string, rep.user.id, companyId);
    expect(mail?.text).toContain(
      `/en/delete-mailing/${encodeURIComponent(yes1.email as string)}/${rep.user.id}?company=${companyId}&sig=${sig}`,
    );
    expect(mail?.text).toContain('you agreed to hear from Amber Mail on Tendero');
    expect(mail?.html).toContain('Unsubscribe from Amber Mail newsletters');
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/newsletter\/unsubscribe\?.*company=.*sig=/);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const list = await call('GET', '/api/newsletters', rep);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: sent.json().id,
      status: 'sent',
      recipients: 2,
      skipped: 2,
      delivered: 2,
      failed: 0,
      pending: 0,
    });
  });

  it('counts failed deliveries from the outbox', async () => {
    const ok = await contact(manager);
    const bad = await contact(manager);
    const sent = await call('POST', '/api/newsletters', manager, {
      contactIds: [ok.id, bad.id],
      subject: 'Hi',
      body: 'Short note',
    });
    expect(sent.statusCode).toBe(201);
    const transport: MailTransport = {
      send: async (mail) => {
        if (mail.to === bad.email) throw new Error('mailbox unavailable');
      },
      close: () => {},
    };
    // Every retry of the failing message, far in the future each time, until the outbox gives up.
    const start = Date.now();
    for (let day = 0; day < 10; day++) {
      await runJobs(transport, { now: () => new Date(start + day * 86_400_000) });
    }
    const detail = await call('GET', `/api/newsletters/${sent.json().id}`, manager);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ recipients: 2, delivered: 1, failed: 1, pending: 0 });
    expect(detail.json().recipientList).toContainEqual({ email: bad.email, status: 'failed' });
  });

  it('refuses an empty choice and an empty message', async () => {
    const empty = await call('POST', '/api/newsletters', rep, { subject: 'x', body: 'y' });
    expect(empty.statusCode).toBe(400);
    const noOne = await contact(rep, { consent: false });
    const noBody = await call('POST', '/api/newsletters', rep, { contactIds: [noOne.id], subject: 'x', body: ' ' });
    expect(noBody.statusCode).toBe(400);
  });

  it('to contacts who all left or never agreed: sent to 0, each left out with its reason, kept in the list', async () => {
    const fromCompany = await contact(rep);
    const fromAll = await contact(rep);
    const never = await contact(rep, { consent: false });
    const companyId = rep.user.companyId as string;
    const onlyCompany = await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, {
      email: fromCompany.email,
      company: companyId,
      sig: mailingSignature(linkSecret(), fromCompany.email as string, rep.user.id, companyId),
    });
    expect(onlyCompany.statusCode).toBe(204);
    const everything = await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, {
      email: fromAll.email,
      sig: mailingSignature(linkSecret(), fromAll.email as string, rep.user.id),
    });
    expect(everything.statusCode).toBe(204);

    const sent = await call('POST', '/api/newsletters', rep, {
      contactIds: [fromCompany.id, fromAll.id, never.id],
      subject: 'Nobody home',
      body: 'b',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      recipients: 0,
      skipped: { noEmail: 0, noConsent: 1, unsubscribedAll: 1, unsubscribedCompany: 1 },
    });
    await runJobs();
    for (const person of [fromCompany, fromAll, never]) {
      expect((await mailTo(person.email as string)).filter((m) => m.subject === 'Nobody home')).toHaveLength(0);
    }
    const listed = (await call('GET', '/api/newsletters', rep))
      .json()
      .items.find((item: { id: string }) => item.id === sent.json().id);
    expect(listed).toMatchObject({ status: 'sent', recipients: 0, skipped: 3, pending: 0 });
  });
});

describe('who may send and read', () => {
  it('clients and admins cannot send newsletters; anonymous callers are asked to sign in', async () => {
    const own = await contact(client);
    const payload = { contactIds: [own.id], subject: 'x', body: 'y' };
    expect((await call('POST', '/api/newsletters', client, payload)).statusCode).toBe(403);
    expect((await call('POST', '/api/newsletters', admin, payload)).statusCode).toBe(403);
    expect((await call('GET', '/api/newsletters', client)).statusCode).toBe(403);
    expect((await call('POST', '/api/newsletters', undefined, payload)).statusCode).toBe(401);
  });

  it("nobody reads or sends with someone else's newsletters or contacts", async () => {
    const mine = await contact(rep);
    const sent = await call('POST', '/api/newsletters', rep, { contactIds: [mine.id], subject: 'Mine', body: 'b' });
    expect(sent.statusCode).toBe(201);
    expect((await call('GET', `/api/newsletters/${sent.json().id}`, otherRep)).statusCode).toBe(404);
    expect((await call('GET', `/api/newsletters/${sent.json().id}`, manager)).statusCode).toBe(404);
    const othersList = await call('GET', '/api/newsletters', otherRep);
    expect(othersList.json().items.map((item: { id: string }) => item.id)).not.toContain(sent.json().id);
    // Another rep choosing this rep's contact reaches nobody.
    const stolen = await call('POST', '/api/newsletters', otherRep, { contactIds: [mine.id], subject: 'x', body: 'y' });
    expect(stolen.statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('a signed link unsubscribes the address and no later newsletter reaches it; a forged one fails', async () => {
    const person = await contact(rep);
    const email = person.email as string;
    const forged = await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, {
      email,
      sig: 'x'.repeat(43),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'INVALID_UNSUBSCRIBE_LINK' });
    expect(forged.json().message).toMatch(/not valid/);
    const unsigned = await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, { email });
    expect(unsigned.statusCode).toBe(403);
    // A signature for another address does not carry over.
    const other = mailingSignature(linkSecret(), 'someone@example.test', rep.user.id);
    expect(
      (await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, { email, sig: other })).statusCode,
    ).toBe(403);

    // A link without a company (every link sent before newsletters named theirs) still means all e-mails.
    const sig = mailingSignature(linkSecret(), email, rep.user.id);
    const link = await call('GET', `/api/users/${rep.user.id}/unsubscribe?${new URLSearchParams({ email, sig })}`);
    expect(link.json()).toEqual({ email, company: null, unsubscribed: { company: false, all: false } });
    const done = await call('POST', `/api/users/${rep.user.id}/unsubscribe`, undefined, { email, sig });
    expect(done.statusCode).toBe(204);

    const audience = await call('GET', '/api/newsletters/audience', rep);
    expect(audience.json().contacts.find((c: { id: string }) => c.id === person.id)?.skipReason).toBe(
      'unsubscribedAll',
    );
    const keep = await contact(rep);
    const sent = await call('POST', '/api/newsletters', rep, {
      contactIds: [person.id, keep.id],
      subject: 'After',
      body: 'b',
    });
    expect(sent.json()).toMatchObject({ recipients: 1, skipped: { unsubscribedAll: 1 } });
    await runJobs();
    expect((await mailTo(email)).filter((mail) => mail.subject === 'After')).toHaveLength(0);
    expect(await mailTo(keep.email as string)).toHaveLength(1);
  });

  it('an address unsubscribing between sending and its batch is left out then', async () => {
    const late = await contact(manager);
    const sent = await call('POST', '/api/newsletters', manager, { contactIds: [late.id], subject: 'Late', body: 'b' });
    expect(sent.statusCode).toBe(201);
    const email = late.email as string;
    const query = new URLSearchParams({
      email,
      userId: manager.user.id,
      sig: mailingSignature(linkSecret(), email, manager.user.id),
    });
    // The one-click POST of a mail client (RFC 8058), form-encoded.
    const oneClick = await env.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?${query.toString()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    await runJobs();
    expect(await mailTo(email)).toHaveLength(0);
    const suppressed = await env.database.db
      .select()
      .from(schema.mailingSuppressions)
      .where(eq(schema.mailingSuppressions.email, email));
    expect(suppressed).toHaveLength(1);
  });

  it("a newsletter's link stops only its company's newsletters, or all Tendero e-mails when chosen", async () => {
    const other = await signedInUser(env.app, env.accounts, {
      role: 'MANAGER',
      prefix: 'nlbirch',
      companyName: 'Birch Works',
    });
    // A person with an account, a contact of both companies.
    const reader = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'nlreader' });
    const email = reader.user.email.toLowerCase();
    const ofAmber = await contact(rep, { email });
    const ofBirch = await contact(other, { email });
    const first = await call('POST', '/api/newsletters', rep, {
      contactIds: [ofAmber.id],
      subject: 'Amber 1',
      body: 'b',
    });
    expect(first.statusCode).toBe(201);
    await runJobs();
    const [mail] = (await mailTo(email)).filter((m) => m.subject === 'Amber 1');
    const href = /https?:\/\/\S+\/delete-mailing\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const url = new URL(href);
    const [, , , linkEmail, linkUser] = url.pathname.split('/').map(decodeURIComponent);
    const company = url.searchParams.get('company') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    expect(company).toBe(rep.user.companyId);

    // The page learns which company the link names; a link with its company changed or dropped is refused.
    const info = await call(
      'GET',
      `/api/users/${linkUser}/unsubscribe?${new URLSearchParams({ email: linkEmail ?? '', company, sig })}`,
    );
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email,
      company: { id: company, name: 'Amber Mail' },
      unsubscribed: { company: false, all: false },
    });
    const post = (body: object) => call('POST', `/api/users/${linkUser}/unsubscribe`, undefined, body);
    expect((await post({ email: linkEmail, sig })).statusCode).toBe(403);
    expect((await post({ email: linkEmail, company: other.user.companyId, sig })).statusCode).toBe(403);
    expect((await post({ email: linkEmail, sig, scope: 'company' })).statusCode).toBe(400);

    // "Only Amber Mail": Amber's newsletters leave the address out, Birch's still reach it.
    expect((await post({ email: linkEmail, company, sig })).statusCode).toBe(204);
    const amber = await call('POST', '/api/newsletters', rep, {
      contactIds: [ofAmber.id],
      subject: 'Amber 2',
      body: 'b',
    });
    expect(amber.json()).toMatchObject({ recipients: 0, skipped: { unsubscribedCompany: 1, unsubscribedAll: 0 } });
    const birch = await call('POST', '/api/newsletters', other, {
      contactIds: [ofBirch.id],
      subject: 'Birch 1',
      body: 'b',
    });
    expect(birch.json()).toMatchObject({ recipients: 1 });
    await runJobs();
    expect((await mailTo(email)).map((m) => m.subject)).toEqual(expect.arrayContaining(['Amber 1', 'Birch 1']));
    expect((await mailTo(email)).map((m) => m.subject)).not.toContain('Amber 2');
    const [account] = await env.database.db
      .select({ at: schema.users.mailingUnsubscribedAt })
      .from(schema.users)
      .where(eq(schema.users.id, reader.user.id));
    expect(account?.at).toBeNull();

    // Then "All Tendero e-mails" from the same link: Birch's newsletters stop too, and the account's notifications.
    expect((await post({ email: linkEmail, company, sig, scope: 'all' })).statusCode).toBe(204);
    const birchAudience = await call('GET', '/api/newsletters/audience', other);
    expect(birchAudience.json().contacts.find((c: { id: string }) => c.id === ofBirch.id)?.skipReason).toBe(
      'unsubscribedAll',
    );
    const [after] = await env.database.db
      .select({ at: schema.users.mailingUnsubscribedAt })
      .from(schema.users)
      .where(eq(schema.users.id, reader.user.id));
    expect(after?.at).toBeInstanceOf(Date);
  });

  it("the one-click header of a company's newsletter stops that company's newsletters only", async () => {
    const third = await signedInUser(env.app, env.accounts, {
      role: 'MANAGER',
      prefix: 'nlcedar',
      companyName: 'Cedar',
    });
    const email = `nl-oneclick-${process.pid}@example.test`;
    const ofAmber = await contact(manager, { email });
    const ofCedar = await contact(third, { email });
    const sent = await call('POST', '/api/newsletters', manager, {
      contactIds: [ofAmber.id],
      subject: 'OC',
      body: 'b',
    });
    expect(sent.statusCode).toBe(201);
    await runJobs();
    const [mail] = await storedMailTo(email);
    const header = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const oneClick = await env.app.inject({
      method: 'POST',
      url: header.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const audience = async (person: Person, id: string) =>
      (await call('GET', '/api/newsletters/audience', person)).json().contacts.find((c: { id: string }) => c.id === id)
        ?.skipReason;
    expect(await audience(manager, ofAmber.id)).toBe('unsubscribedCompany');
    expect(await audience(third, ofCedar.id)).toBeNull();
  });

  it("a user's own notification link also stops their notification e-mails", async () => {
    const person = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'nlunsub' });
    const sig = mailingSignature(linkSecret(), person.user.email, person.user.id);
    const done = await call('POST', `/api/users/${person.user.id}/unsubscribe`, undefined, {
      email: person.user.email.toUpperCase(),
      sig,
    });
    expect(done.statusCode).toBe(204);
    const [row] = await env.database.db
      .select({ at: schema.users.mailingUnsubscribedAt })
      .from(schema.users)
      .where(and(eq(schema.users.id, person.user.id)));
    expect(row?.at).toBeInstanceOf(Date);
  });
});

describe('public sign-up (double opt-in)', () => {
  const subscribe = (body: object, ip = '10.0.0.1') =>
    env.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: body, remoteAddress: ip });

  it('subscribing twice makes one subscription, confirmed by the e-mailed link', async () => {
    const email = `Reader-${process.pid}@example.test`;
    expect((await subscribe({ email })).json()).toEqual({ status: 'pending' });
    expect((await subscribe({ email: email.toLowerCase() })).json()).toEqual({ status: 'pending' });
    const rows = await env.database.db.select().from(schema.newsletterSubscriptions);
    expect(rows.filter((row) => row.email === email.toLowerCase())).toHaveLength(1);
    // The second sign-up came within 10 minutes: one confirmation e-mail (the per-address limit).
    const mails = await mailTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    const token = /[?&]token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const confirmed = await subscribe({ token });
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    const [row] = await env.database.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, email.toLowerCase()));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // The link works once.
    expect((await subscribe({ token })).statusCode).toBe(404);
    // Already confirmed: the same answer, no new e-mail, still one row.
    expect((await subscribe({ email })).json()).toEqual({ status: 'pending' });
    expect(await mailTo(email.toLowerCase())).toHaveLength(1);
  });

  it('refuses a bad token and a bad address', async () => {
    expect((await subscribe({ token: 'not-a-real-token-at-all' }, '10.0.0.2')).statusCode).toBe(404);
    expect((await subscribe({ email: 'not-an-address' }, '10.0.0.2')).statusCode).toBe(400);
  });

  it('is rate limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await subscribe({ email: `flood${i}-${process.pid}@example.test` }, '10.0.0.9')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
