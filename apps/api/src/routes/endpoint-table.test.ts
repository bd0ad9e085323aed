import { apiEndpoints, type EndpointDefinition } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';

const env = testAppPerFile();
const table: EndpointDefinition[] = Object.values(apiEndpoints).flatMap((capability) => Object.values(capability));

/** Fastify's `:name` path as the OpenAPI document writes it, `{name}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the endpoint table', () => {
  it('names each endpoint once', () => {
    const keys = table.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the app serves: every row is registered with its method and path', () => {
    const missing = table.filter((endpoint) => !env.app.hasRoute({ method: endpoint.method, url: endpoint.path }));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('is what the OpenAPI document shows: each public row under its path, method, tags and summary', async () => {
    const doc = (await env.app.inject('/api/docs/json')).json();
    for (const endpoint of table.filter((row) => !row.hidden)) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toMatchObject({
        tags: [...endpoint.tags],
        summary: endpoint.summary,
      });
    }
  });

  it("keeps the public pages only for writes of a person's own session and assistant conversations", () => {
    const keeping = table.filter((endpoint) => endpoint.keepsPublicPages);
    expect(keeping.every((endpoint) => endpoint.method !== 'GET')).toBe(true);
    // A team's second-factor rule shows on no public page either, nor a person's request for their own data.
    const ownSession = /^\/api\/(auth|assistant)\/|^\/api\/companies\/team\/second-factor$|^\/api\/me\/data-export$/;
    expect(keeping.map((endpoint) => endpoint.path).filter((path) => !ownSession.test(path))).toEqual([]);
    expect(keeping.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain('POST /api/auth/sign-in');
  });
});
