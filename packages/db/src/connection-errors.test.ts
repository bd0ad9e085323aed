import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './connection-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows connection failures by their codes, also wrapped as a cause', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect'))).toBe(true);
  });

  it('leaves query errors alone', () => {
    for (const code of ['23505', '42P01', '40001', '57014'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('recognises what node-postgres throws for a server that is not there', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const failure = await database.db.execute('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await database.ping()).toBe(false);
    expect(database.poolUse?.()).toMatchObject({ total: 0, max: 10 });
    await database.close();
  });
});
