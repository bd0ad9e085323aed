import { describe, expect, it } from 'vitest';
import { multipart, photo, signedInUser, testAppPerFile } from './test/test-app';

/** Malformed requests that an outside probe saw answered 500 answer 400 VALIDATION_ERROR. */
const env = testAppPerFile();

function expectValidationError(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
}

describe('null and missing bodies', () => {
  const routes = ['/api/auth/sign-up', '/api/auth/change-password', '/api/auth/recover/confirm'];

  it.each(routes)('%s answers 400 to a null body and to no body at all', async (url) => {
    const { auth } = await signedInUser(env.app, env.accounts);
    expectValidationError(
      await env.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: 'null',
      }),
    );
    expectValidationError(await env.app.inject({ method: 'POST', url, headers: auth }));
  });
});

describe('the NUL character', () => {
  it('in a path id answers 400, not a database error', async () => {
    // A manager: each of these reads is theirs to ask for (another role is refused before the path is read).
    const { auth } = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: 'Nul Test' });
    for (const url of ['/api/users/a%00b', '/api/managers/a%00b', '/api/companies/salesreps/a%00b']) {
      const response = await env.app.inject({ url, headers: auth });
      expectValidationError(response);
      expect(response.json()).toMatchObject({ reason: 'NUL_CHARACTER' });
    }
  });

  it('in a body field answers 400 naming the field, and changes nothing', async () => {
    const { auth } = await signedInUser(env.app, env.accounts, { firstName: 'Jan' });
    const response = await env.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: auth,
      payload: { firstName: 'Ja\u0000n', lastName: 'Nowak', phone: '+48501234567' },
    });
    expectValidationError(response);
    expect(response.json()).toMatchObject({ fieldErrors: [{ path: 'firstName' }] });
    expect((await env.app.inject({ url: '/api/auth/session', headers: auth })).json()).toMatchObject({
      firstName: 'Jan',
    });
  });
});

describe('a truncated multipart body', () => {
  it('answers 400 on every photo route, in the caller’s language', async () => {
    const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: 'Cut Short' });
    const rep = await signedInUser(env.app, env.accounts, {
      role: 'SALES_REP',
      companyId: manager.user.companyId ?? undefined,
    });
    const companyId = manager.user.companyId as string;
    const whole = multipart(await photo(), 'photo.jpg');
    const cut = whole.payload.subarray(0, Math.floor(whole.payload.length / 2));
    const routes = [
      [`/api/users/${manager.user.id}/photo/`, manager.auth],
      [`/api/managers/${manager.user.id}/photo/`, manager.auth],
      [`/api/companies/salesreps/${rep.user.id}/photo/`, rep.auth],
      [`/api/companies/${companyId}/portfolio/00000000-0000-4000-8000-000000000000/image/`, manager.auth],
    ] as const;
    for (const [url, auth] of routes) {
      for (const headers of [whole.headers, { 'content-type': 'multipart/form-data' }]) {
        const response = await env.app.inject({
          method: 'POST',
          url,
          headers: { ...auth, ...headers, 'accept-language': 'pl' },
          payload: cut,
        });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          reason: 'UNREADABLE_UPLOAD',
          message: 'Nie udało się odczytać przesłanego pliku. Wybierz plik ponownie i spróbuj jeszcze raz.',
        });
      }
    }
  });
});
