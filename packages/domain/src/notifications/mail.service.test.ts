import type { AddressInfo } from 'node:net';
import type { DatabaseHandle, Db } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../shared/clock';
import { runDueJobs } from '../shared/jobs';
import { createDeliverMailHandler, deliverMailJob, listMailbox, queueMail } from './mail.service';
import { createSmtpTransport } from './mail-transport';

let database: DatabaseHandle;
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];
let refuse = false;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refuse) return callback(new Error('mailbox full'));
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('e-mail delivery', () => {
  it('sends through a real SMTP server and marks the message sent', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Tendero <no-reply@tendero.app>');
    const id = await queueMail(database.db, systemClock, {
      to: 'jan@firma.pl',
      subject: 'Zażółć gęślą jaźń',
      text: 'Dzień dobry',
      html: '<p>Dzień dobry</p>',
      locale: 'pl',
    });
    await runDueJobs(database.db, systemClock, {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, transport),
    });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: jan@firma.pl');
    const stored = (await listMailbox(database.db)).find((mail) => mail.id === id);
    expect(stored?.status).toBe('sent');
  });

  it('carries extra headers and text attachments (a List-Unsubscribe, a calendar file) through SMTP', async () => {
    received.length = 0;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Tendero <no-reply@tendero.app>');
    await queueMail(database.db, systemClock, {
      to: 'ola@firma.pl',
      subject: 'Spotkanie',
      text: 'Zaproszenie',
      html: null,
      locale: 'pl',
      headers: { 'List-Unsubscribe': '<https://tendero.test/pl/delete-mailing/x/y>' },
      attachments: [
        { filename: 'spotkanie.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
      ],
    });
    await runDueJobs(database.db, systemClock, {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, transport),
    });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('List-Unsubscribe: <https://tendero.test/pl/delete-mailing/x/y>');
    expect(received[0]).toContain('filename=spotkanie.ics');
    expect(received[0]).toContain('text/calendar');
  });

  it('keeps the message queued for a retry when the server refuses it', async () => {
    refuse = true;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Tendero <no-reply@tendero.app>');
    const id = await queueMail(database.db, systemClock, {
      to: 'x@firma.pl',
      subject: 'S',
      text: 'T',
      html: null,
      locale: 'en',
    });
    await runDueJobs(database.db, systemClock, {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, transport),
    });
    transport.close();
    refuse = false;
    const stored = (await listMailbox(database.db)).find((mail) => mail.id === id);
    expect(stored?.status).toBe('queued');
  });

  it('records a sent message once the database answers again, so the retry does not send it twice', async () => {
    received.length = 0;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Tendero <no-reply@tendero.app>');
    const id = await queueMail(database.db, systemClock, {
      to: 'restart@firma.pl',
      subject: 'Sent while PostgreSQL restarts',
      text: 'T',
      html: null,
      locale: 'en',
    });
    // The database goes away after the message is read and comes back a moment later: the first two
    // writes are refused, as by a PostgreSQL restarting.
    let refusals = 2;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'update' && refusals > 0) {
          refusals--;
          return () => {
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          };
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const handler = createDeliverMailHandler(flaky, systemClock, transport);
    await runDueJobs(database.db, systemClock, { [deliverMailJob]: handler });
    // Whatever ran meanwhile, the job runs again: nothing more is sent.
    await runDueJobs(database.db, systemClock, { [deliverMailJob]: handler });
    transport.close();
    expect(refusals).toBe(0);
    expect(received.filter((data) => data.includes('To: restart@firma.pl'))).toHaveLength(1);
    expect((await listMailbox(database.db)).find((mail) => mail.id === id)?.status).toBe('sent');
  });

  it('keeps every message for the dev mailbox when no SMTP is configured', async () => {
    const id = await queueMail(database.db, systemClock, {
      to: 'y@firma.pl',
      subject: 'S',
      text: 'T',
      html: null,
      locale: 'en',
    });
    await runDueJobs(database.db, systemClock, {
      [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, null),
    });
    expect((await listMailbox(database.db)).find((mail) => mail.id === id)?.status).toBe('kept');
  });
});
