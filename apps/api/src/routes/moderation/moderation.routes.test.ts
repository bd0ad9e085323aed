import { contentRemovalsSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  admin,
  auditOf,
  call,
  client,
  companyId,
  content,
  database,
  dayMs,
  foundByRep,
  inquiryAsClient,
  mailTo,
  manager,
  moderation,
  profile,
  promoListed,
  remove,
  rep,
  restore,
  reviews,
  setClockOffset,
} from './moderation.fixture';

/**
 * Content removal in the admin console: every kind leaves its public reads and comes back on restore, the
 * owner is told in their language, the activity log records each action, other roles are refused, and the
 * purge deletes what was not restored within 30 days (on a clock the test moves).
 */
describe('content removal', () => {
  it('removes each profile entry from the company page and search, tells the manager in Polish, and restores it', async () => {
    expect(await promoListed()).toBe(true);
    const favourites = `/api/users/${client.user.id}/favourites`;
    const kept = await call('POST', `${favourites}/${rep.user.id}/${content.offer}`, client);
    expect(kept.statusCode, kept.body).toBeLessThan(300);
    const favouriteIds = async () =>
      (await call('GET', favourites, client)).json().map((item: { _id: string }) => item._id) as string[];
    expect(await favouriteIds()).toEqual([content.offer]);
    const removals = [];
    for (const kind of ['offer', 'promo', 'course', 'faq'] as const) removals.push(await remove(kind));
    const hidden = await profile();
    expect([hidden.offers, hidden.promos, hidden.courses, hidden.faqs]).toEqual([[], [], [], []]);
    expect(await promoListed()).toBe(false);
    expect(await favouriteIds()).toEqual([]);
    // The manager sees it gone too, and cannot edit what was removed.
    const edit = await call('PUT', `/api/companies/${companyId}/offers/${content.offer}`, manager, {
      name: 'Sneaky edit',
      description: '',
    });
    expect(edit.statusCode).toBe(404);

    const mail = await mailTo(manager.user.email);
    expect(mail.map((message) => message.subject)).toContain(
      'Administrator usunął Twoją treść z Tendero (oferta promocyjna)',
    );
    const promoMail = mail.find((message) => message.subject.includes('oferta promocyjna'));
    expect(promoMail?.text).toContain('First month half price');
    expect(promoMail?.text).toContain('Breaks the marketplace rules on misleading claims.');
    expect(removals[0]).toMatchObject({
      kind: 'offer',
      state: 'active',
      restorable: true,
      owner: { id: manager.user.id, name: 'Marta Nowak' },
      company: { id: companyId, name: 'Cedar Books' },
      excerpt: 'Monthly books',
    });

    const again = await call('POST', '/api/admin/removals', admin, {
      kind: 'offer',
      contentId: content.offer,
      reason: 'Twice is once too many.',
    });
    expect(again.statusCode).toBe(409);

    for (const removal of removals) expect((await restore(removal.id)).json()).toMatchObject({ state: 'restored' });
    const back = await profile();
    expect([back.offers, back.promos, back.courses, back.faqs].map((list) => list.length)).toEqual([1, 1, 1, 1]);
    expect(await promoListed()).toBe(true);
    expect(await favouriteIds()).toEqual([content.offer]);
    expect((await restore(removals[0]?.id as string)).statusCode).toBe(409);
    expect((await mailTo(manager.user.email)).map((message) => message.subject)).toContain(
      'Twoja treść jest znowu widoczna w Tendero (oferta)',
    );
  });

  it('removes a review through the review endpoint too: the rating forgets it until it is restored', async () => {
    expect((await reviews()).rating.count).toBe(1);
    const response = await call('POST', `/api/reviews/${content.review}/removal`, admin, { reason: 'Personal data.' });
    expect(response.statusCode).toBe(204);
    expect(await reviews()).toEqual({ rating: { average: null, count: 0, verifiedCount: 0 }, items: [] });
    const mail = await mailTo(client.user.email);
    expect(mail.map((message) => message.subject)).toContain('Administrator usunął Twoją treść z Tendero (opinia)');
    const list = contentRemovalsSchema.parse((await call('GET', '/api/admin/removals?kind=review', admin)).json());
    expect(list.items[0]).toMatchObject({ contentId: content.review, reason: 'Personal data.', state: 'active' });
    expect((await restore(list.items[0]?.id as string)).statusCode).toBe(200);
    expect((await reviews()).rating.count).toBe(1);

    // Removed again, then written again by its author within the rules: that removal has nothing to restore.
    const second = await remove('review', 'Still personal data.');
    const rewritten = await call('POST', `/api/companies/${companyId}/reviews`, client, {
      rating: 3,
      text: 'Slow answers, but correct books.',
    });
    expect(rewritten.statusCode).toBe(201);
    const refused = await restore(second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'CONTENT_CHANGED' });
    expect((await reviews()).items.map((item: { text: string }) => item.text)).toEqual([
      'Slow answers, but correct books.',
    ]);
  });

  it('removes an inquiry from /orders/find, its author and leads, and brings it back while it is open', async () => {
    const leadInquiries = async () =>
      (await call('GET', `/api/companies/${companyId}/leads`, manager))
        .json()
        .items.map((lead: { inquiry: { id: string } | null }) => lead.inquiry?.id ?? null) as (string | null)[];
    expect(await foundByRep()).toContain(content.inquiry);
    expect(await leadInquiries()).toContain(content.inquiry);
    const removal = await remove('inquiry');
    expect(await foundByRep()).not.toContain(content.inquiry);
    expect(await leadInquiries()).not.toContain(content.inquiry);
    expect((await inquiryAsClient()).statusCode).toBe(404);
    const mine = (await call('GET', '/api/orders/my', client)).json().items.map((item: { id: string }) => item.id);
    expect(mine).not.toContain(content.inquiry);
    expect((await call('GET', '/api/orders/applications', rep)).json().items).toEqual([]);
    expect((await restore(removal.id)).statusCode).toBe(200);
    expect(await foundByRep()).toContain(content.inquiry);
    expect(await leadInquiries()).toContain(content.inquiry);
    expect((await inquiryAsClient()).json().applications).toHaveLength(1);
  });

  it('removes an offer sent for an inquiry: the client no longer sees or counts it; the rep is told in English', async () => {
    const removal = await remove('application', 'Asks the client to pay outside Tendero.');
    const inquiry = (await inquiryAsClient()).json();
    expect(inquiry).toMatchObject({ applicationCount: 0, applications: [] });
    expect((await call('GET', '/api/orders/applications', rep)).json().items).toEqual([]);
    expect(removal.owner?.id).toBe(rep.user.id);
    // A new offer on the same inquiry is refused with why, not with "edit your offer" (it cannot be edited).
    const again = await call('POST', `/api/orders/${content.inquiry}/applications`, rep, {
      message: 'A second try at the same inquiry.',
      priceMin: 800,
      currency: 'PLN',
      timelineDays: 7,
      scope: 'Bookkeeping.',
      paymentTerms: 'Monthly',
      validUntil: new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'OFFER_REMOVED' });
    const mail = await mailTo(rep.user.email);
    expect(mail.map((message) => message.subject)).toContain(
      'An administrator removed your offer for an inquiry from Tendero',
    );
    expect((await restore(removal.id)).statusCode).toBe(200);
    expect((await inquiryAsClient()).json()).toMatchObject({ applicationCount: 1 });
  });

  it('records each removal and restore in the activity log with the admin, the content and the address', async () => {
    const removed = await auditOf('content.remove');
    expect(removed.map((entry) => entry.targetType).sort()).toEqual(
      ['application', 'course', 'faq', 'inquiry', 'offer', 'promo', 'review', 'review'].sort(),
    );
    const review = removed.find((entry) => entry.detail.reason === 'Personal data.');
    expect(review).toMatchObject({ actor: { id: admin.user.id }, targetId: content.review });
    expect(review?.detail).toMatchObject({ reason: 'Personal data.' });
    expect(review?.ip).toBeTruthy();
    expect((await auditOf('content.restore')).length).toBe(7);
  });

  it('keeps removed content 30 days: after them it cannot be restored and the purge deletes it', async () => {
    const removal = await remove('faq', 'Copied from a competitor.');
    const listed = contentRemovalsSchema.parse((await call('GET', '/api/admin/removals?state=active', admin)).json());
    // In force: this one and the review removal its author's new review made moot.
    expect(listed.items.map((item) => item.kind)).toEqual(['faq', 'review']);
    expect(await moderation.purge()).toBe(0);

    // 31 days on (sessions may have ended by then: the domain is called as the admin directly).
    setClockOffset(31 * dayMs);
    const asAdmin = { userId: admin.user.id, role: 'ADMIN' as const };
    try {
      await expect(moderation.restore(asAdmin, removal.id)).rejects.toMatchObject({
        code: 'CONFLICT',
        reason: 'TOO_LATE',
      });
      expect(await moderation.purge()).toBe(2);
      expect(await moderation.purge()).toBe(0);
    } finally {
      setClockOffset(0);
    }
    const rows = await database.db
      .select()
      .from(schema.companyEntries)
      .where(eq(schema.companyEntries.id, content.faq));
    expect(rows).toEqual([]);
    // The review written again after its removal stays: only what is still hidden is deleted.
    expect((await reviews()).items).toHaveLength(1);
    const purged = contentRemovalsSchema.parse((await call('GET', '/api/admin/removals?state=purged', admin)).json());
    expect(purged.items[0]).toMatchObject({ id: removal.id, state: 'purged', restorable: false });
    expect(purged.total).toBe(2);
    expect((await restore(removal.id)).statusCode).toBe(409);
    const purges = await auditOf('content.purge');
    expect(purges.find((entry) => entry.targetId === content.faq)).toMatchObject({
      actor: null,
      detail: { deleted: true },
    });
    expect(purges.find((entry) => entry.targetId === content.review)?.detail).toMatchObject({ deleted: false });
  });

  it('lists every removal newest first, by kind and state', async () => {
    const all = contentRemovalsSchema.parse((await call('GET', '/api/admin/removals', admin)).json());
    expect(all.total).toBe(9);
    const times = all.items.map((item) => new Date(item.removedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const restored = contentRemovalsSchema.parse(
      (await call('GET', '/api/admin/removals?state=restored&kind=offer', admin)).json(),
    );
    expect(restored.items.map((item) => item.contentId)).toEqual([content.offer]);
  });

  it('names removed content in the activity log by its author, company and a quote, also once it is gone', async () => {
    type Entry = { targetId: string; detail: Record<string, unknown>; content: unknown };
    const entries = async (action: string) => (await auditOf(action)) as unknown as Entry[];
    const review = (await entries('content.remove')).find((entry) => entry.detail.reason === 'Personal data.');
    const named = { authorName: 'Ewa Nowak', companyName: 'Cedar Books', excerpt: 'Call me at 600 100 200!' };
    expect(review?.content).toEqual(named);
    // A profile entry is the company's: no author, the company and what it said.
    const faq = (await entries('content.purge')).find((entry) => entry.targetId === content.faq);
    expect(faq?.content).toEqual({ authorName: null, companyName: 'Cedar Books', excerpt: 'Do you do payroll?' });

    // The review deleted, its author renamed and the company renamed: the entry still says what it was.
    await database.db.delete(schema.reviews).where(eq(schema.reviews.id, content.review));
    await database.db.update(schema.users).set({ firstName: 'Erased' }).where(eq(schema.users.id, client.user.id));
    await database.db.update(schema.companies).set({ name: 'Renamed' }).where(eq(schema.companies.id, companyId));
    const later = (await entries('content.remove')).find((entry) => entry.detail.reason === 'Personal data.');
    expect(later?.content).toEqual(named);

    // Its author's account erased: their name leaves the log with it (the entry and the company stay).
    await database.db.update(schema.users).set({ deletedAt: new Date() }).where(eq(schema.users.id, client.user.id));
    await accounts.eraseAccountHandler({ userId: client.user.id });
    const erased = (await entries('content.remove')).find((entry) => entry.detail.reason === 'Personal data.');
    expect(erased?.content).toEqual({ ...named, authorName: null });
    expect(JSON.stringify(erased)).not.toContain('Ewa');
  });
});
