import { z } from 'zod';
import { v } from '../shared/errors';

export const supportTopics = [
  'account',
  'companyProfile',
  'inquiries',
  'billing',
  'integration',
  'privacy',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

/** The support-centre form (SPEC §1: answered within 24 hours). Used by the page form and the API. */
export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, v.required).max(120, v.tooLong),
  email: z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email)),
  topic: z.enum(supportTopics, v.required),
  message: z.string().trim().min(10, v.tooShort).max(4000, v.tooLong),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/**
 * The e-mail the requester got: `copy` (signed in: their message, to the account's own address), `notice`
 * (not signed in: a notice of receipt without their text, to the address given), `none` (not signed in and
 * that address already had a notice today).
 */
export const supportConfirmations = ['copy', 'notice', 'none'] as const;
export type SupportConfirmation = (typeof supportConfirmations)[number];

export const supportRequestCreatedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  answerBy: z
    .string()
    .describe('When support promises to answer: 24 hours of working days, within working hours (ISO date-time)'),
  confirmation: z
    .enum(supportConfirmations)
    .optional()
    .describe("copy: a copy to the signed-in account's address; notice: a notice without the text; none"),
});
export type SupportRequestCreated = z.infer<typeof supportRequestCreatedSchema>;
