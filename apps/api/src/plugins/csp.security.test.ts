import type { DatabaseHandle } from '@tendero/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, stubRenderer, testConfig } from '../test/test-app';
import { pageCsp } from './security';

/**
 * The pages' Content-Security-Policy lets them open WebSockets only to the app's own origin
 * (PUBLIC_URL), not `ws:`/`wss:` to any host, so injected script could not carry data out over a socket.
 */
function connectSrc(csp: string | undefined): string[] {
  const directive = (csp ?? '').split(';').find((part) => part.trim().startsWith('connect-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('connect-src of pages', () => {
  it('names only the own origin and its WebSocket origin, derived from PUBLIC_URL', () => {
    expect(connectSrc(pageCsp('n', false, undefined, 'https://tendero.example'))).toEqual([
      "'self'",
      'wss://tendero.example',
    ]);
    expect(connectSrc(pageCsp('n', true, undefined, 'http://localhost:3103'))).toEqual([
      "'self'",
      'ws://localhost:3103',
    ]);
    expect(connectSrc(pageCsp('n', false, 'https://geo.example/json', 'https://tendero.example'))).toEqual([
      "'self'",
      'wss://tendero.example',
      'https://geo.example',
    ]);
  });

  describe('on a page the app serves', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it('allows no WebSocket to another host', async () => {
      const app = await buildTestApp({
        database,
        config: testConfig({ PUBLIC_URL: 'https://market.tendero.example' }),
        render: stubRenderer(),
      });
      const page = await app.inject('/en/login');
      await app.close();
      const sources = connectSrc(page.headers['content-security-policy'] as string);
      expect(sources).toEqual(["'self'", 'wss://market.tendero.example']);
      for (const source of sources) expect(source).not.toMatch(/^(ws|wss|https?):?$|\*/);
    });
  });
});
