import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaxIdentityInput } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createLocalStorage } from '@tendero/domain/files';
import { createTaxIdentities, invoiceBuyerOf } from '@tendero/domain/tax-identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';
import { ViesStandIn } from '../../test/vies-stand-in';

type Person = Awaited<ReturnType<typeof signedInUser>>;

const vies = new ViesStandIn();
let database: DatabaseHandle;
let accounts: Accounts;
let app: FastifyInstance;
let uploads = '';
let admin: Person;
let client: Person;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-tax-'));
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', VIES_URL: await vies.listen() });
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database, config, accounts, storage: createLocalStorage(uploads) });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin', firstName: 'Adam', lastName: 'Nowak' });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'client' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await vies.close();
  rmSync(uploads, { recursive: true, force: true });
});

/** A company with its manager and a sales rep, signed in. */
async function company(name: string) {
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr' });
  const companyId = manager.user.companyId as string;
  const rep = await signedInUser(app, accounts, { role: 'SALES_REP', companyId, prefix: 'rep' });
  return { id: companyId, manager, rep };
}

const polish: TaxIdentityInput = {
  country: 'PL',
  legalName: 'Amber Audit sp. z o.o.',
  nip: '526-025-02-74',
  regon: '123456785',
  krs: '0000123456',
  registeredAddress: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' },
};
const german: TaxIdentityInput = {
  country: 'DE',
  legalName: 'Rhein Daten GmbH',
  vatNumber: 'DE 123 456 789',
  registeredAddress: { street: 'Rheinallee 4', postalCode: '50667', city: 'Köln' },
};

const own = (person: Person, locale = 'en') =>
  app.inject({
    method: 'GET',
    url: '/api/companies/my/tax-identity',
    headers: { ...person.auth, 'accept-language': locale },
  });
const save = (person: Person, payload: TaxIdentityInput, locale = 'en') =>
  app.inject({
    method: 'PUT',
    url: '/api/companies/my/tax-identity',
    headers: { ...person.auth, 'accept-language': locale },
    payload,
  });
const adminView = (companyId: string, person: Person = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/companies/${companyId}/tax-identity`, headers: person.auth });
const verify = (companyId: string, person: Person = admin, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/tax-identity/verify`,
    headers: { ...person.auth, 'accept-language': locale },
  });
const publicCompany = (companyId: string, person: Person = admin) =>
  app.inject({ method: 'GET', url: `/api/companies/${companyId}`, headers: person.auth });

