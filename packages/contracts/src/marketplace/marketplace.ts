import { z } from 'zod';
import { companyBadgeSchema } from '../admin/companies';
import { catalogSlugSchema, localizedNameSchema } from '../catalog/catalog';
import { companyTitleIds, currencies, teamSizes, workLanguages } from '../companies/profile';
import { v } from '../shared/errors';
import { responseFiguresSchema, responseMeasureSchema } from '../trust/trust';

/** A city companies may be in (SPEC §3 Global store "cities"); slugs are stable ids. */
export const placeSchema = z.object({ slug: catalogSlugSchema, country: z.string(), names: localizedNameSchema });
export type Place = z.infer<typeof placeSchema>;
export const placesSchema = z.object({ places: z.array(placeSchema) });

/** GET /companies/cities: the cities where listed (verified) companies are, named in the reader's language. */
export const cityFacetSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  companies: z.number(),
});
export const citiesSchema = z.array(cityFacetSchema);
export type CityFacet = z.infer<typeof cityFacetSchema>;

/** 'response': answers fastest (typical response time from the trust figures; not enough data sorts last). */
export const searchSorts = ['relevance', 'rating', 'reviews', 'response'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchPageSize = 20;

const optionalSlug = z.preprocess((value) => (value === '' ? undefined : value), catalogSlugSchema.optional());
const flag = z.preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean());

/**
 * The marketplace search (SPEC §2 "what services, where"). The same object is the URL of a results page,
 * so every search is shareable: `/marketplace/search/{category}?service=…&q=…&city=…`.
 */
export const companySearchQuerySchema = z.object({
  q: z.string().trim().max(100, v.tooLong).optional(),
  category: optionalSlug,
  service: optionalSlug,
  city: optionalSlug,
  country: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  ),
  minRating: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(5).optional(),
  ),
  teamSize: z.preprocess((value) => (value === '' ? undefined : value), z.enum(teamSizes).optional()),
  language: z.preprocess((value) => (value === '' ? undefined : value), z.enum(workLanguages).optional()),
  promo: flag.optional(),
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(searchSorts).default('relevance')),
  page: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(500).default(1)),
});
export type CompanySearchQuery = z.output<typeof companySearchQuerySchema>;

export const ratingSummarySchema = z.object({
  average: z
    .number()
    .nullable()
    .describe(
      'Average of the verified reviews (clients who accepted an offer of the company), 1–5; null without any. Reviews not verified are shown but do not count',
    ),
  count: z.number().describe('Every shown review, verified or not'),
  verifiedCount: z
    .number()
    .describe('Reviews by clients who accepted an offer of the company: what the average is based on'),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** One company in results, compare and favourites. Only verified companies are ever listed. */
export const companyCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().describe('The first 240 characters'),
  image: z.string().nullable(),
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  country: z.string().nullable(),
  teamSize: z.enum(teamSizes).nullable(),
  services: z.array(z.string()),
  languages: z.array(z.string()),
  rating: ratingSummarySchema,
  hasPromo: z.boolean(),
  premium: z.boolean().describe('Premium placement; labelled as such on results'),
  companyTitleId: z.enum(companyTitleIds).nullable(),
  verifiedAt: z.string(),
  contactRepId: z.string().nullable().describe('An active sales rep a client can open and chat with'),
  response: responseMeasureSchema.describe('How fast the company answers clients: offers and chats, last 90 days'),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companySearchResultSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(companyCardSchema),
  /** Services the free text was read as (typo-tolerant, either language), for "did you mean". */
  matchedServices: z.array(z.string()),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

/** SPEC §1 verification criteria: every one checked by an admin, with a note, before a company is listed. */
export const verificationCriteria = ['competencies', 'teamSize', 'portfolio', 'serviceQuality'] as const;
export type VerificationCriterion = (typeof verificationCriteria)[number];
export const verificationCheckInputSchema = z.object({
  criterion: z.enum(verificationCriteria),
  passed: z.boolean(),
  note: z.string().trim().min(3, v.tooShort).max(1000, v.tooLong),
});
export const withdrawVerificationSchema = z.object({ note: z.string().trim().min(3, v.tooShort).max(1000, v.tooLong) });
export const verificationCheckSchema = z.object({
  criterion: z.enum(verificationCriteria),
  passed: z.boolean(),
  note: z.string(),
  checkedBy: z.string().describe('Name of the admin'),
  checkedAt: z.string(),
});
export const companyVerificationSchema = z.object({
  companyId: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  checks: z.array(verificationCheckSchema),
  missing: z.array(z.enum(verificationCriteria)).describe('Criteria not yet checked and passed'),
});
export type CompanyVerification = z.infer<typeof companyVerificationSchema>;

export const verificationStates = ['unverified', 'verified'] as const;
export const adminCompanyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  managerEmail: z.string().nullable(),
  createdAt: z.string(),
  verification: companyVerificationSchema,
  hasPremium: z.boolean(),
  services: z.array(z.string()),
  titleId: z.enum(companyTitleIds).nullable(),
  badges: z.array(companyBadgeSchema).describe('Each badge and whether the company meets its rule now'),
});
export const adminCompanyListSchema = z.object({ total: z.number(), items: z.array(adminCompanyRowSchema) });
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

