import { beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, signedInUser, testAppPerFile } from '../../test/test-app';

/**
 * An unverified company is hidden from search, compare and its own profile,
 * and must stay hidden on every other read path too (its reps' profiles, its reviews, favourites). Two
 * such companies: one that was never verified, and one whose verification an admin withdrew after a
 * client had reviewed it and kept one of its offers.
 */
const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let stranger: Person;
let reviewer: Person;

type Hidden = { companyId: string; manager: Person; rep: Person; ids: string[]; markers: string[] };
const hidden: Record<'never' | 'withdrawn', Hidden> = {} as never;

const criteria = ['competencies', 'teamSize', 'portfolio', 'serviceQuality'];

async function ok(response: { statusCode: number; body: string }, status = 200) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return JSON.parse(response.body || 'null');
}

async function hiddenCompany(key: 'never' | 'withdrawn'): Promise<Hidden> {
  const name = `Ghost ${key} Works sp. z o.o.`;
  const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: name, prefix: `m${key}` });
  const companyId = manager.user.companyId as string;
  const rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    companyId,
    prefix: `r${key}`,
    lastName: `Widmowski${key}`,
  });
  const markers = [
    name,
    `office-${key}@ghost-works.test`,
    `Ulica Widmowa ${key} 13`,
    `Ghostly ${key} bookkeeping since 1999`,
    `Ghost ${key} offer`,
    `Ghost ${key} FAQ question?`,
    `Widmowski${key}`,
    rep.user.email,
    manager.user.email,
  ];
  await ok(
    await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: manager.auth,
      payload: companyDetails({
        name,
        description: `Ghostly ${key} bookkeeping since 1999, for every kind of company.`,
        email: `office-${key}@ghost-works.test`,
        postalCode: '00-001',
        address: `Ulica Widmowa ${key} 13`,
      }),
    }),
  );
  const offer = await ok(
    await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/offers`,
      headers: manager.auth,
      payload: { name: `Ghost ${key} offer`, description: 'Monthly books and payroll.' },
    }),
    201,
  );
  const faq = await ok(
    await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/faqs`,
      headers: manager.auth,
      payload: { question: `Ghost ${key} FAQ question?`, answer: 'Yes, always.' },
    }),
    201,
  );
  return { companyId, manager, rep, ids: [companyId, manager.user.id, rep.user.id, offer.id, faq.id], markers };
}

async function verify(companyId: string) {
  for (const criterion of criteria) {
    await ok(
      await env.app.inject({
        method: 'PUT',
        url: `/api/companies/${companyId}/verification/checks`,
        headers: admin.auth,
        payload: { criterion, passed: true, note: `${criterion} checked` },
      }),
    );
  }
}

beforeAll(async () => {
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
  stranger = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'stranger' });
  reviewer = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'reviewer' });
  hidden.never = await hiddenCompany('never');
  hidden.withdrawn = await hiddenCompany('withdrawn');

  // While listed, the second company was reviewed and one of its offers kept as a favourite.
  const withdrawn = hidden.withdrawn;
  await verify(withdrawn.companyId);
  const review = await ok(
    await env.app.inject({
      method: 'POST',
      url: `/api/companies/${withdrawn.companyId}/reviews`,
      headers: reviewer.auth,
      payload: { rating: 5, text: 'Ghost review: they kept our books in order.' },
    }),
    201,
  );
  withdrawn.ids.push(review.id);
  withdrawn.markers.push('Ghost review: they kept our books in order.');
  await ok(
    await env.app.inject({
      method: 'POST',
      url: `/api/users/${reviewer.user.id}/favourites/${withdrawn.rep.user.id}/${withdrawn.ids[3]}`,
      headers: reviewer.auth,
    }),
    201,
  );
  const favourites = await ok(
    await env.app.inject({ url: `/api/users/${reviewer.user.id}/favourites`, headers: reviewer.auth }),
  );
  expect(JSON.stringify(favourites)).toContain('Ghost withdrawn offer');
  await ok(
    await env.app.inject({
      method: 'POST',
      url: `/api/companies/${withdrawn.companyId}/verification/withdrawal`,
      headers: admin.auth,
      payload: { note: 'Portfolio could not be confirmed.' },
    }),
  );
});

