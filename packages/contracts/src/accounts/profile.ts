import { z } from 'zod';
import { workLanguages } from '../companies/profile';
import { notificationKindSchema } from '../notifications/notification-kinds';
import { v } from '../shared/errors';
import { buyerRecordSchema } from '../trust/trust';

/**
 * A person's own profile: the words and facts a rep or client shows to others. Every field is
 * optional: a save changes the fields it sends (a rep's page sends bio and languages only).
 */
export const personalProfileInputSchema = z
  .object({
    bio: z.string().trim().max(2000, v.tooLong),
    languages: z
      .array(z.enum(workLanguages))
      .max(workLanguages.length)
      .transform((items) => [...new Set(items)]),
    city: z.string().trim().max(80, v.tooLong),
    organization: z.string().trim().max(160, v.tooLong),
    /** A client decides whether providers see their e-mail and phone. */
    shareEmail: z.boolean(),
    sharePhone: z.boolean(),
  })
  .partial();
export type PersonalProfileInput = z.input<typeof personalProfileInputSchema>;

/**
 * GET /users/{id} (a client's profile, SPEC §3 user info). Others see the name, organisation, city, bio and
 * reviews written; e-mail and phone only when the client shared them and the viewer is a provider or admin.
 * `own` carries the private settings when the viewer is the client.
 */
export const clientProfileSchema = z.object({
  userId: z.string(),
  role: z.literal('CLIENT'),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  languages: z.array(z.string()),
  city: z.string().nullable(),
  organization: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memberSince: z.string(),
  reviews: z.array(z.object({ id: z.string(), companyName: z.string(), rating: z.number(), text: z.string() })),
  own: z.object({ shareEmail: z.boolean(), sharePhone: z.boolean() }).nullable(),
  buyerRecord: buyerRecordSchema
    .nullable()
    .describe('The record as a buyer: to others once enough inquiries finished, always to the client'),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/**
 * POST /users/{userId}/unsubscribe: the e-mail of the unsubscribe link and the link's signature (`?sig=`,
 * an HMAC of the address and the user id made by the server), so nobody unsubscribes someone else by guessing.
 */
export const unsubscribeInputSchema = z
  .object({
    email: z.string().trim().max(254),
    sig: z.string().max(200).default(''),
    /** The company a newsletter's link names (`?company=`); without it the link means all e-mails. */
    company: z.uuid().optional(),
    /**
     * The kind of notification e-mail a link names (`?kind=`, issue 40; optional, SPEC §7's payload stays
     * valid without it): the link switches off that kind's e-mail only.
     */
    kind: notificationKindSchema.optional(),
    /** `company` (the default with a company), `kind` (the default with a kind) or `all` (always possible). */
    scope: z.enum(['company', 'kind', 'all']).optional(),
  })
  .refine((value) => value.scope !== 'company' || value.company !== undefined, { path: ['scope'], message: v.invalid })
  .refine((value) => value.scope !== 'kind' || value.kind !== undefined, { path: ['scope'], message: v.invalid });
