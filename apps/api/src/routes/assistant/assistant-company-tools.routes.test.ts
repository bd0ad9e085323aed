import {
  type AssistantPart,
  type AssistantStreamEvent,
  applicationFieldsSchema,
  assistantStreamEventSchema,
} from '@tendero/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import {
  accounts,
  app,
  client,
  companies,
  newInquiry,
  type Person,
  post,
  publish,
  rep,
} from '../inquiries/inquiries.fixture';

/**
 * The offline assistant's company tools (issue 19): it explains a listed company's offers, prices, FAQ and
 * reviews as its page shows them, and drafts a sales rep's offer on an inquiry from their company's profile,
 * each with the asker's own permissions. The fixture lists Alpha Books and Beta Ledger (bookkeeping, Warsaw).
 */
async function ask(person: Person, text: string, locale = 'en') {
  const started = await app.inject({ method: 'POST', url: '/api/assistant/conversations', headers: person.auth });
  expect(started.statusCode).toBe(201);
  const response = await app.inject({
    method: 'POST',
    url: `/api/assistant/conversations/${started.json().id}/messages`,
    headers: { ...person.auth, 'accept-language': locale },
    payload: { text },
  });
  expect(response.statusCode).toBe(200);
  const events = response.body
    .trim()
    .split('\n')
    .map((line) => assistantStreamEventSchema.parse(JSON.parse(line)));
  const done = events.find((event) => event.type === 'done') as Extract<AssistantStreamEvent, { type: 'done' }>;
  return done.message;
}

function partOf<T extends AssistantPart['type']>(parts: AssistantPart[], type: T) {
  return parts.find((part): part is Extract<AssistantPart, { type: T }> => part.type === type);
}

let unlistedName: string;
let unlistedId: string;

beforeAll(async () => {
  const { id, manager } = companies.a;
  const add = async (segment: string, payload: object) =>
    expect((await post(manager, `/api/companies/${id}/${segment}`, payload)).statusCode).toBe(201);
  await add('offers', { name: 'Monthly bookkeeping', description: 'Books, VAT and reports every month.' });
  await add('offers', { name: 'Company formation', description: 'We register your company.' });
  await add('courses', {
    name: 'Bookkeeping for small firms',
    description: 'Up to 50 invoices.',
    price: 900,
    currency: 'PLN',
  });
  await add('faqs', { question: 'Do you work remotely?', answer: 'Yes, all documents can be sent online.' });
  const reviewer = await signedInUser(app, accounts, {
    role: 'CLIENT',
    prefix: 'reviewer',
    firstName: 'Ewa',
    lastName: 'Nowak',
  });
  expect(
    (await post(reviewer, `/api/companies/${id}/reviews`, { rating: 5, text: 'Always on time with VAT.' })).statusCode,
  ).toBe(201);
  // A company nobody verified: its page is its team's alone, and so is what the assistant says of it.
  unlistedName = 'Gamma Hidden Audits';
  const hiddenManager = await signedInUser(app, accounts, {
    role: 'MANAGER',
    companyName: unlistedName,
    prefix: 'hidden',
  });
  unlistedId = hiddenManager.user.companyId as string;
});

describe('explaining a company', () => {
  it('shows a listed company’s offers, prices, FAQ and reviews when asked by name, in the asker’s language', async () => {
    const asker = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'asker' });
    const answer = await ask(asker, 'What does Alpha Books offer, and what do clients say?');
    expect(answer.text).toMatch(/Here is Alpha Books in Warsaw as its page shows it/);
    const details = partOf(answer.parts, 'companyDetails');
    expect(details?.company).toMatchObject({
      name: 'Alpha Books',
      city: 'Warsaw',
      verified: true,
      // Its one review is not a verified client's (no accepted offer): it is read out below but rates nothing.
      rating: null,
      reviews: 0,
    });
    expect(details?.company.path).toBe(`/en/marketplace/company/${companies.a.id}`);
    expect(details?.offers.map((offer) => offer.name)).toEqual(['Monthly bookkeeping', 'Company formation']);
    expect(details?.priced).toEqual([
      { name: 'Bookkeeping for small firms', price: 900, priceBefore: null, currency: 'PLN' },
    ]);
    expect(details?.faqs).toEqual([
      { question: 'Do you work remotely?', answer: 'Yes, all documents can be sent online.' },
    ]);
    expect(details?.reviews).toEqual([
      { rating: 5, text: 'Always on time with VAT.', author: 'Ewa N.', verifiedClient: false },
    ]);

    const polish = await ask(asker, 'Opowiedz mi o firmie Alpha Books', 'pl');
    expect(polish.text).toMatch(/Oto Alpha Books, Warszawa według jej strony/);
    expect(partOf(polish.parts, 'companyDetails')?.company.city).toBe('Warszawa');
  });

  it('finds a company from its pasted page address, and says nothing of one the asker may not see', async () => {
    const asker = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'paster' });
    const byAddress = await ask(asker, `Tell me about http://localhost:3000/en/marketplace/company/${companies.b.id}`);
    expect(partOf(byAddress.parts, 'companyDetails')?.company.name).toBe('Beta Ledger');

    // Its page answers "not found" to this client, and so does the assistant, by name or by address.
    expect((await app.inject({ url: `/api/companies/${unlistedId}`, headers: asker.auth })).statusCode).toBe(404);
    for (const question of [
      `Tell me about ${unlistedName}`,
      `Tell me about http://localhost:3000/en/marketplace/company/${unlistedId}`,
    ]) {
      const hidden = await ask(asker, question);
      expect(partOf(hidden.parts, 'companyDetails')).toBeUndefined();
      expect(hidden.text).not.toContain(unlistedName);
    }
  });
});

