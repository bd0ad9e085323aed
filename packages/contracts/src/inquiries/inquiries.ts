import { z } from 'zod';
import { catalogSlugSchema } from '../catalog/catalog';
import { currencies } from '../companies/profile';
import { companySearchQuerySchema } from '../marketplace/marketplace';
import { locales } from '../routing/locales';
import { v } from '../shared/errors';
import { buyerRecordSchema } from '../trust/trust';
import { attachmentSchema } from './attachments';

/**
 * Inquiries (SPEC "orders"): a client's need, published to providers until a chosen end date, answered by
 * sales reps with comparable offers (applications). Lifecycles are the tables in `inquiryTransitions` and
 * `applicationTransitions`; the domain enforces them.
 */

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

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalAmount = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1, v.invalid).max(100_000_000, v.invalid).optional(),
);
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

/** Stored states; 'expired' is read from the end date, so expiry needs no job. */
export const inquiryStates = ['open', 'expired', 'closed'] as const;
export type InquiryState = (typeof inquiryStates)[number];
/** Why a closed inquiry closed: the client chose an offer, or closed it without one. */
export const inquiryOutcomes = ['accepted', 'closed'] as const;
/** Why a client closed an inquiry without choosing an offer; told to every company that offered. */
export const inquiryCloseReasons = ['chosenElsewhere', 'notNeeded', 'budget', 'other'] as const;
export type InquiryCloseReason = (typeof inquiryCloseReasons)[number];
/** POST /orders/{id}/closure: the reason is optional (a call without a body closes with none). */
export const inquiryClosureSchema = z.preprocess(
  (value) => value ?? {},
  z.object({ reason: z.enum(inquiryCloseReasons, v.invalid).optional() }),
);

export const applicationStates = ['pending', 'accepted', 'declined', 'notChosen'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/**
 * The lifecycle of an inquiry, as the table of allowed actions per state (STYLE habit 13). An expired
 * inquiry takes no new offers and no edits, but its client may still extend it (open again), accept an
 * offer already received, close or delete it.
 */
export const inquiryTransitions = {
  open: { edit: 'open', extend: 'open', close: 'closed', accept: 'closed', delete: null, apply: 'open' },
  expired: { extend: 'open', close: 'closed', accept: 'closed', delete: null },
  closed: { delete: null },
} as const satisfies Record<InquiryState, Partial<Record<InquiryAction, InquiryState | null>>>;
export type InquiryAction = 'edit' | 'extend' | 'close' | 'accept' | 'delete' | 'apply';

/** The lifecycle of an application: only a pending one is edited by its rep or decided by the client. */
export const applicationTransitions = {
  pending: { edit: 'pending', accept: 'accepted', decline: 'declined', notChosen: 'notChosen' },
  accepted: {},
  declined: {},
  notChosen: {},
} as const satisfies Record<ApplicationState, Partial<Record<ApplicationAction, ApplicationState>>>;
export type ApplicationAction = 'edit' | 'accept' | 'decline' | 'notChosen';

export function canInquiry(state: InquiryState, action: InquiryAction): boolean {
  return action in inquiryTransitions[state];
}
export function canApplication(state: ApplicationState, action: ApplicationAction): boolean {
  return action in applicationTransitions[state];
}

const budgetSchema = z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.enum(currencies) });
const personSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/** An offer: the same fields for every company, so a client compares like for like. */
export const applicationFieldsSchema = z
  .object({
    message: z.string().trim().min(10, 'inquiries.validation.messageRequired').max(2000, v.tooLong),
    priceMin: z.coerce.number().int().min(1, 'inquiries.validation.priceRequired').max(100_000_000, v.invalid),
    priceMax: optionalAmount,
    currency: z.enum(currencies),
    timelineDays: z.coerce
      .number()
      .int('inquiries.validation.timelineDays')
      .min(1, 'inquiries.validation.timelineDays')
      .max(730, 'inquiries.validation.timelineDays'),
    scope: z.string().trim().min(10, v.tooShort).max(1000, v.tooLong),
    paymentTerms: z.string().trim().min(3, v.tooShort).max(300, v.tooLong),
    validUntil: z.iso.date(v.invalid),
  })
  .refine((value) => value.priceMax === undefined || value.priceMin <= value.priceMax, {
    message: 'inquiries.validation.priceOrder',
    path: ['priceMax'],
  });
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;

/** One side of an award's handshake (a person's name and how to reach them). */
export const handshakePartySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type HandshakeParty = z.infer<typeof handshakePartySchema>;

export const applicationSchema = z.object({
  id: z.string(),
  inquiryId: z.string(),
  state: z.enum(applicationStates),
  message: z.string(),
  price: z.object({ min: z.number(), max: z.number().nullable(), currency: z.enum(currencies) }),
  timelineDays: z.number(),
  scope: z.string(),
  paymentTerms: z.string(),
  validUntil: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Hidden from the client while its company is not verified (kept; shown again once it is verified). */
  hiddenFromClient: z.boolean(),
  rep: personSchema,
  company: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    verified: z.boolean(),
    rating: z
      .object({
        average: z.number().nullable().describe('Of verified reviews only'),
        count: z.number(),
        verifiedCount: z.number(),
      })
      .describe('As on the company page: the average of verified clients, every shown review counted'),
  }),
  /**
   * The handshake after an award: on the accepted offer only, to its client, its rep, their company's manager
   * and admins, each party's name, e-mail and phone. The client's details are null again if the client
   * withdrew sharing them with the company (on /contacts).
   */
  handshake: z.object({ client: handshakePartySchema, rep: handshakePartySchema, companyName: z.string() }).optional(),
  /** The company's consents the client accepts with the offer (SPEC §2 consent links to /statue). */
  consents: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      language: z.enum(locales).optional().describe('The language `content` is written in, when the company said'),
      translation: z.string().optional().describe('The same consent in the other language, when the company wrote it'),
    }),
  ),
  /** The offer's files (an offer PDF), for those who may read the offer. */
  attachments: z.array(attachmentSchema).default([]),
});
export type Application = z.infer<typeof applicationSchema>;

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

/** Leads of a company (manager): who asked, who we offered to, who favourited or reviewed us. */
export const leadStates = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadState = (typeof leadStates)[number];
export const leadSources = ['asked', 'applied', 'favourite', 'review'] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSchema = z.object({
  id: z.string(),
  state: z.enum(leadStates),
  source: z.enum(leadSources),
  client: personSchema.extend({
    organization: z.string().nullable(),
    /** Only when the client shares it with providers. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  inquiry: z
    .object({
      id: z.string(),
      services: z.array(z.string()),
      /** Left out while the company has not accepted the private inquiry's confidentiality terms. */
      description: z.string().optional(),
      detailsLocked: z.boolean().optional(),
      state: z.enum(inquiryStates),
    })
    .nullable(),
  marketingConsent: z.boolean().describe('The client agreed to marketing from companies that answer'),
  rep: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsQuerySchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(leadStates).optional()),
});
export const leadsSchema = z.object({
  items: z.array(leadSchema),
  reps: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const leadUpdateSchema = z
  .object({ state: z.enum(leadStates).optional(), repId: z.string().min(1).nullable().optional() })
  .refine((value) => value.state !== undefined || value.repId !== undefined, v.invalid);
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
