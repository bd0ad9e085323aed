import { isValidNip, isValidRegon, taxIdentityInputSchema } from '@tendero/contracts';
import { hasVatFormat } from '@tendero/domain/tax-identity';
import { describe, expect, it } from 'vitest';
import { demoTaxCompanies, demoTaxIdentityOf } from './demo-tax-identities';

describe('demo tax identities', () => {
  const identities = demoTaxCompanies().map((company) => ({ company, values: demoTaxIdentityOf(company) }));

  it('give every demo company one the manager’s own form would accept: valid NIPs, format-valid EU VAT numbers', () => {
    expect(identities.length).toBeGreaterThan(80);
    for (const { company, values } of identities) {
      expect(taxIdentityInputSchema.safeParse(values).success, company.login).toBe(true);
      if (values.country === 'PL') {
        expect(isValidNip(values.nip ?? ''), `${company.login} ${values.nip}`).toBe(true);
        expect(isValidRegon(values.regon ?? ''), `${company.login} ${values.regon}`).toBe(true);
      } else {
        expect(hasVatFormat(values.country, values.vatNumber ?? ''), `${company.login} ${values.vatNumber}`).toBe(true);
      }
    }
    const demo = identities.find(({ company }) => company.login === 'manager')?.values;
    expect(demo).toMatchObject({ country: 'PL', legalName: 'Nordwind Software sp. z o.o.' });
    expect(demo?.krs).toMatch(/^\d{10}$/);
  });

  it('are the same on every start and never share a number', () => {
    const again = demoTaxCompanies().map((company) => demoTaxIdentityOf(company));
    expect(again).toEqual(identities.map(({ values }) => values));
    const numbers = identities.map(({ values }) => values.nip ?? values.vatNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
