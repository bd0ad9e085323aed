import { type MailTransport, mailingSignature } from '@tendero/domain/notifications';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  contact,
  linkSecret,
  mailTo,
  manager,
  otherRep,
  rep,
  runJobs,
  storedMailTo,
  tag,
} from './newsletter.fixture';

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
