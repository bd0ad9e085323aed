import { schema } from '@tendero/db';
import { mailingSignature } from '@tendero/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import {
  call,
  contact,
  env,
  linkSecret,
  mailTo,
  manager,
  type Person,
  rep,
  runJobs,
  storedMailTo,
} from './newsletter.fixture';

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
    expect(link.json()).toEqual({
      email,
      company: null,
      kind: null,
      unsubscribed: { company: false, kind: false, all: false },
    });
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
      kind: null,
      unsubscribed: { company: false, kind: false, all: false },
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
