import { z } from 'zod';
import { catalogSlugSchema } from '../catalog/catalog';
import { currencies } from '../companies/profile';
import { companySearchQuerySchema } from '../marketplace/marketplace';
import { v } from '../shared/errors';
import { emptyToUndefined, optionalAmount } from './inquiry-parts';

/** What a client writes: a new inquiry, its edit, the pages' form and the extension of its visibility. */

/** How long an inquiry stays visible to providers, in days (SPEC §2 "visibility duration"). */
export const visibilityDays = [3, 7, 14, 30] as const;
export type VisibilityDays = (typeof visibilityDays)[number];
export const inquiryDescriptionMin = 20;
export const inquiryDescriptionMax = 2000;
export const inquiryServicesMax = 10;
/** "Ask all companies found" reaches at most this many companies, best ranked first. */
export const askAllLimit = 100;
/** A private inquiry ("ask only these companies") is asked of at most this many companies. */
export const privateInquiryLimit = 10;
export const ndaTermsMin = 50;
export const ndaTermsMax = 4000;
export const inquiriesPageSize = 20;

const visibilitySchema = z.coerce
  .number()
  .refine((value): value is VisibilityDays => (visibilityDays as readonly number[]).includes(value), v.invalid);

/** The fields a client writes; the same object validates the form and the API. */
export const inquiryFieldsSchema = z.object({
  services: z
    .array(catalogSlugSchema)
    .min(1, 'inquiries.validation.servicesRequired')
    .max(inquiryServicesMax, 'inquiries.validation.tooManyServices'),
  description: z
    .string()
    .trim()
    .min(inquiryDescriptionMin, 'inquiries.validation.descriptionShort')
    .max(inquiryDescriptionMax, v.tooLong),
  budgetMin: optionalAmount,
  budgetMax: optionalAmount,
  currency: z.enum(currencies).default('PLN'),
  city: z.preprocess(emptyToUndefined, catalogSlugSchema.optional()),
  marketingConsent: z.boolean().default(false),
});
const budgetInOrder = (value: { budgetMin?: number; budgetMax?: number }) =>
  value.budgetMin === undefined || value.budgetMax === undefined || value.budgetMin <= value.budgetMax;
const budgetIssue = { message: 'inquiries.validation.budgetOrder', path: ['budgetMax'] };

const ndaTermsSchema = z
  .string()
  .trim()
  .min(ndaTermsMin, 'inquiries.validation.ndaTermsShort')
  .max(ndaTermsMax, v.tooLong);

/**
 * POST /orders: a new inquiry, open to every provider, optionally asked of chosen companies first; or, with
 * `private`, asked only of the chosen companies (up to `privateInquiryLimit`, verified ones), optionally with
 * its details (description, files) shown only after a company accepts the client's `ndaTerms`.
 */
export const inquiryCreateSchema = inquiryFieldsSchema
  .extend({
    visibilityDays: visibilitySchema,
    /** Companies asked directly ("ask this company"); they see it first, marked as asked of them. */
    companyIds: z.array(z.uuid()).max(askAllLimit, v.invalid).default([]),
    /** "Ask all companies found": the search whose companies are asked (up to `askAllLimit`). */
    askAllFound: companySearchQuerySchema.omit({ page: true, sort: true }).optional(),
    /** "Ask only these companies": nobody else sees, lists, counts or is told of it. */
    private: z.boolean().default(false),
    /** "Details after NDA" (private only): the confidentiality terms an asked company accepts to read the details. */
    ndaTerms: z.preprocess(emptyToUndefined, ndaTermsSchema.optional()),
  })
  .refine(budgetInOrder, budgetIssue)
  .refine((value) => !value.private || (value.companyIds.length > 0 && !value.askAllFound), {
    message: 'inquiries.validation.privateNeedsCompanies',
    path: ['companyIds'],
  })
  .refine((value) => !value.private || value.companyIds.length <= privateInquiryLimit, {
    message: 'inquiries.validation.privateTooMany',
    path: ['companyIds'],
  })
  .refine((value) => value.private || value.ndaTerms === undefined, {
    message: 'inquiries.validation.ndaNeedsPrivate',
    path: ['ndaTerms'],
  });
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;
export type InquiryCreateInput = z.output<typeof inquiryCreateSchema>;

/** PUT /orders/{id}: the client edits an open inquiry (who it was asked of and its end date stay). */
export const inquiryUpdateSchema = inquiryFieldsSchema.refine(budgetInOrder, budgetIssue);
export type InquiryUpdateInput = z.output<typeof inquiryUpdateSchema>;

/**
 * The inquiry form of the pages, in both modes: the fields and the visibility (an edit keeps its end date, so
 * the API ignores `visibilityDays` there). The page sends the create or update body built from it.
 */
export const inquiryFormSchema = inquiryFieldsSchema
  .extend({
    visibilityDays: visibilitySchema,
    /** Create only, when chosen companies are asked: the page sends `private` and, with `nda`, `ndaTerms`. */
    private: z.boolean().default(false),
    nda: z.boolean().default(false),
    ndaTerms: z.string().default(''),
  })
  .refine(budgetInOrder, budgetIssue)
  .superRefine((value, issues) => {
    if (!value.private || !value.nda) return;
    const terms = ndaTermsSchema.safeParse(value.ndaTerms);
    if (!terms.success) {
      issues.addIssue({ code: 'custom', path: ['ndaTerms'], message: terms.error.issues[0]?.message ?? v.invalid });
    }
  });
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;

/** POST /orders/{id}/extension: visible for this many more days from now (or from its end, if later). */
export const inquiryExtensionSchema = z.object({ days: visibilitySchema });
