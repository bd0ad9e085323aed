import type { DatabaseHandle } from '@tendero/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from '../../test/test-app';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('health', () => {
  it('is alive and ready while the database answers, unavailable when it does not', async () => {
    const app = await buildTestApp({ database });
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up' });
    await app.close();

    const broken = await buildTestApp({ database: { ...database, ping: async () => false } });
    const down = await broken.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    // A load balancer or client is told when to try again.
    expect(down.headers['retry-after']).toBe('5');
    await broken.close();
  });

  it('publishes the OpenAPI document with the support contract', async () => {
    const app = await buildTestApp({ database });
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/support/requests'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'topic', 'message']),
    );
    await app.close();
  });
});
