import { z } from 'zod';
import { type Locale, locales } from '../routing/locales';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';
import { responseFiguresSchema } from '../trust/trust';
import { countryCodes } from './country-codes';
import { companyRegistrySchema } from './tax-identity-views';

/** Messages of the company contracts: i18n keys under `companies.validation`. */
export const cv = messageKeysOf('companies.validation', [
  'faqQuestionRequired',
  'promoPrices',
  'website',
  'year',
  'price',
  'tag',
  'tooMany',
  'unknownService',
  'unknownCity',
]);

/** Team-size bands, as B2B buyers compare them. */
export const teamSizes = ['1', '2-9', '10-49', '50-249', '250-999', '1000+'] as const;
export type TeamSize = (typeof teamSizes)[number];

export const currencies = ['PLN', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

/** Languages a company or a person works in (ISO 639-1); pages name them with Intl.DisplayNames. */
export const workLanguages = [
  'pl',
  'en',
  'de',
  'uk',
  'fr',
  'es',
  'it',
  'cs',
  'sk',
  'lt',
  'nl',
  'sv',
  'pt',
  'ro',
  'hu',
] as const;
export type WorkLanguage = (typeof workLanguages)[number];
export const isWorkLanguage = (code: string): code is WorkLanguage =>
  (workLanguages as readonly string[]).includes(code);

/** ISO 3166-1 alpha-2 codes (the phone field's country list). */
export { countryCodes };

const text = (max: number) => z.string().trim().max(max, v.tooLong);
const requiredText = (max: number) => z.string().trim().min(1, v.required).max(max, v.tooLong);
const optionalUrl = z
  .string()
  .trim()
  .max(300, v.tooLong)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), cv.website);
const money = z.coerce
  .number({ error: cv.price })
  .min(0, cv.price)
  .max(100_000_000, cv.price)
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), cv.price);
const uniqueList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max, cv.tooMany)
    .transform((items) => [...new Set(items)]);

