import { z } from 'zod';
import { digitsOf, registeredAddressSchema, taxIdentitySchema } from './tax-identity';

/**
 * How a company's tax identity is shown (issue 38): to its own team (the form), to admins (with the
 * verification), and to everyone on the company page as Polish business directories show a company
 * ("Dane rejestrowe": legal name, NIP, REGON, KRS, registered address).
 */

/** A NIP as Polish directories and invoices write it: 123-456-32-18. */
export function formatNip(nip: string): string {
  const digits = digitsOf(nip);
  if (!/^\d{10}$/.test(digits)) return nip;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}

/** Messages of the tax identity's refusals: i18n keys under `taxIdentity.errors` and `taxIdentity.validation`. */
export const taxIdentityErrors = {
  managerOnly: 'taxIdentity.errors.managerOnly',
  requiredForPremium: 'taxIdentity.errors.requiredForPremium',
  nothingToVerify: 'taxIdentity.errors.nothingToVerify',
  vatNumberFormat: 'taxIdentity.validation.vatNumberFormat',
  vatNumberRefused: 'taxIdentity.validation.vatNumberRefused',
} as const;

/**
 * What the public company answer (`GET /api/companies/{id}`) shows of the tax identity, when the company
 * gave one: what Polish directories show publicly. An optional field: clients written from SPEC §7 that
 * do not know it keep working.
 */
export const companyRegistrySchema = z.object({
  legalName: z.string(),
  country: z.string().describe('The country of registration (ISO 3166-1 alpha-2)'),
  nip: z.string().nullable().describe('Polish companies: the NIP as directories write it, e.g. 123-456-32-18'),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
  vatNumber: z.string().nullable().describe('Companies registered elsewhere in the EU: the EU VAT number'),
  registeredAddress: registeredAddressSchema,
  verified: z.boolean().describe('Tendero (an admin) checked these details against the registers'),
});
export type CompanyRegistry = z.infer<typeof companyRegistrySchema>;

/** `GET`/`PUT /api/companies/my/tax-identity`: the team's own company (null before the manager enters it). */
export const ownTaxIdentitySchema = z.object({
  companyId: z.string(),
  taxIdentity: taxIdentitySchema.nullable(),
  /** The manager edits; the reps read. */
  canEdit: z.boolean(),
  /** Whether this server asks the EU's VIES service about VAT numbers (`VIES_URL`). */
  viesConfigured: z.boolean(),
});
export type OwnTaxIdentity = z.infer<typeof ownTaxIdentitySchema>;

/** `GET /api/admin/companies/{companyId}/tax-identity` and the verification's answer. */
export const adminTaxIdentitySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  taxIdentity: taxIdentitySchema.nullable(),
  viesConfigured: z.boolean(),
  /** The name VIES holds for the VAT number, when it gave one (to compare with the legal name). */
  viesName: z.string().nullable(),
  /** Who verified the details (the admin's name), when they are verified. */
  verifiedBy: z.string().nullable(),
});
export type AdminTaxIdentity = z.infer<typeof adminTaxIdentitySchema>;

/**
 * The optional columns of the admin's CSV import of companies (`POST /api/admin/companies/import`) that
 * carry the tax identity: a row whose tax columns are all empty imports the company without one.
 */
export const taxIdentityImportColumns = [
  'registration_country',
  'legal_name',
  'nip',
  'regon',
  'krs',
  'vat_number',
  'registered_street',
  'registered_postal_code',
  'registered_city',
] as const;
export type TaxIdentityImportColumn = (typeof taxIdentityImportColumns)[number];
