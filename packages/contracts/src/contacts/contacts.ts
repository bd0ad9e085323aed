import { z } from 'zod';
import { phoneSchema } from '../accounts/accounts';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';

const when = z.iso.datetime();
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const asList = (value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);
const optionalText = (max: number) => z.string().trim().max(max, v.tooLong).optional();

/** Where a contact came from: the work (an inquiry, a chat), the owner's hand, a CSV file, or a removed rep. */
export const contactSources = ['inquiry', 'chat', 'manual', 'import', 'handover'] as const;
export type ContactSource = (typeof contactSources)[number];

/** Messages of the contacts capability: i18n keys under `contacts.errors`. */
export const contactErrors = messageKeysOf('contacts.errors', [
  'duplicate',
  'tagTaken',
  'unknownTag',
  'noRows',
  'tooManyRows',
  'emailTwice',
  'consentNotConfirmed',
]);

/** A tag colour: `#rrggbb`. */
export const tagColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, v.invalid);
export const tagSchema = z.object({ id: z.uuid(), name: z.string(), colour: z.string() });
export type Tag = z.infer<typeof tagSchema>;
export const tagsSchema = z.object({ items: z.array(tagSchema) });

/** `POST /api/tag` (SPEC §7; its body is not shown there): a name and a colour. */
export const tagInputSchema = z.object({
  name: z.string(v.required).trim().min(1, v.required).max(40, v.tooLong),
  colour: tagColourSchema.default('#64748b'),
});
export type TagInput = z.input<typeof tagInputSchema>;
export const tagUpdateSchema = z.object({
  name: z.string().trim().min(1, v.required).max(40, v.tooLong).optional(),
  colour: tagColourSchema.optional(),
});
export type TagUpdate = z.input<typeof tagUpdateSchema>;

/**
 * One contact as its owner sees it (SPEC §3 Contact). E-mail and phone of a client who is on Tendero are
 * theirs, shown only while the client shares them with the owner's company (`detailsShared`).
 */
export const contactSchema = z.object({
  id: z.uuid(),
  personId: z.string().nullable().describe('The person on Tendero this contact is, if any'),
  companyId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  notes: z.string().describe("Only the owner's own eyes"),
  source: z.enum(contactSources),
  tags: z.array(tagSchema),
  marketingConsentAt: when.nullable(),
  detailsShared: z.boolean().nullable().describe('For a client on Tendero: whether they share details now'),
  createdAt: when,
  updatedAt: when,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsPageSize = 25;
export const contactsQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  tag: z.preprocess(asList, z.array(z.uuid()).max(20)).optional().describe('Contacts with every one of these tags'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;
export const contactsPageSchema = z.object({
  items: z.array(contactSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  tags: z.array(tagSchema).describe("All the owner's tags, for the filter"),
});
export type ContactsPage = z.infer<typeof contactsPageSchema>;

/** An international number written with spaces, hyphens or brackets ("+48 601 234 567"), compacted to E.164. */
const compactPhone = (value: string) => (/^\+[\d\s().-]+$/.test(value) ? value.replace(/[\s().-]/g, '') : value);

/**
 * A contact's phone, as at sign-up and in My data: E.164 (the phone field's value when the number is
 * valid for its country), or none. A number without its country code ("601 234 567") is refused.
 */
export const contactPhoneSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().max(40, v.tooLong).transform(compactPhone).pipe(phoneSchema).optional(),
);

const contactFields = {
  name: z.string(v.required).trim().min(1, v.required).max(120, v.tooLong),
  email: z.preprocess(blankToUndefined, z.string().trim().max(254, v.tooLong).pipe(z.email(v.email)).optional()),
  phone: contactPhoneSchema,
  organization: z.preprocess(blankToUndefined, optionalText(120)),
  notes: z.string().max(5000, v.tooLong),
  tagIds: z.array(z.uuid()).max(20),
};

/** A contact added by hand ('Added to contacts'). */
export const contactInputSchema = z.object({
  ...contactFields,
  notes: contactFields.notes.default(''),
  tagIds: contactFields.tagIds.default([]),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/**
 * Changes to a contact. A marketing consent is recorded only with `consentConfirmed: true` (the owner
 * confirms the person agreed); `marketingConsent: false` withdraws it.
 */
// No defaults here: a field left out stays as it is (a consent change keeps the tags and notes).
export const contactUpdateSchema = z
  .object(contactFields)
  .partial()
  .extend({
    marketingConsent: z.boolean().optional(),
    consentConfirmed: z.boolean().optional(),
  })
  .refine((value) => value.marketingConsent !== true || value.consentConfirmed === true, {
    path: ['consentConfirmed'],
    message: contactErrors.consentNotConfirmed,
  });
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

/** Bulk tagging: add or take one tag from many contacts. */
export const bulkTagSchema = z.object({
  contactIds: z.array(z.uuid()).min(1, v.required).max(500),
  tagId: z.uuid(),
  action: z.enum(['add', 'remove']).default('add'),
});
export type BulkTag = z.input<typeof bulkTagSchema>;
export const bulkTagResultSchema = z.object({ changed: z.number().int() });

/** CSV import: columns name,email,phone,organization,tags,notes (tags separated by `|`). */
export const contactImportColumns = ['name', 'email', 'phone', 'organization', 'tags', 'notes'] as const;
export const contactImportMaxRows = 1000;
export const contactImportSchema = z.object({
  csv: z.string(v.required).min(1, v.required).max(1_000_000, v.tooLong),
  commit: z.boolean().default(false),
});
export type ContactImport = z.input<typeof contactImportSchema>;
export const contactImportProblemSchema = z.object({ field: z.string(), messageKey: z.string() });
export const contactImportRowSchema = z.object({
  line: z.number().int().describe('The line in the file (the header is line 1)'),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  tags: z.array(z.string()),
  problems: z.array(contactImportProblemSchema),
});
export const contactImportResultSchema = z.object({
  rows: z.array(contactImportRowSchema),
  fileProblems: z.array(contactImportProblemSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int().describe('0 unless committed with no problem'),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

/** What a manager sees of the company's contacts: counts per owner, never their content. */
export const contactOwnersSchema = z.object({
  total: z.number().int(),
  owners: z.array(
    z.object({
      ownerId: z.string(),
      name: z.string(),
      role: z.enum(['MANAGER', 'SALES_REP']),
      count: z.number().int(),
    }),
  ),
});
export type ContactOwners = z.infer<typeof contactOwnersSchema>;

/** A client's consent to show their details to one company: when, why; withdrawn by the client. */
export const contactShareSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  purpose: z.enum(['inquiry', 'offer', 'chat']),
  sharedAt: when,
});
export type ContactShare = z.infer<typeof contactShareSchema>;
export const contactSharesSchema = z.object({
  items: z.array(contactShareSchema),
  email: z.boolean().describe('Whether the client shares their e-mail (the preference of which details)'),
  phone: z.boolean(),
});
export type ContactShares = z.infer<typeof contactSharesSchema>;
