import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { taxIdentityInputSchema } from './tax-identity';
import { adminTaxIdentitySchema, ownTaxIdentitySchema, taxIdentityErrors } from './tax-identity-views';

const tags = ['companies'];
const companyParams = z.object({ companyId: z.uuid() });

/**
 * A company's tax identity (issue 38): the buyer's data of its invoices. Its manager enters it, its reps
 * read it, admins verify it against the registers; the public company answer shows what Polish
 * directories show.
 */
export const taxIdentityEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/companies/my/tax-identity',
    access: ['MANAGER', 'SALES_REP'],
    tags,
    summary: "My company's tax identity (NIP, REGON, KRS or EU VAT number, legal name, registered address)",
    answer: ownTaxIdentitySchema,
  }),
  saveOwn: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/my/tax-identity',
    access: ['MANAGER'],
    refusal: { reason: 'MANAGER_ONLY', messageKey: taxIdentityErrors.managerOnly },
    tags,
    summary:
      "Save my company's tax identity (manager). An EU VAT number is checked for format, then with VIES where configured; changing the country, NIP or VAT number undoes an admin's verification",
    body: taxIdentityInputSchema,
    answer: ownTaxIdentitySchema,
  }),
  ofCompany: defineEndpoint({
    method: 'GET',
    path: '/api/admin/companies/:companyId/tax-identity',
    access: ['ADMIN'],
    tags: [...tags, 'admin'],
    summary: "A company's tax identity with its VIES state and who verified it (admins)",
    params: companyParams,
    answer: adminTaxIdentitySchema,
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/admin/companies/:companyId/tax-identity/verify',
    access: ['ADMIN'],
    tags: [...tags, 'admin'],
    summary:
      'Mark the tax identity checked against the registers (admins; an EU VAT number not yet confirmed is asked of VIES again); recorded in the activity log',
    params: companyParams,
    answer: adminTaxIdentitySchema,
    errors: ['CONFLICT'],
  }),
};