describe('drafting a sales rep’s offer', () => {
  it('drafts from the inquiry and the company’s profile; the filled-in draft is an offer the API takes', async () => {
    const inquiry = await publish({ ...newInquiry, description: 'Monthly bookkeeping for a small software firm.' });
    const me = rep('a', 1);
    const answer = await ask(me, `Draft my offer for the inquiry “Bookkeeping services” (ref. ${inquiry.id})`);
    expect(answer.text).toMatch(/I drafted your offer from the inquiry and your company's profile/);
    expect(answer.text).toMatch(/The price is your company's listed price/);
    expect(answer.text).toMatch(/Set the timeline, too\./);
    const part = partOf(answer.parts, 'applicationDraft');
    expect(part?.inquiry).toMatchObject({ id: inquiry.id, services: ['Bookkeeping services'], city: 'Warsaw' });
    expect(part?.inquiry.client).toMatch(/^Anna/);
    const draft = part?.draft;
    expect(draft?.message).toMatch(/^Good day Anna,/);
    expect(draft?.message).toContain('on behalf of Alpha Books.');
    expect(draft?.message).toContain('What fits your need: Monthly bookkeeping.');
    expect(draft?.message).not.toContain('Company formation');
    expect(draft).toMatchObject({ priceMin: 900, currency: 'PLN', timelineDays: null });
    // Nothing was sent: the rep sends the form.
    expect((await app.inject({ url: `/api/orders/${inquiry.id}`, headers: me.auth })).json().applications).toEqual([]);
    const filled = applicationFieldsSchema.parse({ ...draft, priceMax: undefined, timelineDays: 20 });
    expect((await post(me, `/api/orders/${inquiry.id}/applications`, filled)).statusCode).toBe(201);

    const again = await ask(me, `Draft my offer for the inquiry (ref. ${inquiry.id})`);
    expect(again.text).toMatch(/You have already sent an offer for this inquiry/);
    expect(partOf(again.parts, 'applicationDraft')).toBeUndefined();
  });

  it('leaves the price to the rep when the profile lists none, in Polish, with the client’s budget', async () => {
    const inquiry = await publish();
    const answer = await ask(rep('b', 1), `Przygotuj moją ofertę na zapytanie (nr ${inquiry.id})`, 'pl');
    expect(answer.text).toMatch(
      /Profil Twojej firmy nie podaje ceny tej usługi, więc ustal cenę samodzielnie \(budżet klienta: 800/,
    );
    const draft = partOf(answer.parts, 'applicationDraft')?.draft;
    expect(draft?.message).toMatch(/^Dzień dobry, Anna,/);
    expect(draft?.message).toContain('Piszę w imieniu firmy Beta Ledger');
    expect(draft?.priceMin).toBeNull();
    expect(draft?.paymentTerms).toBe('Faktura po wykonaniu, płatna w ciągu 14 dni');
  });

  it('drafts only for sales reps and only for inquiries they may see', async () => {
    const inquiry = await publish();
    const manager = await ask(companies.a.manager, `Draft my offer for the inquiry (ref. ${inquiry.id})`);
    expect(partOf(manager.parts, 'applicationDraft')).toBeUndefined();
    const unknown = await ask(
      rep('a', 2),
      'Draft my offer for the inquiry (ref. 00000000-0000-4000-8000-000000000000)',
    );
    expect(unknown.text).toMatch(/I cannot see that inquiry/);
    const noReference = await ask(rep('a', 2), 'Can you draft an offer for me?');
    expect(noReference.text).toMatch(/open Find orders and choose “Draft with the assistant”/);
    expect(partOf(noReference.parts, 'links')?.items[0]?.path).toBe('/en/orders/find');
    // The client who published it gets no offer draft either.
    const own = await ask(client, `Draft an offer for ${inquiry.id}`);
    expect(partOf(own.parts, 'applicationDraft')).toBeUndefined();
  });
});
