import { z } from 'zod';
import { unsubscribeInputSchema } from '../accounts/profile';
import { mailingLinkSchema } from '../newsletter/newsletter';
import { defineEndpoint } from '../shared/endpoint';
import { notificationKindSchema } from './notification-kinds';
import {
  newsletterSenderInputSchema,
  newsletterSenderParamsSchema,
  newsletterSendersSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
} from './notification-settings';

/**
 * The unsubscribe link of notification e-mails and newsletters: no session needed, the link's signature
 * (`sig`, over the address, the user id, the company a newsletter's link names and the kind a notification
 * e-mail's link names) is the proof. And a person's own notification settings (issue 40), signed in.
 */
export const notificationsEndpoints = {
  unsubscribeLink: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId/unsubscribe',
    access: 'anyone',
    tags: ['notifications'],
    summary: 'What a signed unsubscribe link is about: the company it names and what the address already stopped',
    params: z.object({ userId: z.string().min(1).max(100) }),
    query: z.object({
      email: z.string().trim().max(254),
      company: z.uuid().optional(),
      kind: notificationKindSchema.optional(),
      sig: z.string().max(200),
    }),
    answer: mailingLinkSchema,
    errors: ['FORBIDDEN', 'RATE_LIMITED'],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/users/:userId/unsubscribe',
    access: 'anyone',
    tags: ['notifications'],
    summary:
      "Stop one company's newsletters (a link naming it), one kind of notification e-mail (a link naming it), or all Tendero e-mails to this address (signed link)",
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: unsubscribeInputSchema,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION_ERROR'],
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/me/notifications',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Your notification settings: e-mail and push for every kind, and how many devices receive push',
    answer: notificationSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/me/notifications',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'Change the e-mail or push switch of any kinds (the kinds and channels left out stay as they are)',
    body: notificationSettingsInputSchema,
    answer: notificationSettingsSchema,
    errors: ['VALIDATION_ERROR'],
  }),
  newsletterSenders: defineEndpoint({
    method: 'GET',
    path: '/api/me/notifications/newsletters',
    access: 'signed-in',
    tags: ['notifications'],
    summary: 'The companies whose newsletters reach your address, or reached it before you stopped them',
    answer: newsletterSendersSchema,
  }),
  setNewsletterSender: defineEndpoint({
    method: 'PUT',
    path: '/api/me/notifications/newsletters/:companyId',
    access: 'signed-in',
    tags: ['notifications'],
    summary: "Stop or resume one company's newsletters to your address",
    params: newsletterSenderParamsSchema,
    body: newsletterSenderInputSchema,
    answer: newsletterSendersSchema,
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
  }),
};
