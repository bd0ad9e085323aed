import { apiEndpoints, type EndpointDefinition, type Role, roles } from '@tendero/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../test/test-app';

const env = testAppPerFile();
const table: EndpointDefinition[] = Object.values(apiEndpoints).flatMap((capability) => Object.values(capability));
const guarded = table.filter((endpoint) => endpoint.access !== 'anyone');
let people: Record<Role, { auth: Record<string, string> }>;

beforeAll(async () => {
  const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Amber' });
  people = {
    MANAGER: manager,
    SALES_REP: await signedInUser(env.app, env.accounts, {
      role: 'SALES_REP',
      prefix: 'rep',
      companyId: manager.user.companyId as string,
    }),
    CLIENT: await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'client' }),
    ADMIN: await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' }),
  };
});

/** Every path parameter a well-formed id; a write with an empty JSON body, which every contract refuses. */
const emptyCall = (endpoint: EndpointDefinition, headers: Record<string, string> = {}) =>
  env.app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });

const row = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

describe('who may call an endpoint is decided before what was sent', () => {
  it('guards most of the table (a row left open to anyone is a decision, not a default)', () => {
    expect(guarded.length).toBeGreaterThan(table.length / 2);
  });

  it('answers a visitor 401 on every guarded endpoint, never the list of fields it expects', async () => {
    const wrong: string[] = [];
    for (const endpoint of guarded) {
      const answer = await emptyCall(endpoint);
      const body = answer.json();
      if (answer.statusCode !== 401 || body.code !== 'UNAUTHORIZED_ERROR' || body.fieldErrors) {
        wrong.push(`${row(endpoint)}: ${answer.statusCode} ${body.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every role outside an endpoint’s list 403, whatever the body, and keeps the person signed in', async () => {
    const wrong: string[] = [];
    for (const endpoint of guarded) {
      if (endpoint.access === 'signed-in' || endpoint.access === 'anyone') continue;
      for (const role of roles.filter((one) => !(endpoint.access as readonly Role[]).includes(one))) {
        const answer = await emptyCall(endpoint, people[role].auth);
        const body = answer.json();
        // A row that says why (only sales reps send offers) says it to everyone it refuses.
        const why = endpoint.refusal?.reason;
        if (answer.statusCode !== 403 || body.code !== 'FORBIDDEN' || (why && body.reason !== why)) {
          wrong.push(`${row(endpoint)} as ${role}: ${answer.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    for (const role of roles) {
      const session = await env.app.inject({ method: 'GET', url: '/api/auth/session', headers: people[role].auth });
      expect(session.statusCode, role).toBe(200);
    }
  });

  it('still validates the body of a caller who may call the endpoint', async () => {
    const addCompany = await emptyCall(apiEndpoints.admin.addCompany, people.ADMIN.auth);
    expect(addCompany.statusCode).toBe(400);
    expect(addCompany.json().code).toBe('VALIDATION_ERROR');
  });
});