describe('a company’s tax identity', () => {
  it('is saved by the manager, read by the team, kept from reps’ and others’ writes, shown as directories show it', async () => {
    const amber = await company('Amber Audit');
    expect((await own(amber.manager)).json()).toMatchObject({ companyId: amber.id, taxIdentity: null, canEdit: true });

    const saved = await save(amber.manager, polish);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().taxIdentity).toMatchObject({
      country: 'PL',
      legalName: 'Amber Audit sp. z o.o.',
      nip: '5260250274',
      regon: '123456785',
      krs: '0000123456',
      vatNumber: null,
      registeredAddress: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' },
      vatCheck: 'not_applicable',
      verifiedAt: null,
    });
    // The rep reads it, and may not change it: told why, in their language.
    const read = (await own(amber.rep)).json();
    expect(read).toMatchObject({ canEdit: false, taxIdentity: { nip: '5260250274' } });
    const repWrite = await save(amber.rep, { ...polish, legalName: 'Rep Was Here' }, 'pl');
    expect(repWrite.statusCode).toBe(403);
    expect(repWrite.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'MANAGER_ONLY' });
    expect(repWrite.json().message).toMatch(/menedżer/);
    // A client has no company tax identity; visitors are asked to sign in.
    expect((await own(client)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/companies/my/tax-identity' })).statusCode).toBe(401);
    // Another company's manager reads only their own company's (none), never Amber's.
    const other = await company('Other Firm');
    expect((await own(other.manager)).json()).toMatchObject({ companyId: other.id, taxIdentity: null });
    expect((await adminView(amber.id, other.manager)).statusCode).toBe(403);
    expect((await verify(amber.id, other.manager)).statusCode).toBe(403);

    // The company answer shows it as Polish directories do: NIP written 526-025-02-74 (public once listed).
    const profile = (await publicCompany(amber.id, amber.rep)).json();
    expect(profile.registry).toEqual({
      legalName: 'Amber Audit sp. z o.o.',
      country: 'PL',
      nip: '526-025-02-74',
      regon: '123456785',
      krs: '0000123456',
      vatNumber: null,
      registeredAddress: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' },
      verified: false,
    });
    // A company without one answers without the field, as before.
    expect((await publicCompany(other.id)).json()).not.toHaveProperty('registry');
    expect(await invoiceBuyerOf({ db: database.db }, other.id)).toBeNull();
    expect(await invoiceBuyerOf({ db: database.db }, amber.id)).toEqual({
      name: 'Amber Audit sp. z o.o.',
      country: 'PL',
      nip: '5260250274',
      vatNumber: null,
      vatNumberConfirmed: false,
      address: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk', country: 'PL' },
    });
  });

  it('refuses bad input field by field, in the reader’s language, and changes nothing', async () => {
    const cases: { input: TaxIdentityInput; path: string; en: string; pl: string }[] = [
      {
        input: { ...polish, nip: '526-025-02-75' },
        path: 'nip',
        en: 'This NIP is not valid: check its digits',
        pl: 'Ten NIP jest nieprawidłowy: sprawdź cyfry',
      },
      { input: { ...polish, nip: '' }, path: 'nip', en: "Enter the company's NIP", pl: 'Podaj NIP firmy' },
      {
        input: { ...polish, regon: '123456786' },
        path: 'regon',
        en: 'This REGON is not valid: check its digits',
        pl: 'Ten REGON jest nieprawidłowy: sprawdź cyfry',
      },
      { input: { ...polish, krs: '12345' }, path: 'krs', en: 'A KRS number has 10 digits', pl: 'Numer KRS ma 10 cyfr' },
      {
        input: { ...german, vatNumber: '' },
        path: 'vatNumber',
        en: "Enter the company's EU VAT number",
        pl: 'Podaj unijny numer VAT firmy',
      },
      {
        input: { ...german, vatNumber: 'DE12345' },
        path: 'vatNumber',
        en: 'This is not a VAT number of the country of registration: check its prefix and digits',
        pl: 'To nie jest numer VAT kraju rejestracji: sprawdź prefiks i cyfry',
      },
    ];
    const firm = await company('Careful Firm');
    await save(firm.manager, { ...polish, legalName: 'Careful Firm sp. z o.o.', nip: '7770000011' });
    for (const { input, path, en, pl } of cases) {
      for (const [locale, message] of [
        ['en', en],
        ['pl', pl],
      ] as const) {
        const answer = await save(firm.manager, input, locale);
        expect(answer.statusCode, `${path} ${locale}`).toBe(400);
        expect(answer.json().code).toBe('VALIDATION_ERROR');
        expect(answer.json().fieldErrors).toContainEqual({ path, message });
      }
    }
    const kept = (await own(firm.manager)).json().taxIdentity;
    expect(kept).toMatchObject({ legalName: 'Careful Firm sp. z o.o.', nip: '7770000011', country: 'PL' });
  });

  it('asks VIES about an EU VAT number: confirmed, refused (nothing saved) or, when VIES is down, format checked', async () => {
    vies.registered.set('DE123456789', { name: 'RHEIN DATEN GMBH', address: 'RHEINALLEE 4, 50667 KÖLN' });
    const rhein = await company('Rhein Daten');
    const confirmed = await save(rhein.manager, german);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      viesConfigured: true,
      taxIdentity: { country: 'DE', vatNumber: 'DE123456789', nip: null, vatCheck: 'confirmed' },
    });
    expect(confirmed.json().taxIdentity.vatCheckedAt).not.toBeNull();
    // VIES is asked with the prefix and the national part apart, as its API takes them.
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '123456789' });
    expect(await invoiceBuyerOf({ db: database.db }, rhein.id)).toMatchObject({
      vatNumber: 'DE123456789',
      vatNumberConfirmed: true,
    });
    expect((await adminView(rhein.id)).json()).toMatchObject({ viesName: 'RHEIN DATEN GMBH' });

    // A number VIES does not know is refused on its field, in the reader's language, and nothing changes.
    const refused = await save(rhein.manager, { ...german, vatNumber: 'DE999999999' }, 'pl');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      {
        path: 'vatNumber',
        message:
          'Unijny system VIES podaje, że ten numer VAT jest nieważny: sprawdź go lub zapytaj swój urząd skarbowy',
      },
    ]);
    expect((await own(rhein.manager)).json().taxIdentity).toMatchObject({ vatNumber: 'DE123456789' });

    // VIES down: saved, "format checked, not confirmed"; the buyer is then not a confirmed EU taxable person.
    const greek = await company('Aegean Data');
    vies.down = true;
    try {
      const unconfirmed = await save(greek.manager, {
        country: 'GR',
        legalName: 'Aegean Data IKE',
        vatNumber: '094259216',
        registeredAddress: { street: 'Odos Ermou 10', postalCode: '10563', city: 'Athina' },
      });
      expect(unconfirmed.statusCode).toBe(200);
      // Greece's VAT numbers carry EL, VIES's prefix for it, not its ISO code.
      expect(unconfirmed.json().taxIdentity).toMatchObject({ vatNumber: 'EL094259216', vatCheck: 'format_checked' });
      expect(vies.requests.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
    } finally {
      vies.down = false;
    }
    expect(await invoiceBuyerOf({ db: database.db }, greek.id)).toMatchObject({ vatNumberConfirmed: false });

    // Polish companies and companies outside the EU: VIES is not asked.
    const asked = vies.requests.length;
    const swiss = await company('Alpen Code');
    const outside = await save(swiss.manager, {
      country: 'CH',
      legalName: 'Alpen Code AG',
      registeredAddress: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' },
    });
    expect(outside.json().taxIdentity).toMatchObject({ vatCheck: 'not_applicable', vatNumber: null, nip: null });
    expect(vies.requests.length).toBe(asked);
  });

  it('without VIES_URL, an EU VAT number is only format checked', async () => {
    const lonely = await company('Lisbon Labs');
    const withoutVies = createTaxIdentities(domainContext(testConfig(), database), { vies: null });
    const session = { userId: lonely.manager.user.id, role: 'MANAGER' as const, companyId: lonely.id };
    const asked = vies.requests.length;
    const saved = await withoutVies.saveOwn(session, {
      country: 'PT',
      legalName: 'Lisbon Labs Lda',
      nip: null,
      regon: null,
      krs: null,
      vatNumber: 'PT501964843',
      registeredAddress: { street: 'Rua Augusta 1', postalCode: '1100-048', city: 'Lisboa' },
    });
    expect(saved).toMatchObject({ viesConfigured: false, taxIdentity: { vatCheck: 'format_checked' } });
    expect(vies.requests.length).toBe(asked);
  });

  it('is verified by an admin (recorded), which a change of the VAT number, NIP or country undoes', async () => {
    const nordic = await company('Nordic Numbers');
    const nothing = await verify(nordic.id, admin, 'pl');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'CONFLICT', reason: 'NO_TAX_IDENTITY' });
    expect(nothing.json().message).toMatch(/nie podała jeszcze danych do faktury/);

    await save(nordic.manager, { ...polish, legalName: 'Nordic Numbers sp. z o.o.', nip: '9510001233' });
    const verified = await verify(nordic.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ companyName: 'Nordic Numbers', verifiedBy: 'Adam Nowak' });
    expect(verified.json().taxIdentity.verifiedAt).not.toBeNull();
    expect((await publicCompany(nordic.id)).json().registry).toMatchObject({ verified: true, nip: '951-000-12-33' });
    const audit = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=company.tax-identity.verify',
        headers: admin.auth,
      })
    ).json().items;
    expect(audit).toEqual([expect.objectContaining({ action: 'company.tax-identity.verify', targetId: nordic.id })]);

    // A new address keeps the verification; another NIP, VAT number or country is another identity.
    const moved = await save(nordic.manager, {
      ...polish,
      legalName: 'Nordic Numbers sp. z o.o.',
      nip: '9510001233',
      registeredAddress: { street: 'ul. Nowa 1', postalCode: '00-001', city: 'Warszawa' },
    });
    expect(moved.json().taxIdentity.verifiedAt).not.toBeNull();
    const renumbered = await save(nordic.manager, {
      ...polish,
      legalName: 'Nordic Numbers sp. z o.o.',
      nip: '7320004569',
    });
    expect(renumbered.json().taxIdentity.verifiedAt).toBeNull();
    expect((await adminView(nordic.id)).json()).toMatchObject({ verifiedBy: null });

    vies.registered.set('DE111111111', { name: 'NORDIC NUMBERS GMBH', address: '---' });
    await verify(nordic.id);
    const abroad = await save(nordic.manager, {
      ...german,
      legalName: 'Nordic Numbers GmbH',
      vatNumber: 'DE111111111',
    });
    expect(abroad.json().taxIdentity).toMatchObject({ country: 'DE', verifiedAt: null, vatCheck: 'confirmed' });
  });

  it('asks VIES again when an admin verifies a number it had not confirmed', async () => {
    const late = await company('Late Confirm');
    vies.down = true;
    try {
      await save(late.manager, { ...german, legalName: 'Late Confirm GmbH', vatNumber: 'DE222222222' });
    } finally {
      vies.down = false;
    }
    expect((await adminView(late.id)).json().taxIdentity.vatCheck).toBe('format_checked');
    // VIES now answers and does not know it: the verification is refused and the number marked invalid.
    const refused = await verify(late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'VAT_NUMBER_INVALID' });
    expect((await adminView(late.id)).json().taxIdentity).toMatchObject({ vatCheck: 'invalid', verifiedAt: null });
    // Registered after all (a new registration reached VIES): confirmed and verified.
    vies.registered.set('DE222222222', { name: 'LATE CONFIRM GMBH', address: '---' });
    const done = (await verify(late.id)).json();
    expect(done.taxIdentity).toMatchObject({ vatCheck: 'confirmed' });
    expect(done.taxIdentity.verifiedAt).not.toBeNull();
    expect(done.viesName).toBe('LATE CONFIRM GMBH');
  });
});
