import { z } from 'zod';
import { notificationKindSchema } from '../notifications/notification-kinds';
import { v } from '../shared/errors';

/** Limits of a newsletter (SPEC §5: 'recipients chosen and message filled'). */
export const newsletterLimits = { subject: 200, body: 20_000, recipients: 5_000 } as const;

/**
 * Why a chosen contact does not receive a newsletter: no e-mail address, no marketing consent recorded,
 * the address unsubscribed from all Tendero e-mails, or from this company's newsletters only.
 */
export const newsletterSkipReasons = ['noEmail', 'noConsent', 'unsubscribedAll', 'unsubscribedCompany'] as const;
export type NewsletterSkipReason = (typeof newsletterSkipReasons)[number];

const idList = z.array(z.uuid()).max(newsletterLimits.recipients).default([]);

/** The composer's form: contacts by tag or one by one, a subject and a message with simple formatting. */
export const newsletterDraftSchema = z
  .object({
    tagIds: idList,
    contactIds: idList,
    subject: z.string().trim().min(1, v.required).max(newsletterLimits.subject, v.tooLong),
    body: z.string().trim().min(1, v.required).max(newsletterLimits.body, v.tooLong),
  })
  .refine((draft) => draft.tagIds.length + draft.contactIds.length > 0, {
    path: ['contactIds'],
    message: 'newsletter.errors.noRecipients',
  });
export type NewsletterDraft = z.input<typeof newsletterDraftSchema>;

/** The preview: the message as the e-mail will show it (escaped HTML), and its text part. */
export const newsletterPreviewInputSchema = z.object({
  subject: z.string().max(newsletterLimits.subject).default(''),
  body: z.string().max(newsletterLimits.body).default(''),
});
export const newsletterPreviewSchema = z.object({ html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** One contact the sender may choose, and whether a newsletter would reach it. */
export const newsletterAudienceContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  tagIds: z.array(z.string()),
  skipReason: z.enum(newsletterSkipReasons).nullable(),
});
export const newsletterAudienceSchema = z.object({
  contacts: z.array(newsletterAudienceContactSchema),
  tags: z.array(z.object({ id: z.string(), name: z.string(), colour: z.string() })),
});
export type NewsletterAudience = z.infer<typeof newsletterAudienceSchema>;
export type NewsletterAudienceContact = z.infer<typeof newsletterAudienceContactSchema>;

/** How many of the chosen contacts are left out, by reason. */
export const newsletterSkippedSchema = z.object({
  noEmail: z.number().int(),
  noConsent: z.number().int(),
  unsubscribedAll: z.number().int(),
  unsubscribedCompany: z.number().int(),
});

/**
 * What sending did: the newsletter kept in the list, how many it goes to (0 when every chosen contact is
 * left out: a success that says so, not a refusal) and how many were left out by reason.
 */
export const newsletterSentSchema = z.object({
  id: z.string(),
  recipients: z.number().int(),
  skipped: newsletterSkippedSchema,
});
export type NewsletterSent = z.infer<typeof newsletterSentSchema>;

/** A sent newsletter in the list, with what became of its e-mails (from the outbox). */
export const newsletterSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.number().int(),
  skipped: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
export const newsletterListSchema = z.object({ items: z.array(newsletterSummarySchema) });
export type NewsletterList = z.infer<typeof newsletterListSchema>;

export const newsletterDetailSchema = newsletterSummarySchema.extend({
  body: z.string(),
  recipientList: z.array(z.object({ email: z.string(), status: z.enum(['pending', 'delivered', 'failed']) })),
});
export type NewsletterDetail = z.infer<typeof newsletterDetailSchema>;

/**
 * SPEC §7 POST /newsletter/subscribe (subscribe and confirm): an address asks for the newsletter (a
 * confirmation e-mail goes out), or the e-mail's token confirms it (double opt-in).
 */
export const newsletterSubscribeSchema = z.union([
  z.object({ email: z.email(v.email).trim().max(254, v.tooLong) }),
  z.object({ token: z.string().min(10).max(200) }),
]);
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
export const newsletterSubscribeAnswerSchema = z.object({ status: z.enum(['pending', 'confirmed']) });

/**
 * The signed unsubscribe link's parts (`/{locale}/delete-mailing/{email}/{userId}?company=&sig=`). A
 * newsletter's link names its company (`company`, covered by the signature); a notification e-mail's link,
 * and every link sent before newsletters named their company, has none.
 */
export const mailingLinkQuerySchema = z.object({
  email: z.string().trim().max(254),
  userId: z.string().min(1).max(100),
  company: z.uuid().optional(),
  /** The kind of notification e-mail the link came with (issue 40): only that kind's e-mail stops. */
  kind: notificationKindSchema.optional(),
  sig: z.string().max(200),
});
export type MailingLinkQuery = z.infer<typeof mailingLinkQuerySchema>;

/**
 * What an unsubscribe stops: `company`, that company's newsletters only (a link naming a company); `kind`,
 * one kind of notification e-mail of the link's account (a link naming a kind, issue 40); `all`, every newsletter of every company and the notification e-mails of an account with the address.
 */
export const unsubscribeScopes = ['company', 'kind', 'all'] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

/** What a valid link is about, for its page: the company it names and what the address already stopped. */
export const mailingLinkSchema = z.object({
  email: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The kind of notification e-mail the link names (null: a newsletter's link, or an older link). */
  kind: notificationKindSchema.nullable(),
  /** `kind`: the link's account has that kind's e-mail switched off. */
  unsubscribed: z.object({ company: z.boolean(), kind: z.boolean(), all: z.boolean() }),
});
export type MailingLink = z.infer<typeof mailingLinkSchema>;
