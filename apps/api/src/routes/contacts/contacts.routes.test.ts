import { schema } from '@tendero/db';
import { recordContactWork } from '@tendero/domain/contacts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

const env = testAppPerFile({ FREE_APPLICATIONS_PER_MONTH: '1000' });
type Person = Awaited<ReturnType<typeof signedInUser>>;
let manager: Person;
let rep: Person;
let otherRep: Person;
let client: Person;
let otherManager: Person;

beforeAll(async () => {
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr', companyName: 'Amber Audit' });
  const companyId = manager.user.companyId as string;
  rep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', prefix: 'rep', companyId });
  otherRep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', prefix: 'rep2', companyId });
  client = await signedInUser(env.app, env.accounts, {
    role: 'CLIENT',
    prefix: 'client',
    firstName: 'Anna',
    lastName: 'Kowal',
    phone: '+48600100200',
  });
  otherManager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mgr2', companyName: 'Birch' });
  // Listed (verified), so an inquiry may name it.
  await env.database.db
    .update(schema.companies)
    .set({ verifiedAt: new Date() })
    .where(eq(schema.companies.id, companyId));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, person?: Person, payload?: object) =>
  env.app.inject({ method, url, headers: { ...(person?.auth ?? {}) }, ...(payload ? { payload } : {}) });
const contactsUrl = (person: Person) => `/api/users/${person.user.id}/contacts`;
const add = async (person: Person, body: object) => {
  const added = await call('POST', contactsUrl(person), person, body);
  expect(added.statusCode).toBe(201);
  return added.json() as { id: string; name: string; email: string | null; tags: { id: string }[] };
};
const listOf = async (person: Person, query = '') =>
  (await call('GET', `${contactsUrl(person)}${query}`, person)).json() as {
    items: { id: string; name: string; email: string | null; phone: string | null; source: string; notes: string }[];
    total: number;
  };

describe('contacts', () => {
  it('answers the owner only: 401 to visitors, 403 to anyone else (the manager too), 404 for another owner’s contact', async () => {
    const mine = await add(rep, { name: 'Piotr Zieliński', email: 'piotr@example.pl', notes: 'Secret: budget 10k' });
    expect((await call('GET', contactsUrl(rep))).statusCode).toBe(401);
    for (const person of [manager, otherRep, client, otherManager]) {
      expect((await call('GET', contactsUrl(rep), person)).statusCode).toBe(403);
      expect((await call('GET', `${contactsUrl(rep)}/${mine.id}`, person)).statusCode).toBe(403);
      expect((await call('PUT', `${contactsUrl(rep)}/${mine.id}`, person, { notes: 'x' })).statusCode).toBe(403);
      expect((await call('GET', `${contactsUrl(rep)}.csv`, person)).statusCode).toBe(403);
    }
    // Asking for someone else's contact through one's own list is "not found".
    expect((await call('GET', `${contactsUrl(otherRep)}/${mine.id}`, otherRep)).statusCode).toBe(404);
    expect((await call('DELETE', `${contactsUrl(otherRep)}/${mine.id}`, otherRep)).statusCode).toBe(404);
    const own = await call('GET', `${contactsUrl(rep)}/${mine.id}`, rep);
    expect(own.json()).toMatchObject({ name: 'Piotr Zieliński', notes: 'Secret: budget 10k', source: 'manual' });
    // A second contact with the same e-mail is refused.
    expect((await call('POST', contactsUrl(rep), rep, { name: 'P', email: 'PIOTR@example.pl' })).statusCode).toBe(409);
  });

  it('keeps a phone only as E.164, refusing one without its country code in the caller’s language', async () => {
    // An owner of its own, so that the counts other cases read stay theirs.
    const owner = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'phones' });
    const withLanguage = (language: string, body: object, url = contactsUrl(owner), method: Method = 'POST') =>
      env.app.inject({ method, url, headers: { ...owner.auth, 'accept-language': language }, payload: body });
    for (const [language, text] of [
      ['en', 'This phone number is not valid for the chosen country'],
      ['pl', 'Ten numer telefonu jest niepoprawny dla wybranego kraju'],
    ] as const) {
      const typed = await withLanguage(language, { name: `Typed ${language}`, phone: '601 234 567' });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().fieldErrors).toEqual([{ path: 'phone', message: text }]);
    }
    // What the phone field sends (E.164) is kept; an international number with spaces is kept as E.164 too.
    const fromField = await add(owner, { name: 'Halina', phone: '+48601234567' });
    expect((await call('GET', `${contactsUrl(owner)}/${fromField.id}`, owner)).json().phone).toBe('+48601234567');
    const spaced = await add(owner, { name: 'Ignacy', phone: '+48 601 234 568' });
    expect((await call('GET', `${contactsUrl(owner)}/${spaced.id}`, owner)).json().phone).toBe('+48601234568');
    const changed = await withLanguage('en', { phone: '601234567' }, `${contactsUrl(owner)}/${spaced.id}`, 'PUT');
    expect(changed.statusCode).toBe(400);
    // A number stored as typed before this rule still shows, and other changes to its contact still save.
    await env.database.db
      .update(schema.contacts)
      .set({ phone: '601 234 569' })
      .where(eq(schema.contacts.id, fromField.id));
    const renamed = await call('PUT', `${contactsUrl(owner)}/${fromField.id}`, owner, { name: 'Halina N.' });
    expect(renamed.json()).toMatchObject({ name: 'Halina N.', phone: '601 234 569' });
  });

  it('shows the manager counts per owner, never names or notes; other companies are refused', async () => {
    const owners = await call('GET', `/api/companies/${manager.user.companyId}/contact-owners`, manager);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().owners).toContainEqual(expect.objectContaining({ ownerId: rep.user.id, count: 1 }));
    expect(owners.body).not.toContain('Secret');
    expect(owners.body).not.toContain('piotr@example.pl');
    for (const person of [rep, otherManager, client]) {
      expect((await call('GET', `/api/companies/${manager.user.companyId}/contact-owners`, person)).statusCode).toBe(
        403,
      );
    }
  });

  it('creates, renames, recolours and deletes tags; filters and bulk-tags contacts', async () => {
    const created = await call('POST', '/api/tag', rep, { name: 'VIP', colour: '#ff0000' });
    expect(created.statusCode).toBe(201);
    const tag = created.json() as { id: string };
    expect((await call('POST', '/api/tag', rep, { name: 'vip' })).statusCode).toBe(409);
    expect((await call('POST', '/api/tag', rep, { name: 'Bad', colour: 'red' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/tag/${tag.id}`, otherRep, { name: 'Mine' })).statusCode).toBe(404);
    const renamed = await call('PUT', `/api/tag/${tag.id}`, rep, { name: 'Key account', colour: '#00aa00' });
    expect(renamed.json()).toMatchObject({ name: 'Key account', colour: '#00aa00' });

    const a = await add(rep, { name: 'Alicja', email: 'alicja@example.pl' });
    const b = await add(rep, { name: 'Bartek' });
    const foreign = await add(otherRep, { name: 'Not yours' });
    const bulk = await call('POST', `${contactsUrl(rep)}/tagging`, rep, {
      contactIds: [a.id, b.id, foreign.id],
      tagId: tag.id,
    });
    expect(bulk.json()).toEqual({ changed: 2 });
    const tagged = await listOf(rep, `?tag=${tag.id}`);
    expect(tagged.items.map((item) => item.name).sort()).toEqual(['Alicja', 'Bartek']);
    expect((await listOf(rep, '?q=alic')).items.map((item) => item.name)).toEqual(['Alicja']);
    // Another person's tag cannot be used.
    expect(
      (await call('POST', `${contactsUrl(otherRep)}/tagging`, otherRep, { contactIds: [foreign.id], tagId: tag.id }))
        .statusCode,
    ).toBe(404);
    const untag = await call('POST', `${contactsUrl(rep)}/tagging`, rep, {
      contactIds: [b.id],
      tagId: tag.id,
      action: 'remove',
    });
    expect(untag.json()).toEqual({ changed: 1 });
    expect((await call('DELETE', `/api/tag/${tag.id}`, rep)).statusCode).toBe(204);
    expect((await listOf(rep, `?tag=${tag.id}`)).total).toBe(0);
    expect((await call('GET', `${contactsUrl(rep)}/${a.id}`, rep)).json().tags).toEqual([]);
  });

  it('records a marketing consent only with the confirmation that the person agreed, keeping tags and notes', async () => {
    const tag = (await call('POST', '/api/tag', rep, { name: 'Consent check', colour: '#0f766e' })).json();
    const person = await add(rep, { name: 'Celina', notes: 'Met at the fair', tagIds: [tag.id] });
    const url = `${contactsUrl(rep)}/${person.id}`;
    expect((await call('PUT', url, rep, { marketingConsent: true })).statusCode).toBe(400);
    const given = await call('PUT', url, rep, { marketingConsent: true, consentConfirmed: true });
    expect(given.json().marketingConsentAt).toEqual(expect.any(String));
    // A consent change leaves what it does not name as it was.
    expect(given.json()).toMatchObject({ notes: 'Met at the fair', tags: [expect.objectContaining({ id: tag.id })] });
    expect((await call('PUT', url, rep, { marketingConsent: false })).json().marketingConsentAt).toBeNull();
    expect((await call('DELETE', url, rep)).statusCode).toBe(204);
    expect((await call('GET', url, rep)).statusCode).toBe(404);
  });

  it('imports CSV with a per-row preview; a file with a bad row changes nothing; exports the same columns', async () => {
    const before = (await listOf(otherRep)).total;
    const bad = [
      'name;email;phone;organization;tags;notes',
      'Dorota;dorota@example.pl;+48 600 000 001;Dom;Lead|Warszawa;',
      ';nobody@example.pl;;;;',
      'Edward;not-an-email;;;;',
      'Dorota Bis;DOROTA@example.pl;;;;',
    ].join('\n');
    const preview = await call('POST', `${contactsUrl(otherRep)}/import`, otherRep, { csv: bad, commit: true });
    expect(preview.statusCode).toBe(200);
    const result = preview.json();
    expect(result).toMatchObject({ valid: 1, invalid: 3, imported: 0 });
    expect(result.rows[0]).toMatchObject({ line: 2, tags: ['Lead', 'Warszawa'], problems: [] });
    expect(result.rows[1].problems).toEqual([{ field: 'name', messageKey: 'validation.required' }]);
    expect(result.rows[2].problems).toEqual([{ field: 'email', messageKey: 'validation.email' }]);
    expect(result.rows[3].problems).toEqual([{ field: 'email', messageKey: 'contacts.errors.emailTwice' }]);
    expect((await listOf(otherRep)).total).toBe(before);

    const good = 'name,email,tags\nDorota,dorota@example.pl,Lead|Warszawa\nFeliks,,Lead\n';
    const dry = (await call('POST', `${contactsUrl(otherRep)}/import`, otherRep, { csv: good })).json();
    expect(dry).toMatchObject({ valid: 2, invalid: 0, imported: 0 });
    expect((await listOf(otherRep)).total).toBe(before);
    const done = (await call('POST', `${contactsUrl(otherRep)}/import`, otherRep, { csv: good, commit: true })).json();
    expect(done.imported).toBe(2);
    const tags = (await call('GET', '/api/tag', otherRep)).json().items.map((tag: { name: string }) => tag.name);
    expect(tags).toEqual(['Lead', 'Warszawa']);
    // The same file again: its e-mail is a contact already.
    const again = (await call('POST', `${contactsUrl(otherRep)}/import`, otherRep, { csv: good, commit: true })).json();
    expect(again).toMatchObject({ invalid: 1, imported: 0 });

    const csv = await call('GET', `${contactsUrl(otherRep)}.csv`, otherRep);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('name,email,phone,organization,tags,notes,source,marketing_consent_at');
    expect(csv.body).toContain('Dorota,dorota@example.pl,,,Lead|Warszawa,,import,');
  });

  it('records a client’s share with a company by an inquiry; the provider sees details only while shared', async () => {
    await env.database.db
      .update(schema.users)
      .set({ shareEmail: true, sharePhone: true })
      .where(eq(schema.users.id, client.user.id));
    const profileUrl = `/api/users/${client.user.id}`;
    expect((await call('GET', profileUrl, manager)).json().email).toBeNull();

    const asked = await call('POST', '/api/orders', client, {
      services: ['bookkeeping'],
      visibilityDays: 7,
      description: 'We need monthly bookkeeping for a 12-person software company in Warsaw.',
      currency: 'PLN',
      city: 'warszawa',
      companyIds: [manager.user.companyId],
    });
    expect(asked.statusCode).toBe(201);
    const shares = await call('GET', `/api/users/${client.user.id}/contact-shares`, client);
    expect(shares.json().items).toEqual([
      expect.objectContaining({ companyId: manager.user.companyId, companyName: 'Amber Audit', purpose: 'inquiry' }),
    ]);
    expect((await call('GET', `/api/users/${client.user.id}/contact-shares`, manager)).statusCode).toBe(403);
    // The company is the client's contact, the client the manager's; details reach the company.
    expect((await listOf(client)).items).toContainEqual(
      expect.objectContaining({ name: 'Amber Audit', source: 'inquiry' }),
    );
    const managers = (await listOf(manager)).items.find((item) => item.source === 'inquiry');
    expect(managers).toMatchObject({ name: 'Anna K.', email: client.user.email, phone: '+48600100200' });
    expect((await call('GET', profileUrl, manager)).json().email).toBe(client.user.email);
    expect((await call('GET', profileUrl, otherManager)).json().email).toBeNull();

    // A rep who applies gets the client as a contact.
    const inquiryId = asked.json().id as string;
    const applied = await call('POST', `/api/orders/${inquiryId}/applications`, otherRep, {
      message: 'We can start next month and take over from your current office.',
      priceMin: 1200,
      currency: 'PLN',
      timelineDays: 14,
      scope: 'Monthly bookkeeping, VAT, payroll for 12 people.',
      paymentTerms: 'Monthly, 14 days',
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(applied.statusCode).toBe(201);
    expect((await listOf(otherRep)).items).toContainEqual(
      expect.objectContaining({ name: 'Anna K.', source: 'inquiry', email: client.user.email }),
    );
    // Accepting the company's offer renews the share with that purpose.
    const accepted = await call(
      'POST',
      `/api/orders/${inquiryId}/applications/${applied.json().id}/acceptance`,
      client,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await call('GET', `/api/users/${client.user.id}/contact-shares`, client)).json().items).toEqual([
      expect.objectContaining({ companyId: manager.user.companyId, purpose: 'offer' }),
    ]);

    const withdrawn = await call(
      'DELETE',
      `/api/users/${client.user.id}/contact-shares/${manager.user.companyId}`,
      client,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect((await call('GET', `/api/users/${client.user.id}/contact-shares`, client)).json().items).toEqual([]);
    expect((await call('GET', profileUrl, manager)).json().email).toBeNull();
    const after = (await listOf(manager)).items.find((item) => item.source === 'inquiry');
    expect(after).toMatchObject({ name: 'Anna K.', email: null, phone: null });
  });

  it('a chat a client starts makes each the other’s contact and shares the client’s details with the company', async () => {
    const someone = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'chatter' });
    await env.database.db.update(schema.users).set({ shareEmail: true }).where(eq(schema.users.id, someone.user.id));
    const ctx = domainContext(testConfig(), env.database);
    await recordContactWork(ctx, { kind: 'chat-started', starterId: someone.user.id, otherId: otherManager.user.id });
    expect((await listOf(someone)).items).toContainEqual(expect.objectContaining({ source: 'chat' }));
    expect((await listOf(otherManager)).items).toContainEqual(
      expect.objectContaining({ source: 'chat', email: someone.user.email, detailsShared: true }),
    );
    // A provider who starts it records contacts only: the client's consent is the client's act.
    const quiet = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'quiet' });
    await recordContactWork(ctx, { kind: 'chat-started', starterId: otherManager.user.id, otherId: quiet.user.id });
    expect((await call('GET', `/api/users/${quiet.user.id}/contact-shares`, quiet)).json().items).toEqual([]);
  });

  it('removing a rep "without contacts" moves theirs to the manager (merging twins, notes left behind); "with" deletes them', async () => {
    await add(manager, { name: 'Piotr (manager)', email: 'PIOTR@example.pl' });
    const removed = await call('DELETE', `/api/managers/${manager.user.id}/team/${rep.user.id}`, manager);
    expect(removed.statusCode).toBeLessThan(300);
    const mine = await listOf(manager);
    const piotr = mine.items.filter((item) => item.email?.toLowerCase() === 'piotr@example.pl');
    expect(piotr).toHaveLength(1);
    expect(piotr[0]?.name).toBe('Piotr (manager)');
    const moved = mine.items.find((item) => item.name === 'Alicja');
    expect(moved).toMatchObject({ source: 'handover', notes: '' });
    expect(JSON.stringify(mine)).not.toContain('Secret');
    const left = await env.database.db.select().from(schema.contacts).where(eq(schema.contacts.ownerId, rep.user.id));
    expect(left).toEqual([]);

    const otherCount = (await listOf(otherRep)).total;
    expect(otherCount).toBeGreaterThan(0);
    const gone = await call(
      'DELETE',
      `/api/managers/${manager.user.id}/team/${otherRep.user.id}?contacts=with`,
      manager,
    );
    expect(gone.statusCode).toBeLessThan(300);
    const theirs = await env.database.db
      .select()
      .from(schema.contacts)
      .where(eq(schema.contacts.ownerId, otherRep.user.id));
    expect(theirs).toEqual([]);
    expect((await listOf(manager)).items.some((item) => item.name === 'Dorota')).toBe(false);
  });
});
