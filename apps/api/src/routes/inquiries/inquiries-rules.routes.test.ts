import { canApplication, canInquiry, inquirySchema } from '@tendero/contracts';
import { runDueJobs } from '@tendero/domain';
import { createInquiryDigestHandler, inquiryDigestJob } from '@tendero/domain/inquiries';
import { listMailbox, mailingSignature } from '@tendero/domain/notifications';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import {
  app,
  client,
  clock,
  companies,
  config,
  database,
  newInquiry,
  offer,
  otherClient,
  type Person,
  post,
  publish,
  rep,
  setOffsetMs,
} from './inquiries.fixture';

describe('the lifecycle tables', () => {
  it.each([
    ['open', 'edit', true],
    ['open', 'apply', true],
    ['expired', 'apply', false],
    ['expired', 'edit', false],
    ['expired', 'extend', true],
    ['expired', 'accept', true],
    ['closed', 'extend', false],
    ['closed', 'accept', false],
    ['closed', 'delete', true],
  ] as const)('an inquiry that is %s may %s: %s', (state, action, allowed) => {
    expect(canInquiry(state, action)).toBe(allowed);
  });
  it.each([
    ['pending', 'edit', true],
    ['pending', 'accept', true],
    ['accepted', 'edit', false],
    ['declined', 'accept', false],
    ['notChosen', 'edit', false],
  ] as const)('an offer that is %s may %s: %s', (state, action, allowed) => {
    expect(canApplication(state, action)).toBe(allowed);
  });
});

describe('who may do what', () => {
  it('lets only sales reps apply, once each, and nobody but the owner change or delete an inquiry', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/applications`;
    expect((await post(otherClient, url, offer())).statusCode).toBe(403);
    const byManager = await post(companies.a.manager, url, offer());
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(
      'Only sales representatives, and managers who answer inquiries themselves, can send offers',
    );
    expect((await post(client, url, offer())).statusCode).toBe(403);
    expect((await post(rep('a'), url, offer())).statusCode).toBe(201);
    const twice = await post(rep('a'), url, offer());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already sent an offer for this inquiry; edit it instead');

    for (const person of [otherClient, rep('a'), companies.a.manager]) {
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/orders/${inquiry.id}`,
        headers: person.auth,
        payload: newInquiry,
      });
      expect(edit.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/orders/${inquiry.id}`, headers: person.auth })).statusCode,
      ).toBe(404);
      expect((await post(person, `/api/orders/${inquiry.id}/closure`)).statusCode).toBe(404);
    }
    expect((await app.inject({ url: `/api/orders/${inquiry.id}`, headers: otherClient.auth })).statusCode).toBe(404);
  });

  it("keeps each company's offers to itself: a rep sees their own, a manager their company's, the client all", async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/applications`;
    await post(rep('a', 0), url, offer(1000));
    await post(rep('a', 1), url, offer(1100));
    await post(rep('b', 0), url, offer(900));
    const get = async (person: Person) =>
      inquirySchema.parse((await app.inject({ url: `/api/orders/${inquiry.id}`, headers: person.auth })).json());
    expect((await get(client)).applications).toHaveLength(3);
    expect((await get(rep('b'))).applications.map((a) => a.company.name)).toEqual(['Beta Ledger']);
    expect((await get(rep('a', 1))).applications.map((a) => a.price.min)).toEqual([1100]);
    expect((await get(companies.a.manager)).applications.map((a) => a.price.min)).toEqual([1000, 1100]);
    expect((await get(companies.b.manager)).applications.map((a) => a.price.min)).toEqual([900]);
    const ownB = (await app.inject({ url: '/api/orders/applications', headers: companies.b.manager.auth })).json();
    expect(ownB.items.every((item: { company: { id: string } }) => item.company.id === companies.b.id)).toBe(true);
    const other = (await get(rep('b'))).applications[0];
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/orders/${inquiry.id}/applications/${other?.id}`,
      headers: rep('a').auth,
      payload: offer(1),
    });
    expect(edit.statusCode).toBe(404);
  });

  it('counts offers exactly under concurrent applications: one per rep, no double counting', async () => {
    const inquiry = await publish();
    const url = `/api/orders/${inquiry.id}/applications`;
    const everyRep = [...companies.a.reps, ...companies.b.reps];
    const answers = await Promise.all([...everyRep, ...everyRep].map((person) => post(person, url, offer())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(everyRep.length);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(everyRep.length);
    const read = inquirySchema.parse(
      (await app.inject({ url: `/api/orders/${inquiry.id}`, headers: client.auth })).json(),
    );
    expect(read.applicationCount).toBe(everyRep.length);
    expect(read.applications).toHaveLength(everyRep.length);
  });
});

describe('notifications', () => {
  it('sends each matching provider one digest for every inquiry published meanwhile, and none to the unsubscribed', async () => {
    const ctx = domainContext(config, database, clock);
    const handlers = { [inquiryDigestJob]: createInquiryDigestHandler(ctx) };
    // Everything published so far in this file is told in one run.
    setOffsetMs(11 * 60_000);
    await runDueJobs(database.db, clock, handlers);
    setOffsetMs(0);
    const unsubscribe = await app.inject({
      method: 'POST',
      url: `/api/users/${rep('b', 2).user.id}/unsubscribe`,
      payload: {
        email: rep('b', 2).user.email,
        sig: mailingSignature(ctx.settings.linkSecret, rep('b', 2).user.email, rep('b', 2).user.id),
      },
    });
    expect(unsubscribe.statusCode).toBe(204);
    const first = await publish({ ...newInquiry, city: 'poznan' });
    const second = await publish({ ...newInquiry, services: ['payroll'], city: 'lodz' });
    setOffsetMs(11 * 60_000);
    try {
      await runDueJobs(database.db, clock, handlers);
    } finally {
      setOffsetMs(0);
    }
    const mail = await listMailbox(database.db, 500);
    const digests = (person: Person) =>
      mail.filter((message) => message.to === person.user.email && message.subject.includes('new inquir'));
    const latest = digests(rep('a')).filter((message) => message.text.includes('Poznań'));
    expect(latest).toHaveLength(1);
    expect(latest[0]?.subject).toBe('2 new inquiries for your services on Tendero');
    expect(latest[0]?.text).toContain('Łódź');
    expect(latest[0]?.text).toContain('/delete-mailing/');
    const forB = digests(rep('b')).filter((message) => message.text.includes('Poznań'));
    expect(forB[0]?.subject).toBe('1 new inquiry for your services on Tendero');
    expect(digests(rep('b', 2)).filter((message) => message.text.includes('Poznań'))).toHaveLength(0);
    expect(digests(companies.a.manager).filter((message) => message.text.includes('Poznań'))).toHaveLength(1);
    expect(first.id).not.toBe(second.id);
  });
});
