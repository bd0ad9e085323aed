import { z } from 'zod';
import { catalogSlugSchema } from '../catalog/catalog';
import { buyerRecordSchema } from '../trust/trust';
import { applicationSchema } from './applications';
import { attachmentSchema } from './attachments';
import { inquiryOutcomes, inquiryStates } from './inquiry-lifecycle';
import { budgetSchema, emptyToUndefined, personSchema } from './inquiry-parts';

/** Who accepted a private inquiry's confidentiality terms for their company, and when. */
export const ndaAcceptanceSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  person: z.object({ id: z.string().nullable(), name: z.string() }),
  acceptedAt: z.string(),
  /** Where it was accepted from (admins only). */
  ip: z.string().nullable().optional(),
});
export type NdaAcceptance = z.infer<typeof ndaAcceptanceSchema>;

/** An inquiry as its client sees it, with every offer; `description` is left out while `detailsLocked`. */
export const inquirySchema = z.object({
  id: z.string(),
  services: z.array(z.string()),
  description: z.string().optional(),
  budget: budgetSchema.nullable(),
  city: z.string().nullable(),
  marketingConsent: z.boolean(),
  state: z.enum(inquiryStates),
  outcome: z.enum(inquiryOutcomes).nullable(),
  visibleUntil: z.string(),
  daysLeft: z.number().describe('Whole days until the end date, 0 once expired'),
  applicationCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  client: personSchema.extend({ organization: z.string().nullable() }),
  askedCompanies: z.array(z.object({ id: z.string(), name: z.string() })),
  applications: z.array(applicationSchema),
  /** The inquiry's files (a specification), for readers who may read its details; empty in lists. */
  attachments: z.array(attachmentSchema).default([]),
  /** Asked only of `askedCompanies`: no other company sees it (they get 404). */
  private: z.boolean().optional(),
  /** "Details after NDA": the terms, and whether the reader's company accepted them (absent otherwise). */
  nda: z
    .object({
      terms: z.string(),
      /** The acceptances, one per company (the author and admins read them; a company reads its own). */
      acceptances: z.array(ndaAcceptanceSchema),
    })
    .optional(),
  /** True while the reader may not read the details: `description` (and the files) are left out. */
  detailsLocked: z.boolean().optional(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const myInquiriesSchema = z.object({ items: z.array(inquirySchema.omit({ applications: true })) });
export type MyInquiry = z.infer<typeof myInquiriesSchema>['items'][number];

/** GET /orders/find: open inquiries; a visitor who is not a provider sees a teaser (no text, no client). */
export const findInquiriesQuerySchema = z.object({
  category: z.preprocess(emptyToUndefined, catalogSlugSchema.optional()),
  service: z.preprocess(emptyToUndefined, catalogSlugSchema.optional()),
  city: z.preprocess(emptyToUndefined, catalogSlugSchema.optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(1)),
});
export type FindInquiriesQuery = z.output<typeof findInquiriesQuerySchema>;
export const foundInquirySchema = z.object({
  id: z.string(),
  services: z.array(z.string()),
  city: z.string().nullable(),
  createdAt: z.string(),
  visibleUntil: z.string(),
  daysLeft: z.number(),
  applicationCount: z.number(),
  /** Null in the teaser. */
  description: z.string().nullable(),
  budget: budgetSchema.nullable(),
  client: personSchema.extend({ organization: z.string().nullable() }).nullable(),
  /** Asked of the reader's company: shown first and marked. */
  askedOfMyCompany: z.boolean(),
  /** Asked only of the reader's company and a few others (never in `items`, only in `asked`). */
  private: z.boolean().optional(),
  /** The description is held back until the reader's company accepts the client's confidentiality terms. */
  detailsLocked: z.boolean().optional(),
  /** "Details after NDA": the terms the reader's company accepts (or accepted) to read the details. */
  ndaTerms: z.string().optional(),
  /** The reader's own offer (sales reps). */
  myApplication: applicationSchema.nullable(),
  /** The client's record as a buyer (providers only; null in the teaser). */
  clientRecord: buyerRecordSchema.nullable(),
});
export type FoundInquiry = z.infer<typeof foundInquirySchema>;
export const findInquiriesResultSchema = z.object({
  access: z.enum(['full', 'teaser']),
  /** Open inquiries found, counted up to 1,000; `totalIsCapped` says there are more ("1,000+"). */
  total: z.number(),
  totalIsCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(foundInquirySchema),
  /** Open inquiries asked of the reader's company (providers only), shown before the rest. */
  asked: z.array(foundInquirySchema),
  /**
   * Where a rep or manager stands (null for anyone else): only a verified company's people read in full and
   * take part; `mayOffer` when they send offers (a sales rep, or a manager who answers inquiries themselves).
   */
  provider: z.object({ verified: z.boolean(), mayOffer: z.boolean() }).nullable(),
});
export type FindInquiriesResult = z.infer<typeof findInquiriesResultSchema>;

/** GET /orders/applications: a rep's own offers, or all of a manager's company. */
export const applicationWithInquirySchema = applicationSchema.extend({
  inquiry: foundInquirySchema
    .pick({ id: true, services: true, city: true, visibleUntil: true, daysLeft: true })
    .extend({
      state: z.enum(inquiryStates),
      /** Left out while the company has not accepted the private inquiry's confidentiality terms. */
      description: z.string().optional(),
      detailsLocked: z.boolean().optional(),
      client: personSchema,
    }),
});
export const companyApplicationsSchema = z.object({ items: z.array(applicationWithInquirySchema) });
export type ApplicationWithInquiry = z.infer<typeof applicationWithInquirySchema>;