/** Every GET operation of the OpenAPI document with a path parameter, as a template. */
function idReads(): string[] {
  const document = env.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path, operations]) => path.includes('{') && 'get' in operations)
    .map(([path]) => path);
}

function leaked(body: string, markers: string[]): string[] {
  return markers.filter((marker) => body.includes(marker));
}

describe('the listing rule holds on every public read', () => {
  it('finds the id-taking reads in the OpenAPI document', () => {
    const reads = idReads();
    expect(reads).toEqual(
      expect.arrayContaining([
        '/api/companies/{companyId}',
        '/api/companies/salesreps/{repId}',
        '/api/companies/{companyId}/reviews',
        '/api/users/{userId}',
        '/api/managers/{managerId}',
      ]),
    );
  });

  for (const key of ['never', 'withdrawn'] as const) {
    for (const viewer of ['anonymous', 'an unrelated client'] as const) {
      it(`answers nothing of a ${key === 'never' ? 'never verified' : 'withdrawn'} company to ${viewer}`, async () => {
        const company = hidden[key];
        const headers = viewer === 'anonymous' ? {} : stranger.auth;
        const answered: string[] = [];
        for (const template of idReads()) {
          for (const id of company.ids) {
            const url = template.replace(/\{[^}]+\}/g, encodeURIComponent(id));
            const response = await env.app.inject({ url, headers });
            const found = leaked(response.body, company.markers);
            if (response.statusCode < 400 || found.length > 0) {
              answered.push(`${url} ${response.statusCode} ${found.join(', ')}`);
            }
          }
        }
        // Reads that take the company in the query, and the lists that could name it.
        const listed = `/api/companies/compare?ids=${company.companyId},${hidden.never.companyId}`;
        for (const url of [
          listed,
          `/api/companies/search?q=${encodeURIComponent('Ghost')}`,
          '/api/companies/search?service=bookkeeping&city=warszawa',
          '/api/companies/listed',
          '/api/companies/cities',
        ]) {
          const response = await env.app.inject({ url, headers });
          const found = leaked(response.body, company.markers);
          if (found.length > 0 || response.body.includes(company.companyId)) {
            answered.push(`${url} ${response.statusCode} ${found.join(', ')}`);
          }
        }
        expect(answered).toEqual([]);
      });
    }
  }

  it('hides the offer a client kept while the company was listed', async () => {
    const response = await env.app.inject({ url: `/api/users/${reviewer.user.id}/favourites`, headers: reviewer.auth });
    expect(response.statusCode).toBe(200);
    expect(leaked(response.body, hidden.withdrawn.markers)).toEqual([]);
    const again = await env.app.inject({
      method: 'POST',
      url: `/api/users/${reviewer.user.id}/favourites/${hidden.withdrawn.rep.user.id}/${hidden.withdrawn.ids[3]}`,
      headers: reviewer.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it("still shows the company, its reps and reviews to the company's team and to admins", async () => {
    const company = hidden.withdrawn;
    for (const person of [company.manager, company.rep, admin]) {
      for (const url of [
        `/api/companies/${company.companyId}`,
        `/api/companies/salesreps/${company.rep.user.id}`,
        `/api/companies/${company.companyId}/reviews`,
      ]) {
        const response = await env.app.inject({ url, headers: person.auth });
        expect(response.statusCode, `${url} as ${person.user.role}`).toBe(200);
      }
    }
    const reviews = await env.app.inject({ url: `/api/companies/${company.companyId}/reviews`, headers: admin.auth });
    expect(reviews.body).toContain('Ghost review: they kept our books in order.');
    // Another company's manager is not its team.
    const other = hidden.never.manager;
    expect(
      (await env.app.inject({ url: `/api/companies/salesreps/${company.rep.user.id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
  });
});
