import type { DatabaseHandle } from '@tendero/db';
import { runDueJobs, systemClock } from '@tendero/domain';
import { createDeliverMailHandler, deliverMailJob } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testConfig } from '../../test/test-app';

let database: DatabaseHandle;
let app: FastifyInstance;

const valid = {
  name: 'Anna Nowak',
  email: 'anna@firma.pl',
  topic: 'billing',
  message: 'How do I pay for Premium yearly?',
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function mailbox() {
  const response = await app.inject('/api/dev/mailbox');
  return response.json().messages as { to: string; subject: string; text: string; status: string }[];
}

describe('POST /api/support/requests', () => {
  beforeEach(async () => {
    await database.db.execute('delete from mail_messages' as never);
    await database.db.execute('delete from jobs' as never);
  });

  it('stores the request and sends the support inbox the message and the given address a notice with the answer time', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
      payload: valid,
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Within 24 hours that count working days only, and never later than 24 clock hours on a weekday.
    expect(new Date(body.answerBy).getTime()).toBeGreaterThan(new Date(body.createdAt).getTime());

    await runDueJobs(database.db, systemClock, {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, null),
    });
    const mails = await mailbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@firma.pl', 'support@tendero.app']);
    expect(mails.every((mail) => mail.status === 'kept')).toBe(true);
    // Not signed in: a notice of receipt without the visitor's text (support-relay.security.test.ts).
    const confirmation = mails.find((mail) => mail.to === 'anna@firma.pl');
    expect(confirmation?.subject).toBe('Twoja wiadomość do wsparcia Tendero');
    expect(confirmation?.text).not.toContain('How do I pay for Premium yearly?');
    expect(mails.find((mail) => mail.to === 'support@tendero.app')?.text).toContain('How do I pay for Premium yearly?');
  });

  it('promises an answer within working hours, weekends aside, named in the reader’s language and zone', async () => {
    // Sunday 6 December 2026, 03:10 in Warsaw: 24 clock hours would promise Monday 03:10, before support opens.
    const clock = { now: () => new Date('2026-12-06T02:10:00Z') };
    const sundayApp = await buildTestApp({ database, clock });
    try {
      const response = await sundayApp.inject({
        method: 'POST',
        url: '/api/support/requests',
        headers: { 'accept-language': 'pl' },
        payload: { ...valid, email: 'ewa@firma.pl' },
        remoteAddress: '10.0.0.5',
      });
      expect(response.statusCode).toBe(201);
      // Monday 16:00 in Warsaw: the end of the first working day.
      expect(response.json().answerBy).toBe('2026-12-07T15:00:00.000Z');
      await runDueJobs(database.db, clock, {
        [deliverMailJob]: createDeliverMailHandler(database.db, clock, null),
      });
      const mails = await mailbox();
      expect(mails.find((mail) => mail.to === 'ewa@firma.pl')?.text).toContain(
        'poniedziałek, 2026-12-07 16:00 (czas środkowoeuropejski)',
      );
      expect(mails.find((mail) => mail.to === 'support@tendero.app')?.text).toContain(
        'Answer by Monday, 2026-12-07 16:00 (Central European Time)',
      );
    } finally {
      await sundayApp.close();
    }
  });

  it('rejects bad input with translated field errors and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      payload: { name: '', email: 'not-an-email', topic: 'billing' },
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Some fields need your attention.');
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Fields cannot be empty' },
        { path: 'email', message: 'Enter a valid e-mail address' },
        { path: 'message', message: 'Fields cannot be empty' },
      ]),
    );
    expect(await mailbox()).toEqual([]);
  });

  it('answers in Polish when the page is Polish', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests?locale=pl',
      payload: { ...valid, message: 'short' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Niektóre pola wymagają poprawy.',
      fieldErrors: [{ path: 'message', message: 'Ten tekst jest za krótki' }],
    });
  });

  it('limits one sender to five requests in ten minutes', async () => {
    const send = () =>
      app.inject({ method: 'POST', url: '/api/support/requests', payload: valid, remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('rejects a body that is not JSON with the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
      remoteAddress: '10.0.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the dev mailbox exists only in demo mode', () => {
  it('is absent in production', async () => {
    const prodApp = await buildTestApp({
      database,
      config: testConfig({ APP_MODE: 'production', SMTP_URL: 'smtp://localhost:2525' }),
    });
    expect((await prodApp.inject('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await prodApp.inject('/dev/mailbox')).statusCode).toBe(404);
    const hsts = await prodApp.inject('/healthz');
    expect(hsts.headers['strict-transport-security']).toContain('max-age=31536000');
    await prodApp.close();
  });

  it('shows kept e-mails as a page in the visitor language', async () => {
    const page = await app.inject({ url: '/dev/mailbox', headers: { 'accept-language': 'pl' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('Skrzynka deweloperska');
  });
});
