import { clientProfileSchema } from '@tendero/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

/**
 * Reviews show 'Magdalena W.', and a public read of the reviewer's profile must
 * not tell more than the client chose to share: the surname stays an initial for everyone but the client
 * and admins.
 */
const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let author: Person;
let admin: Person;
let manager: Person;
let rep: Person;
let otherClient: Person;
let reviewsUrl: string;

beforeAll(async () => {
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Listed Books' });
  const companyId = manager.user.companyId as string;
  rep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', prefix: 'rep', companyId });
  otherClient = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'other' });
  author = await signedInUser(env.app, env.accounts, {
    role: 'CLIENT',
    prefix: 'author',
    firstName: 'Magdalena',
    lastName: 'Wiśniewska',
  });
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'checked' },
    });
  }
  reviewsUrl = `/api/companies/${companyId}/reviews`;
  const review = await env.app.inject({
    method: 'POST',
    url: reviewsUrl,
    headers: author.auth,
    payload: { rating: 5, text: 'Clear invoices, quick answers.' },
  });
  expect(review.statusCode).toBe(201);
});

describe("a reviewer's public profile", () => {
  it("shows the reviewer as the review does ('Magdalena W.') to visitors, clients and providers", async () => {
    const reviews = (await env.app.inject(reviewsUrl)).json();
    const authorId = reviews.items[0].author.userId as string;
    expect(reviews.items[0].author.name).toBe('Magdalena W.');
    for (const [who, headers] of [
      ['anonymous', {}],
      ['another client', otherClient.auth],
      ["the reviewed company's rep", rep.auth],
      ["the reviewed company's manager", manager.auth],
    ] as const) {
      const response = await env.app.inject({ url: `/api/users/${authorId}`, headers });
      expect(response.statusCode, who).toBe(200);
      const profile = clientProfileSchema.parse(response.json());
      expect(`${profile.firstName} ${profile.lastName}`, who).toBe('Magdalena W.');
      expect(response.body, who).not.toContain('Wiśniewska');
      expect(response.body, who).not.toContain(author.user.email);
    }
  });

  it('shows the full name to the client and to admins', async () => {
    for (const person of [author, admin]) {
      const profile = (await env.app.inject({ url: `/api/users/${author.user.id}`, headers: person.auth })).json();
      expect(profile.lastName).toBe('Wiśniewska');
    }
  });
});
