import type { ServerResponse } from 'node:http';
import { type DatabaseHandle, openDatabase } from '@tendero/db';
import type { Clock } from '@tendero/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { PageRenderer } from '../pages/page-gateway';
import type { SessionResolver } from '../plugins/session';

/**
 * A database for one test file: fresh in-memory PGlite, or a fresh schema on the PostgreSQL server of
 * TEST_DATABASE_URL (CI runs the database tests on both).
 */
export async function openTestDatabase(env: Record<string, string | undefined> = process.env): Promise<DatabaseHandle> {
  const url = env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const schemaName = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await admin.db.execute(`create schema ${schemaName}` as never);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  const database = await openDatabase({
    kind: 'postgres',
    url: `${url}${separator}options=-c%20search_path%3D${schemaName}`,
    maxConnections: 4,
  });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await database.db.execute(`drop schema ${schemaName} cascade` as never).catch(() => {});
      await close();
    },
  };
}

/** What the stub page renderer saw: the URL Next.js would render and the context header. */
export type RenderedPage = { url: string; context: string | undefined; csp: string | undefined };

export function stubRenderer(seen: RenderedPage[] = []): PageRenderer {
  return async (request, response: ServerResponse) => {
    seen.push({
      url: request.url ?? '',
      context: request.headers['x-tendero-context'] as string | undefined,
      csp: request.headers['content-security-policy'] as string | undefined,
    });
    response.statusCode = 200;
    response.setHeader('content-type', 'text/html');
    response.end(`<html><body>rendered ${request.url}</body></html>`);
  };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/tendero-test-unused',
    SESSION_SECRET: 'x'.repeat(40),
    ...overrides,
  });
}

export async function buildTestApp(options: {
  database: DatabaseHandle;
  config?: AppConfig;
  render?: PageRenderer;
  resolveSession?: SessionResolver;
  clock?: Clock;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database: options.database,
    render: options.render,
    resolveSession: options.resolveSession,
    clock: options.clock,
  });
  await app.ready();
  return app;
}