/** The company profile form: everything but the sections, the logo and the badge. */
export const companyProfileInputSchema = z.object({
  name: requiredText(120),
  description: text(4000),
  email: z
    .string()
    .trim()
    .max(254, v.tooLong)
    .refine((value) => value === '' || z.email().safeParse(value).success, v.email),
  website: optionalUrl,
  country: z.union([z.literal(''), z.enum(countryCodes as readonly string[] as [string, ...string[]])], {
    error: v.invalid,
  }),
  city: z.string().trim().max(80, v.tooLong).describe('A place slug (GET /api/places) or empty'),
  postalCode: text(12),
  address: text(160),
  teamSize: z.union([z.literal(''), z.enum(teamSizes)], { error: v.invalid }),
  foundedYear: z.union([
    z.literal(''),
    z.coerce.number({ error: cv.year }).int(cv.year).min(1800, cv.year).max(new Date().getUTCFullYear(), cv.year),
  ]),
  services: uniqueList(z.string().regex(/^[a-z0-9-]{2,80}$/, cv.unknownService), 40),
  languages: uniqueList(z.enum(workLanguages), workLanguages.length),
  tags: uniqueList(z.string().trim().min(2, cv.tag).max(40, cv.tag), 20),
  /** The time zone of the working hours (response times count Mon–Fri 9–17 there); unchanged when absent. */
  // The shape of an IANA name here; the server also checks the database knows the zone.
  timeZone: z
    .string()
    .regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, v.invalid)
    .optional(),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/** Sections of SPEC §2/§3, one schema per kind. */
export const offerInputSchema = z.object({ name: requiredText(120), description: text(2000) });
export const promoInputSchema = z
  .object({
    name: requiredText(120),
    description: text(2000),
    priceBefore: money,
    priceAfter: money,
    currency: z.enum(currencies),
    conditionsBefore: text(1000),
    conditionsAfter: text(1000),
  })
  .refine((promo) => promo.priceAfter < promo.priceBefore, { path: ['priceAfter'], message: cv.promoPrices });
export const courseInputSchema = z.object({
  name: requiredText(120),
  description: text(2000),
  price: money,
  currency: z.enum(currencies),
});
export const faqInputSchema = z.object({
  question: z.string().trim().min(1, cv.faqQuestionRequired).max(300, v.tooLong),
  answer: requiredText(3000),
});
export const stepInputSchema = z.object({ title: requiredText(120), description: text(1000) });
/**
 * A company's consent (SPEC §3: content text), written by the company in one language; optionally (our
 * addition) which language that is and the same consent in the other one, so each reader gets theirs.
 */
export const consentInputSchema = z.object({
  content: requiredText(4000),
  language: z.preprocess((value) => (value === '' ? undefined : value), z.enum(locales).optional()),
  translation: text(4000).optional(),
});
export const portfolioInputSchema = z.object({
  title: requiredText(120),
  description: text(2000),
  link: optionalUrl,
});

export const entrySchemas = {
  offer: offerInputSchema,
  promo: promoInputSchema,
  course: courseInputSchema,
  faq: faqInputSchema,
  step: stepInputSchema,
  consent: consentInputSchema,
  portfolio: portfolioInputSchema,
} as const;
export type EntryKind = keyof typeof entrySchemas;
export const entryKinds = Object.keys(entrySchemas) as EntryKind[];
export type EntryInput<K extends EntryKind> = z.output<(typeof entrySchemas)[K]>;

/** URL segment of each kind: /api/companies/{companyId}/{segment}. */
export const entrySegments: Record<EntryKind, string> = {
  offer: 'offers',
  promo: 'promos',
  course: 'courses',
  faq: 'faqs',
  step: 'steps',
  consent: 'consents',
  portfolio: 'portfolio',
};

/** At most this many entries of one kind per company. */
export const maxEntriesPerKind = 50;

const entryBase = { id: z.string(), position: z.number().int() };
export const offerSchema = offerInputSchema.extend(entryBase);
export const promoSchema = z.object({
  ...entryBase,
  name: z.string(),
  description: z.string(),
  priceBefore: z.number(),
  priceAfter: z.number(),
  currency: z.enum(currencies),
  conditionsBefore: z.string(),
  conditionsAfter: z.string(),
});
export const courseSchema = courseInputSchema.extend({ ...entryBase, price: z.number() });
export const faqSchema = z.object({ ...entryBase, question: z.string(), answer: z.string() });
export const stepSchema = stepInputSchema.extend(entryBase);
export const consentSchema = z.object({
  ...entryBase,
  content: z.string(),
  language: z.enum(locales).optional(),
  translation: z.string().optional(),
});
export type ConsentText = { content: string; language?: Locale; translation?: string };

/**
 * The text of a company's consent for a reader: the version in their language when the company wrote one,
 * else the one it wrote, with its language (null when not known) so the page can say it is the only one.
 */
export function consentInLanguage(consent: ConsentText, locale: Locale): { text: string; language: Locale | null } {
  if (consent.language === locale) return { text: consent.content, language: locale };
  if (consent.language && consent.translation?.trim()) return { text: consent.translation, language: locale };
  return { text: consent.content, language: consent.language ?? null };
}

export const portfolioSchema = z.object({
  ...entryBase,
  title: z.string(),
  description: z.string(),
  link: z.string(),
  image: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export type Promo = z.infer<typeof promoSchema>;
export type Course = z.infer<typeof courseSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Consent = z.infer<typeof consentSchema>;
export type PortfolioItem = z.infer<typeof portfolioSchema>;
export type Entry = Offer | Promo | Course | Faq | Step | Consent | PortfolioItem;

export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(maxEntriesPerKind) });

/** Company badges (SPEC §3 "Company title"): each with the rule that earns it; admins assign them. */
export const companyTitleIds = ['verified', 'top-rated', 'fast-responder'] as const;
export type CompanyTitleId = (typeof companyTitleIds)[number];
export const companyTitleSchema = z.object({
  _id: z.enum(companyTitleIds),
  name: z.string(),
  rule: z.string(),
});
export const companyTitlesSchema = z.array(companyTitleSchema);
export type CompanyTitle = z.infer<typeof companyTitleSchema>;

/** A company as everyone may see it: the profile, its sections, its badge. */
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('Logo URL (512 px WebP)'),
  email: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().describe('IANA time zone of the working hours (response times)'),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  address: z.string().nullable(),
  teamSize: z.enum(teamSizes).nullable(),
  foundedYear: z.number().int().nullable(),
  services: z.array(z.string()),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  hasPremium: z.boolean(),
  companyTitleId: z.enum(companyTitleIds).nullable(),
  /** The city (`city` is its slug) with its names in both languages. */
  place: z
    .object({ slug: z.string(), country: z.string(), names: z.object({ en: z.string(), pl: z.string() }) })
    .nullable(),
  verifiedAt: z.string().nullable().describe('Listed in the marketplace since; null while not verified'),
  rating: z
    .object({ average: z.number().nullable(), count: z.number(), verifiedCount: z.number() })
    .describe('As in search: the average of verified reviews only, every shown review counted, and the verified ones'),
  contactRepId: z.string().nullable().describe('An active sales rep of the company'),
  responseTimes: responseFiguresSchema.describe('How fast the company answers clients (trust figures)'),
  managerEmail: z.string().nullable().describe('Only to the team and admins'),
  offers: z.array(offerSchema),
  promos: z.array(promoSchema),
  courses: z.array(courseSchema),
  faqs: z.array(faqSchema),
  steps: z.array(stepSchema),
  consents: z.array(consentSchema),
  portfolio: z.array(portfolioSchema),
  registry: companyRegistrySchema
    .optional()
    .describe('The company details Polish directories show (legal name, NIP, REGON, KRS, address), once given'),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** GET /managers/{id} (SPEC §3 "Manager profile"). */
export const managerProfileSchema = z.object({
  managerData: z.object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  companyData: companyProfileSchema,
});
export type ManagerProfile = z.infer<typeof managerProfileSchema>;

/** GET /companies/salesreps/{id} (SPEC §3 "Sales rep profile"); e-mail only to the rep, their team and admins. */
export const salesRepProfileSchema = z.object({
  salesRepData: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    image: z.string().nullable(),
    bio: z.string(),
    languages: z.array(z.string()),
    responseTimes: responseFiguresSchema.describe('How fast this person answers clients (trust figures)'),
  }),
  companyData: companyProfileSchema,
});
export type SalesRepProfile = z.infer<typeof salesRepProfileSchema>;
