import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { apiEndpoints, type EndpointDefinition } from '@tendero/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';

/**
 * Every route the app serves under `/api`, as Fastify registers it: Fastify announces each new instance on
 * the `fastify.initialization` channel before any plugin runs, so an `onRoute` hook added there sees every
 * route, with its own path and method (`printRoutes` merges parameter names and cannot say which is whose).
 */
const served: string[] = [];
const collect = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) served.push(`${method} ${route.url}`);
  });
};
beforeAll(() => subscribe('fastify.initialization', collect));
afterAll(() => unsubscribe('fastify.initialization', collect));

testAppPerFile();

const rows = Object.values(apiEndpoints)
  .flatMap((capability): EndpointDefinition[] => Object.values(capability))
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

/**
 * What the app serves under `/api` without a row, and why: the OpenAPI document and its viewer are written
 * by @fastify/swagger from the table itself (a row for them would describe the description).
 */
const notRows = [/^GET \/api\/docs(\/.*)?$/];

/** GET routes answer HEAD too (Fastify adds it); the table speaks of the GET. */
const apiRoutes = () =>
  [...new Set(served)].filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD ')).sort();

describe('the routes the app serves under /api', () => {
  it('were collected (the hook saw the app being built)', () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
  });

  it('are each a row of the endpoint table (but the OpenAPI document itself)', () => {
    const known = new Set(rows);
    const strays = apiRoutes().filter((route) => !known.has(route) && !notRows.some((pattern) => pattern.test(route)));
    expect(strays).toEqual([]);
    // Each exception still names something served (a stale one would hide nothing and mislead).
    for (const pattern of notRows)
      expect(
        apiRoutes().some((route) => pattern.test(route)),
        String(pattern),
      ).toBe(true);
  });

  it('serve every row of the endpoint table', () => {
    const routes = new Set(apiRoutes());
    expect(rows.filter((row) => !routes.has(row))).toEqual([]);
  });
});
