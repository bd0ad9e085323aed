import { z } from 'zod';

/**
 * What Tendero tells a person about, one switch pair (e-mail, push) per kind (issue 40): the settings page,
 * the API and every sender read the same table. A person's unsubscribe link names the kind of the e-mail it
 * came with, and switches only that kind's e-mail off.
 *
 * - `messages`: a new chat message while the person is away;
 * - `inquiries`: new inquiries for a provider (the digest and the instant alerts) and saved-search alerts;
 * - `offers`: a new offer, an award, a decision on an offer;
 * - `meetings`: a meeting proposed, answered, changed or cancelled;
 * - `newsletters`: companies' newsletters (each sender can also be stopped on its own);
 * - `news`: Tendero's own news (marketing: only with the marketing consent).
 */
export const notificationKinds = ['messages', 'inquiries', 'offers', 'meetings', 'newsletters', 'news'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindSchema = z.enum(notificationKinds);

/** The ways a kind reaches a person: neither is "nothing". Push reaches only devices the person subscribed. */
export const notificationChannelsSchema = z.object({ email: z.boolean(), push: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** What a person who never chose gets: e-mail for every kind, push for what needs an answer soon. */
export const defaultNotificationChannels: Record<NotificationKind, NotificationChannels> = {
  messages: { email: true, push: true },
  inquiries: { email: true, push: true },
  offers: { email: true, push: true },
  meetings: { email: true, push: true },
  newsletters: { email: true, push: false },
  news: { email: true, push: false },
};
