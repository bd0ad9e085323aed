import { describe, expect, it } from 'vitest';
import { admin, call, client, content, manager, profile, rep, restore } from './moderation.fixture';

/** Who may moderate, and what a removal must name. */
describe('content removal', () => {
  it('refuses every moderation call to every other role (403) and to visitors (401)', async () => {
    const body = { kind: 'offer', contentId: content.offer, reason: 'Not allowed here.' };
    const someId = '0b5f0c1e-7d1e-4c55-9a43-2d51a1b4e0a1';
    for (const person of [manager, rep, client]) {
      expect((await call('GET', '/api/admin/removals', person)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/removals', person, body)).statusCode).toBe(403);
      expect((await restore(someId, person)).statusCode).toBe(403);
      const review = await call('POST', `/api/reviews/${content.review}/removal`, person, { reason: 'Not allowed.' });
      expect(review.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/removals', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/removals', null, body)).statusCode).toBe(401);
    expect((await restore(someId, null)).statusCode).toBe(401);
    expect((await profile()).offers).toHaveLength(1);
  });

  it('asks for a reason of 3 to 500 characters, in the page language, and an existing piece of content', async () => {
    const short = await call(
      'POST',
      '/api/admin/removals',
      admin,
      { kind: 'faq', contentId: content.faq, reason: 'x' },
      'pl',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect(short.json().fieldErrors[0].message).not.toBe('validation.tooShort');
    const wrongKind = await call('POST', '/api/admin/removals', admin, {
      kind: 'review',
      contentId: content.offer,
      reason: 'Wrong kind for this id.',
    });
    expect(wrongKind.statusCode).toBe(404);
  });
});