/** Reviews: a client reviews a company once; its manager answers once; admins may remove one with a reason. */
export const reviewInputSchema = z.object({
  rating: z.coerce.number().int().min(1, v.invalid).max(5, v.invalid),
  text: z.string().trim().min(10, v.tooShort).max(3000, v.tooLong),
});
export const reviewAnswerInputSchema = z.object({ text: z.string().trim().min(2, v.tooShort).max(3000, v.tooLong) });
export const reviewRemovalSchema = z.object({ reason: z.string().trim().min(3, v.tooShort).max(500, v.tooLong) });
export const reviewSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  author: z.object({ userId: z.string(), name: z.string().describe('First name and initial') }),
  rating: z.number(),
  text: z.string(),
  verifiedClient: z.boolean(),
  createdAt: z.string(),
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const companyReviewsSchema = z.object({ rating: ratingSummarySchema, items: z.array(reviewSchema) });
export type CompanyReviews = z.infer<typeof companyReviewsSchema>;

/** Favourite offers (SPEC §7): a client keeps offers of sales reps. */
export const favouriteSchema = z.object({
  _id: z.string().describe('The offer id'),
  salesRepId: z.string(),
  offer: z.object({ name: z.string(), description: z.string() }),
  company: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  createdAt: z.string(),
});
export const favouritesSchema = z.array(favouriteSchema);
export type Favourite = z.infer<typeof favouriteSchema>;

/** Favourite companies: a client keeps a listed company beside favourite offers, to ask it for an offer later. */
export const favouriteCompanySchema = z.object({
  company: z.object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    city: z.object({ slug: z.string(), name: z.string() }).nullable(),
    services: z.array(z.string()),
    rating: ratingSummarySchema,
  }),
  createdAt: z.string(),
});
export const favouriteCompaniesSchema = z.array(favouriteCompanySchema);
export type FavouriteCompany = z.infer<typeof favouriteCompanySchema>;

/** Compare 2–4 companies side by side. */
export const compareQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(2, v.invalid).max(4, v.invalid)),
});
export const priceRangeSchema = z.object({ currency: z.enum(currencies), min: z.number(), max: z.number() });
export const comparedCompanySchema = companyCardSchema.extend({
  checks: z.array(z.object({ criterion: z.enum(verificationCriteria), passed: z.boolean(), note: z.string() })),
  foundedYear: z.number().nullable(),
  priceRanges: z.array(priceRangeSchema),
  promos: z.array(
    z.object({ name: z.string(), priceBefore: z.number(), priceAfter: z.number(), currency: z.string() }),
  ),
  responseTime: responseFiguresSchema.describe('How fast the company answers: offers, chats and both, last 90 days'),
});
export const compareResultSchema = z.object({ items: z.array(comparedCompanySchema) });
export type ComparedCompany = z.infer<typeof comparedCompanySchema>;
