import { expect } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

export const env = testAppPerFile();

/** A verified (listed) company with its manager and one active sales rep. */
export async function company(name = 'Vistula Code sp. z o.o.') {
  const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr' });
  const companyId = manager.user.companyId as string;
  const rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    companyId,
    prefix: 'rep',
    firstName: 'Ewa',
  });
  await verify(companyId);
  return { manager, rep, companyId };
}

export let admin: Awaited<ReturnType<typeof signedInUser>> | undefined;
export async function verify(companyId: string) {
  admin ??= await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'verifier' });
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    const response = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'Checked in the test' },
    });
    expect(response.statusCode).toBe(200);
  }
}

export const profileInput = {
  name: 'Vistula Code',
  description: 'We build web platforms for logistics firms.',
  email: 'hello@vistula.pl',
  website: 'https://vistula.pl',
  country: 'PL',
  city: 'gdansk',
  postalCode: '80-001',
  address: 'Długa 1',
  teamSize: '10-49',
  foundedYear: 2015,
  services: ['custom-software-development'],
  languages: ['pl', 'en', 'pl'],
  tags: ['logistics', 'react'],
};
