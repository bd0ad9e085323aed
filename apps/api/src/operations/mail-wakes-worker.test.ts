import type { DatabaseHandle } from '@tendero/db';
import { type JobWorker, startJobWorker, systemClock } from '@tendero/domain';
import { createDeliverMailHandler, deliverMailJob } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from '../test/test-app';
import { waitFor } from '../test/wait-for';

let database: DatabaseHandle;
let app: FastifyInstance;
let worker: JobWorker;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  // The server's worker, polling once an hour: only the enqueue itself can make it send within the test.
  worker = startJobWorker({
    db: database.db,
    clock: systemClock,
    handlers: { [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, null) },
    intervalMs: 3_600_000,
    onError: (error) => {
      throw error;
    },
  });
});
afterAll(async () => {
  await worker.stop();
  await app.close();
  await database.close();
});

describe('e-mail an operation queues', () => {
  it('is delivered at once, without the route waking the worker', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      payload: { name: 'Anna Nowak', email: 'anna@firma.pl', topic: 'billing', message: 'How do I pay yearly?' },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    const mails = await waitFor('both e-mails delivered', async () => {
      const messages = (await app.inject('/api/dev/mailbox')).json().messages as { to: string; status: string }[];
      return messages.length === 2 && messages.every((mail) => mail.status === 'kept') && messages;
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@firma.pl', 'support@tendero.app']);
  });
});
