import { z } from 'zod';

/**
 * Every kind of job the app queues, with what its payload holds: `enqueueJob` takes only a kind named here
 * and its payload (a wrong payload fails the typecheck), and the queue parses a stored payload with the
 * schema before the handler sees it (a payload that does not fit fails the job at once, like an unknown
 * kind). Each capability keeps its kind's constant (`deliverMailJob = 'notifications.deliver-mail'`) and its
 * handler; this table is where a new kind is declared. A stored payload keeps the shape it was queued with:
 * change a schema only in ways old rows still fit (new fields optional).
 */
export const jobPayloads = {
  'notifications.deliver-mail': z.object({ mailId: z.string() }),
  /** One notice to every push subscription of one person, already in their language (notifications/notify.ts). */
  'notifications.send-push': z.object({
    userId: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    /** The page the notification opens, without the origin (`/pl/chat/…`). */
    path: z.string(),
    tag: z.string().optional(),
    /** Only this device: the retry of one device that failed while the person's others received it. */
    subscriptionId: z.string().optional(),
  }),
  'accounts.erase-account': z.object({ userId: z.string() }),
  'inquiries.digest': z.object({}),
  /** Instant alerts of one published inquiry to every matching provider (inquiries/alerts, issue 40). */
  'inquiries.alert-new': z.object({ inquiryId: z.string() }),
  'inquiries.sweep-removed-files': z.object({}),
  'billing.apply-event': z.object({
    eventId: z.string(),
    type: z.string(),
    customerId: z.string().nullish(),
    subscriptionId: z.string().nullish(),
    invoiceId: z.string().nullish(),
    companyId: z.string().nullish(),
    checkoutSessionId: z.string().nullish(),
    paymentIntentId: z.string().nullish(),
  }),
  'billing.refresh-premium': z.object({ companyId: z.string() }),
  'billing.year-ending-reminder': z.object({ companyId: z.string(), yearEnd: z.string() }),
  'invoicing.issue': z.object({ paymentId: z.string() }),
  'invoicing.correct': z.object({
    paymentId: z.string(),
    /** The refund's own reference (one correction each), e.g. `refund:<charge>:<amount refunded so far>`. */
    reference: z.string(),
    /** How much of the gross went back, in the payment's minor units. */
    refundedCents: z.number().int().positive(),
    reason: z.string().nullish(),
  }),
  'invoicing.sweep': z.object({}),
  'moderation.purge-removed': z.object({}),
  'newsletter.send-batch': z.object({ newsletterId: z.string() }),
  'trust.refresh-figures': z.object({}),
  'chat.offline-mail': z.object({}),
  /** One invoice's way to KSeF: sent when waiting, then its status read (`poll`: how many reads so far). */
  'invoicing.ksef-send': z.object({ invoiceId: z.string(), poll: z.number().int().min(0).optional() }),
  'invoicing.ksef-sweep': z.object({}),
  'personal-data.build-export': z.object({ exportId: z.string() }),
  'personal-data.expire-export': z.object({ exportId: z.string() }),
  /** The saved searches a newly verified company matches, alerted or kept for their digest (issue 40). */
  'saved-searches.match-company': z.object({ companyId: z.string() }),
  'saved-searches.digest': z.object({}),
} satisfies JobTable;

/** A table of job kinds and their payloads' schemas (the app's is `jobPayloads`; the queue's tests have theirs). */
export type JobTable = Record<string, z.ZodType<Record<string, unknown>>>;
export type AppJobs = typeof jobPayloads;
export type JobKind = keyof AppJobs;
/** What a job of this kind carries, as queued and as its handler receives it. */
export type JobPayload<K extends JobKind, T extends JobTable = AppJobs> = z.infer<T[K]>;
