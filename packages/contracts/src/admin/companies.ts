import { z } from 'zod';
import { catalogSlugSchema } from '../catalog/catalog';
import { companyProfileInputSchema, companyTitleIds } from '../companies/profile';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';

const when = z.iso.datetime();
const emailField = z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email));
const personName = z.string(v.required).trim().min(1, v.required).max(80, v.tooLong);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Messages of the admin console's company tools: i18n keys under `admin.companies.errors`. */
export const adminCompanyErrors = messageKeysOf('admin.companies.errors', [
  'unknownCity',
  'unknownService',
  'emailTaken',
  'emailTwice',
  'nameTaken',
  'nameTwice',
  'noRows',
  'tooManyRows',
  'unreadable',
  'missingColumns',
  'ruleNotMet',
]);

/** The filters of `/admin/profiles` (all optional; `state` keeps the board's two tabs). */
export const adminCompaniesQuerySchema = z.object({
  state: z.enum(['unverified', 'verified']).default('unverified'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  q: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  premium: z.preprocess(blankToUndefined, z.enum(['yes', 'no']).optional()),
  city: z.preprocess(blankToUndefined, catalogSlugSchema.optional()),
  category: z.preprocess(blankToUndefined, catalogSlugSchema.optional()).describe('A category or service slug'),
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

/** Badges and whether a company meets each one's rule now (every rule is measured: reviews, response times). */
export const companyBadgeSchema = z.object({
  id: z.enum(companyTitleIds),
  meetsRule: z.boolean(),
});
export type CompanyBadge = z.infer<typeof companyBadgeSchema>;

/** `GET /api/admin/companies/stats`: profiles added in total and in each of the last 12 weeks. */
export const companyStatsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  premium: z.number().int(),
  weeks: z.array(z.object({ weekStart: z.iso.date(), added: z.number().int() })),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

/** `PUT /api/admin/companies/{companyId}/title`: give a badge whose rule the company meets, or take it away. */
export const companyTitleChangeSchema = z.object({ titleId: z.enum(companyTitleIds).nullable() });
export type CompanyTitleChange = z.infer<typeof companyTitleChangeSchema>;

/**
 * `POST /api/admin/companies`: a company added by hand. Its manager gets an invitation (a TEMPORARY
 * account that sets its password from the e-mail) in `language`; the company is unverified until checked.
 */
export const adminCompanyInputSchema = companyProfileInputSchema.pick({ name: true, website: true }).extend({
  city: z.string().trim().max(80, v.tooLong).default('').describe('A place slug (GET /api/places) or empty'),
  services: z
    .array(catalogSlugSchema)
    .max(40, v.tooLong)
    .default([])
    .transform((items) => [...new Set(items)]),
  managerFirstName: personName,
  managerLastName: personName,
  managerEmail: emailField,
  language: z.enum(['en', 'pl'], { error: v.invalid }).default('en'),
});
export type AdminCompanyInput = z.input<typeof adminCompanyInputSchema>;
export type AdminCompanyData = z.output<typeof adminCompanyInputSchema>;
export const addedCompanySchema = z.object({ companyId: z.string(), managerId: z.string() });

/** The most rows one CSV import takes, and its size. */
export const importMaxRows = 500;
export const importMaxBytes = 512 * 1024;
/** Columns of the import file, in this order in the template; `city` and `services` take names or slugs. */
export const importColumns = [
  'name',
  'website',
  'city',
  'services',
  'manager_first_name',
  'manager_last_name',
  'manager_email',
  'language',
] as const;

/**
 * `POST /api/admin/companies/import`: `commit: false` answers the preview (each row as read, with its
 * problems); `commit: true` imports every row in one transaction, or none when any row has a problem.
 */
export const companyImportSchema = z.object({
  csv: z.string(v.required).min(1, v.required).max(importMaxBytes, v.tooLong),
  commit: z.boolean().default(false),
});
export const importProblemSchema = z.object({
  field: z.string().describe('A column name, or "file"'),
  messageKey: z.string(),
});
export const importRowSchema = z.object({
  line: z.number().int().describe('The line in the file (the header is line 1)'),
  name: z.string(),
  city: z.string().nullable().describe('The place slug the city was read as'),
  cityName: z.string().nullable().describe("The city's name in the reader's language"),
  services: z.array(z.string()),
  managerEmail: z.string(),
  managerName: z.string(),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const companyImportResultSchema = z.object({
  rows: z.array(importRowSchema),
  fileProblems: z.array(importProblemSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int().describe('0 unless committed with no problem'),
});
export type CompanyImportResult = z.infer<typeof companyImportResultSchema>;

/** `POST /api/admin/users/{userId}/deletion`: an admin deletes an account, telling the user why. */
export const userDeletionSchema = z.object({
  reason: z.string(v.required).trim().min(3, v.tooShort).max(500, v.tooLong),
});
export type UserDeletion = z.infer<typeof userDeletionSchema>;

/** What an admin learns after asking for a new confirmation or invitation e-mail. */
export const confirmationSentSchema = z.object({ kind: z.enum(['activation', 'invitation']), sentAt: when });
