import { z } from 'zod';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';
import { pageSchemaOf } from '../shared/page';

/**
 * The consent texts the product shows, versioned (SPEC §1 "consents", §2 /admin/consents): the terms of
 * service and the privacy policy (accepted at registration and when an invitation is completed) and the
 * marketing consent (the checkbox of an inquiry). The newest version of a kind is the current one.
 */
export const consentKinds = ['terms', 'privacy', 'marketing'] as const;
export type ConsentKind = (typeof consentKinds)[number];
export const consentKindSchema = z.enum(consentKinds);

/** What a person accepts when creating an account (sign-up, or completing an invitation). */
export const accountConsentKinds = ['terms', 'privacy'] as const satisfies readonly ConsentKind[];

export const consentBodyMin = 20;
export const consentBodyMax = 20_000;

/** Messages of the consents contracts: i18n keys under `consents.validation`. */
export const consentMessages = messageKeysOf('consents.validation', ['bodyTooShort', 'bodyTooLong']);

const body = z
  .string(v.required)
  .trim()
  .min(1, v.required)
  .min(consentBodyMin, consentMessages.bodyTooShort)
  .max(consentBodyMax, consentMessages.bodyTooLong);

/** `POST /api/admin/consents/{kind}/versions`: a new version of a kind, in both languages; it becomes current. */
export const consentPublishSchema = z.object({ bodyEn: body, bodyPl: body });
export type ConsentPublish = z.infer<typeof consentPublishSchema>;

const when = z.iso.datetime();

/** One published version of a consent text, with how many people accepted it. */
export const consentVersionSchema = z.object({
  id: z.string(),
  kind: consentKindSchema,
  version: z.number().int().min(1),
  bodyEn: z.string(),
  bodyPl: z.string(),
  publishedAt: when,
  /** The admin who published it; null for the first version (written when the database was created). */
  publishedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  acceptances: z.number().int().min(0),
  current: z.boolean(),
});
export type ConsentVersion = z.infer<typeof consentVersionSchema>;

/** `GET /api/admin/consents`: per kind, the current version and every version newest first. */
export const consentTextsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: consentKindSchema,
      current: z.number().int().nullable(),
      versions: z.array(consentVersionSchema),
    }),
  ),
});
export type ConsentTexts = z.infer<typeof consentTextsSchema>;

export const consentVersionParamsSchema = z.object({
  kind: consentKindSchema,
  version: z.coerce.number().int().min(1).max(100_000),
});

/** Who accepted one version: searched in names and e-mails, a page at a time. */
export const consentAcceptancesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsentAcceptancesQuery = z.infer<typeof consentAcceptancesQuerySchema>;

export const consentAcceptanceSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  acceptedAt: when,
  ip: z.string().nullable(),
});
export type ConsentAcceptance = z.infer<typeof consentAcceptanceSchema>;

export const consentAcceptancesSchema = z.object({
  version: consentVersionSchema,
  ...pageSchemaOf(consentAcceptanceSchema).shape,
});
export type ConsentAcceptances = z.infer<typeof consentAcceptancesSchema>;

/** `GET /api/admin/consents/user?email=`: one person's acceptances, newest first. */
export const userConsentsQuerySchema = z.object({
  email: z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email)),
});
export const userConsentsSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(roles) }),
  items: z.array(
    z.object({
      kind: consentKindSchema,
      version: z.number().int(),
      acceptedAt: when,
      ip: z.string().nullable(),
      /** Whether this is still the current version of its kind. */
      current: z.boolean(),
    }),
  ),
});
export type UserConsents = z.infer<typeof userConsentsSchema>;
