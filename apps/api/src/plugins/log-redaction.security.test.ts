import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@tendero/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../test/test-app';

/**
 * The error log recorded a failed query's parameters, an e-mail address among
 * them. The log is captured here as it would reach stdout.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];
const email = 'anna.kowalska@firma.pl';
const phone = '+48 601 234 567';

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logStream });
  // A use case whose query fails, with personal data among its parameters.
  app.get('/test/failing-query', async () => {
    await database.db.execute(
      sql`select id from users where email = ${email} and phone = ${phone} and no_such_column = ${'x'}`,
    );
    return {};
  });
  // A unique-key violation: PostgreSQL repeats the value in the error's detail.
  app.get('/test/duplicate-key', async () => {
    await database.db.execute(sql`create temporary table if not exists t_people (email text primary key)`);
    await database.db.execute(sql`insert into t_people (email) values (${email}) on conflict do nothing`);
    await database.db.execute(sql`insert into t_people (email) values (${email})`);
    return {};
  });
  app.post('/test/logged-by-hand', async (request) => {
    request.log.info({ password: 'Mocne!Haslo9', body: { email, token: 'secret-token-123' } }, 'by hand');
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const log = () => lines.join('');

describe('the log holds no personal data or secrets', () => {
  it("logs a failed query's error without its parameters", async () => {
    const response = await app.inject('/test/failing-query');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(email);
    const text = log();
    expect(text).toContain('request failed');
    expect(text).toContain('Failed query');
    expect(text).not.toContain(email);
    expect(text).not.toContain('anna.kowalska');
    expect(text).not.toContain('601 234 567');
  });

  it('logs a duplicate-key error without the key value', async () => {
    lines.length = 0;
    expect((await app.inject('/test/duplicate-key')).statusCode).toBe(500);
    const text = log();
    expect(text).toContain('request failed');
    expect(text).not.toContain('anna.kowalska');
  });

  it('redacts passwords, tokens and e-mails logged by hand, and e-mails, tokens and cookies of requests', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/test/logged-by-hand',
      payload: {},
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'accessToken=abc.def.ghi' },
    });
    await app.inject(`/en/delete-mailing/${encodeURIComponent(email)}/u1?token=zzz-secret`);
    const text = log();
    expect(text).toContain('by hand');
    for (const secret of ['Mocne!Haslo9', 'secret-token-123', 'anna.kowalska', 'abc.def.ghi', 'zzz-secret']) {
      expect(text).not.toContain(secret);
    }
  });
});
