import {
  isEuCountry,
  type TaxIdentityImportColumn,
  type TaxIdentityValues,
  taxIdentityErrors,
  taxIdentityImportColumns,
  taxIdentityInputSchema,
} from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { insertTaxIdentities } from '../tax-identities.repository';
import { hasVatFormat, splitVatNumber } from '../vat-number';

type TaxColumn = TaxIdentityImportColumn;

/** The contract's field of each problem, as the column a spreadsheet user fixes. */
const columnOf: Record<string, TaxColumn> = {
  country: 'registration_country',
  legalName: 'legal_name',
  nip: 'nip',
  regon: 'regon',
  krs: 'krs',
  vatNumber: 'vat_number',
  'registeredAddress.street': 'registered_street',
  'registeredAddress.postalCode': 'registered_postal_code',
  'registeredAddress.city': 'registered_city',
};

/**
 * One row's tax identity, read as the manager's form would take it: none when its tax columns are empty;
 * otherwise validated by the same contract (a bad NIP is that row's problem, on its column), the legal
 * name defaulting to the company's name and the country to Poland. The VAT number's format is checked
 * here; VIES is asked when an admin verifies the company.
 */
export function readImportedTaxIdentity(
  record: Partial<Record<TaxColumn, string>>,
  companyName: string,
): { values: TaxIdentityValues | null; problems: { field: string; messageKey: string }[] } {
  const cell = (column: TaxColumn) => (record[column] ?? '').trim();
  if (taxIdentityImportColumns.every((column) => cell(column) === '')) return { values: null, problems: [] };
  const parsed = taxIdentityInputSchema.safeParse({
    country: (cell('registration_country') || 'PL').toUpperCase(),
    legalName: cell('legal_name') || companyName,
    nip: cell('nip'),
    regon: cell('regon'),
    krs: cell('krs'),
    vatNumber: cell('vat_number'),
    registeredAddress: {
      street: cell('registered_street'),
      postalCode: cell('registered_postal_code'),
      city: cell('registered_city'),
    },
  });
  if (!parsed.success) {
    const problems: { field: string; messageKey: string }[] = [];
    for (const issue of parsed.error.issues) {
      const field = columnOf[issue.path.join('.')] ?? 'registration_country';
      if (!problems.some((problem) => problem.field === field)) problems.push({ field, messageKey: issue.message });
    }
    return { values: null, problems };
  }
  const values = parsed.data;
  if (values.vatNumber && !hasVatFormat(values.country, values.vatNumber)) {
    return { values: null, problems: [{ field: 'vat_number', messageKey: taxIdentityErrors.vatNumberFormat }] };
  }
  return { values, problems: [] };
}

/**
 * Writes many companies' tax identities at once (the admin CSV import, the demo seed), without asking
 * VIES: an EU VAT number is "format checked" until an admin verifies it. A company that has one keeps it.
 */
export async function addTaxIdentities(
  db: Db,
  rows: readonly { companyId: string; values: TaxIdentityValues }[],
  at: Date,
): Promise<void> {
  await insertTaxIdentities(
    db,
    rows.map(({ companyId, values }) => {
      const parts = values.vatNumber ? splitVatNumber(values.country, values.vatNumber) : null;
      return {
        companyId,
        country: values.country,
        legalName: values.legalName,
        nip: values.nip,
        regon: values.regon,
        krs: values.krs,
        vatNumber: parts ? `${parts.prefix}${parts.national}` : null,
        street: values.registeredAddress.street,
        postalCode: values.registeredAddress.postalCode,
        city: values.registeredAddress.city,
        vatCheck: parts && isEuCountry(values.country) ? 'format_checked' : 'not_applicable',
        updatedAt: at,
      } as const;
    }),
  );
}
