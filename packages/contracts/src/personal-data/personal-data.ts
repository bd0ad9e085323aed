import { z } from 'zod';
import { consentKindSchema } from '../consents/consents';

/**
 * A person's own data (GDPR art. 15 and 20): the ZIP of everything Tendero holds about them, built by a
 * job, downloadable by them for 7 days, at most one requested a day; and the consents they gave.
 */
export const dataExportStates = ['waiting', 'ready', 'expired'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** How long a built export can be downloaded, and how often one can be requested. */
export const dataExportValidDays = 7;
export const dataExportEveryHours = 24;

const when = z.string().describe('ISO 8601 time');

export const dataExportSchema = z.object({
  id: z.uuid(),
  state: z.enum(dataExportStates).describe('waiting: being built; ready: can be downloaded; expired: removed'),
  requestedAt: when,
  readyAt: when.nullable(),
  expiresAt: when.nullable().describe('When the file is removed (7 days after it was ready)'),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportStatusSchema = z.object({
  latest: dataExportSchema.nullable().describe('The newest export requested, if any'),
  nextRequestAt: when.nullable().describe('When another export can be requested; null: now'),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportParamsSchema = z.object({ id: z.uuid() });

/** One version of a consent text the person accepted. */
export const ownConsentSchema = z.object({
  kind: consentKindSchema,
  version: z.number().int(),
  acceptedAt: when,
  ip: z.string().nullable().describe('The address it was given from'),
  current: z.boolean().describe('This version is the one shown now'),
  withdrawnAt: when.nullable().describe('When the person withdrew this consent after accepting it (marketing)'),
});
export type OwnConsent = z.infer<typeof ownConsentSchema>;

export const ownConsentsSchema = z.object({
  items: z.array(ownConsentSchema),
  marketing: z.object({
    given: z.boolean().describe('Marketing consent is in force (given and not withdrawn since)'),
    givenAt: when.nullable(),
    withdrawnAt: when.nullable(),
    newsletterSince: when
      .nullable()
      .describe("Since when the person's address receives Tendero's newsletter (confirmed sign-up); null: it does not"),
  }),
});
export type OwnConsents = z.infer<typeof ownConsentsSchema>;
