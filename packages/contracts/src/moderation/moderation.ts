import { z } from 'zod';
import { v } from '../shared/errors';
import { pageSchemaOf } from '../shared/page';

const when = z.iso.datetime();

/**
 * What an admin may remove (SPEC §1 "remove content"): a client's review, a company's offer, promotional
 * offer, service or course and FAQ entry, an inquiry and an offer sent for one (an application). Private
 * chats are not content an admin reads or removes.
 */
export const removableKinds = ['review', 'offer', 'promo', 'course', 'faq', 'inquiry', 'application'] as const;
export type RemovableKind = (typeof removableKinds)[number];

/** The company profile entries among them: a company's, with no author of their own (the others have one). */
export const companyEntryKinds = ['offer', 'promo', 'course', 'faq'] as const satisfies readonly RemovableKind[];

/** A removal is in force (the content hidden), undone (restored), or final (the content deleted). */
export const removalStates = ['active', 'restored', 'purged'] as const;
export type RemovalState = (typeof removalStates)[number];

/** Removed content stays hidden and restorable this many days; then it is deleted for good. */
export const removalKeepDays = 30;

/** The reason an admin gives; the owner receives it by e-mail. */
export const removalReasonSchema = z.string(v.required).trim().min(3, v.tooShort).max(500, v.tooLong);

/** `POST /api/admin/removals`: remove one piece of content, telling its owner why. */
export const contentRemovalInputSchema = z.object({
  kind: z.enum(removableKinds, { error: v.invalid }),
  contentId: z.string(v.required).trim().min(1, v.required).pipe(z.uuid(v.invalid)),
  reason: removalReasonSchema,
});
export type ContentRemovalInput = z.input<typeof contentRemovalInputSchema>;

/** `GET /api/admin/removals`: newest first, by kind and state. */
export const removalsQuerySchema = z.object({
  kind: z.enum(removableKinds).optional(),
  state: z.enum(removalStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RemovalsQuery = z.infer<typeof removalsQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** One removal as the admin console lists it. */
export const contentRemovalSchema = z.object({
  id: z.string(),
  kind: z.enum(removableKinds),
  contentId: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who was told: the author (client, sales rep) or, for profile entries, the company's manager. */
  owner: person.nullable(),
  /** The start of what was removed, so the console says what it was without showing more. */
  excerpt: z.string(),
  reason: z.string(),
  state: z.enum(removalStates),
  removedBy: person.nullable(),
  removedAt: when,
  /** The last moment it may be restored; after it the content is deleted. */
  restorableUntil: when,
  /**
   * Whether Restore is offered now: in force and within its 30 days. Restoring still answers 409
   * CONTENT_CHANGED when the content changed since (a client wrote their removed review again).
   */
  restorable: z.boolean(),
  restoredBy: person.nullable(),
  restoredAt: when.nullable(),
  purgedAt: when.nullable(),
});
export type ContentRemoval = z.infer<typeof contentRemovalSchema>;
export const contentRemovalsSchema = pageSchemaOf(contentRemovalSchema);
export type ContentRemovals = z.infer<typeof contentRemovalsSchema>;
