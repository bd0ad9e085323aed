import { z } from 'zod';
import { accountStatuses, passwordSchema, termsConsentSchema } from '../accounts/accounts';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';

/** SPEC §3 "Invitation": seller name and e-mail address. */
export const inviteSalesRepSchema = z.object({
  sellerName: z.string().trim().min(1, v.required).max(160, v.tooLong),
  email: z.string().trim().min(1, v.required).max(254, v.tooLong).pipe(z.email(v.email)),
});
export type InviteSalesRepInput = z.infer<typeof inviteSalesRepSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  invitationExpiresAt: z.string().nullable(),
  /** Answers clients' inquiries (sends offers, handles leads, talks with clients): a rep, or a manager who does. */
  answersInquiries: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamSchema = z.object({
  companyName: z.string(),
  members: z.array(teamMemberSchema),
  /** The manager's own setting "I answer inquiries myself" (a one-person firm). */
  answersInquiries: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * "I answer inquiries myself": a manager of a firm without (enough) reps acts as a sales rep of their own
 * company too (offers, leads, a public rep profile, chats with clients). Switching it off keeps what they sent.
 */
export const answeringSettingSchema = z.object({ answersInquiries: z.boolean() });
export type AnsweringSetting = z.infer<typeof answeringSettingSchema>;

/**
 * SPEC §2: remove a member with their contacts (deleted) or without (moved to the manager). SPEC §7 calls
 * the DELETE without a query: then the contacts stay with the company ('without').
 */
export const removeMemberQuerySchema = z.object({ contacts: z.enum(['with', 'without']).default('without') });

/**
 * The invitee sets a password on first sign-in (`/change-password?invitation=…`) and accepts the terms and
 * privacy policy, as a sign-up does.
 */
export const acceptInvitationSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    passwordRepeat: z.string().min(1, v.required),
    consent: termsConsentSchema,
  })
  .refine((value) => value.password === value.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'accounts.validation.passwordsDoNotMatch',
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
export const acceptInvitationResultSchema = z.object({ username: z.string() });
