import { z } from 'zod';
import { type NotificationKind, notificationChannelsSchema, notificationKinds } from './notification-kinds';

/** A person's channels for every kind (issue 40), and whether any device of theirs receives push. */
export const notificationSettingsSchema = z.object({
  kinds: z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, notificationChannelsSchema])) as Record<
      NotificationKind,
      typeof notificationChannelsSchema
    >,
  ),
  /** How many browsers of the person subscribed to push: none means push switches have no effect yet. */
  pushDevices: z.number().int().min(0),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** One kind's change: either channel or both (a channel left out keeps its value). */
const channelChangeSchema = z.object({ email: z.boolean().optional(), push: z.boolean().optional() }).strict();

/** PUT /api/me/notifications: any kinds, any of their channels; the rest stays as it is. */
export const notificationSettingsInputSchema = z
  .object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, channelChangeSchema.optional()])) as Record<
      NotificationKind,
      z.ZodOptional<typeof channelChangeSchema>
    >,
  )
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/** A company whose newsletters reach the person's address (or reached it before they stopped them). */
export const newsletterSenderSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  /** False when the address stopped this company's newsletters. */
  receiving: z.boolean(),
});
export const newsletterSendersSchema = z.object({
  items: z.array(newsletterSenderSchema),
  /** The address stopped every Tendero e-mail (the old unsubscribe): no newsletter reaches it. */
  stoppedAll: z.boolean(),
});
export type NewsletterSenders = z.infer<typeof newsletterSendersSchema>;

export const newsletterSenderParamsSchema = z.object({ companyId: z.uuid() });
export const newsletterSenderInputSchema = z.object({ receiving: z.boolean() }).strict();
export type NewsletterSenderInput = z.infer<typeof newsletterSenderInputSchema>;
