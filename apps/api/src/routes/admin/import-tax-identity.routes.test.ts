import { schema } from '@tendero/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../../test/test-app';

const env = testAppPerFile();
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
});

const header = [
  'name,website,city,services,manager_first_name,manager_last_name,manager_email,language',
  'registration_country,legal_name,nip,regon,krs,vat_number,registered_street,registered_postal_code,registered_city',
].join(',');
const importCsv = (lines: string[], commit: boolean) =>
  env.app.inject({
    method: 'POST',
    url: '/api/admin/companies/import',
    headers: admin.auth,
    payload: { csv: [header, ...lines].join('\n'), commit },
  });
const companyNamed = async (name: string) =>
  (await env.database.db.select().from(schema.companies).where(eq(schema.companies.name, name)))[0];

describe('admin CSV import: the tax identity columns', () => {
  it('marks a bad NIP, a missing address and a foreign VAT number as that row’s problems, and imports nothing', async () => {
    const preview = (
      await importCsv(
        [
          'Good Co,,Warszawa,,Ewa,Nowak,good@tax.example,pl,PL,Good Co sp. z o.o.,526-025-02-74,,,,ul. Prosta 1,00-838,Warszawa',
          'Bad Nip Co,,Warszawa,,Jan,Nowak,badnip@tax.example,pl,PL,,526-025-02-75,,,,ul. Prosta 2,00-838,Warszawa',
          'No Street Co,,Warszawa,,Jan,Nowak,nostreet@tax.example,pl,,,7770000011,,,,,00-838,Warszawa',
          'Wrong Vat Co,,,,Jan,Nowak,wrongvat@tax.example,en,DE,,,,,FR12345678901,Hauptstr. 1,10115,Berlin',
          'Plain Co,,Warszawa,,Jan,Nowak,plain@tax.example,pl,,,,,,,,,',
        ],
        false,
      )
    ).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 3, imported: 0 });
    const problemsOf = (name: string) => preview.rows.find((row: { name: string }) => row.name === name)?.problems;
    expect(problemsOf('Good Co')).toEqual([]);
    expect(problemsOf('Plain Co')).toEqual([]);
    expect(problemsOf('Bad Nip Co')).toEqual([{ field: 'nip', messageKey: 'taxIdentity.validation.nipInvalid' }]);
    expect(problemsOf('No Street Co')).toEqual([{ field: 'registered_street', messageKey: 'validation.required' }]);
    expect(problemsOf('Wrong Vat Co')).toEqual([
      { field: 'vat_number', messageKey: 'taxIdentity.validation.vatNumberFormat' },
    ]);
    expect(
      (await importCsv(['Bad Nip Co,,Warszawa,,Jan,Nowak,badnip@tax.example,pl,PL,,5260250275,,,,a,b,c'], true)).json(),
    ).toMatchObject({ imported: 0 });
    expect(await companyNamed('Bad Nip Co')).toBeUndefined();
  });

  it('imports each company with its tax identity, the legal name defaulting to the name and the country to Poland', async () => {
    const answer = await importCsv(
      [
        'Kraków Ledger,,Kraków,,Ewa,Nowak,krakow@tax.example,pl,,,951-000-12-33,123456785,0000123456,,ul. Grodzka 1,31-001,Kraków',
        'Berlin Bytes,,,,Jan,Nowak,berlin@tax.example,en,de,Berlin Bytes GmbH,,,,de 123456789,Hauptstr. 1,10115,Berlin',
        'No Tax Co,,Warszawa,,Jan,Nowak,notax@tax.example,pl,,,,,,,,,',
      ],
      true,
    );
    expect(answer.json()).toMatchObject({ valid: 3, invalid: 0, imported: 3 });
    const view = async (name: string) => {
      const company = await companyNamed(name);
      return (
        await env.app.inject({
          method: 'GET',
          url: `/api/admin/companies/${company?.id}/tax-identity`,
          headers: admin.auth,
        })
      ).json().taxIdentity;
    };
    expect(await view('Kraków Ledger')).toMatchObject({
      country: 'PL',
      legalName: 'Kraków Ledger',
      nip: '9510001233',
      regon: '123456785',
      krs: '0000123456',
      registeredAddress: { street: 'ul. Grodzka 1', postalCode: '31-001', city: 'Kraków' },
      vatCheck: 'not_applicable',
    });
    // VIES is asked when an admin verifies the company; until then the number is only format checked.
    expect(await view('Berlin Bytes')).toMatchObject({
      country: 'DE',
      legalName: 'Berlin Bytes GmbH',
      vatNumber: 'DE123456789',
      vatCheck: 'format_checked',
    });
    expect(await view('No Tax Co')).toBeNull();
  });
});
