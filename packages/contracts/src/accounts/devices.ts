import { z } from 'zod';
import { av } from './accounts';

/** Answering the `EMAIL_CODE` sign-in challenge: its id and the 6-digit code e-mailed to the account. */
export const emailCodeAnswerSchema = z.object({
  challengeId: z.uuid(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, av.codeFormat),
});
export type EmailCodeAnswer = z.infer<typeof emailCodeAnswerSchema>;

/** One of a person's live sessions as the account settings list it. */
export const ownSessionSchema = z.object({
  id: z.string(),
  /** Browser and version read from the user agent ('Firefox 133'); null when it says nothing we know. */
  browser: z.string().nullable(),
  /** Operating system ('Windows 10', 'Android 15'); null when unknown. */
  system: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  address: z.string().nullable(),
  firstUsedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionsSchema = z.object({ sessions: z.array(ownSessionSchema) });
export type OwnSessions = z.infer<typeof ownSessionsSchema>;

export const ownSessionParams = z.object({ sessionId: z.string().min(1).max(100) });

export const endedSessionsSchema = z.object({ ended: z.number().int() });
