import { z } from 'zod';
import { localizedNameSchema } from '../catalog/catalog';
import { v } from '../shared/errors';

/**
 * `GET /api/admin/leads` (SPEC §2 /admin/leads): platform-wide inquiry and application figures. Counts
 * only: never a message, a chat or a contact note.
 */
export const platformLeadsPeriods = [7, 30, 90] as const;
export type PlatformLeadsPeriod = (typeof platformLeadsPeriods)[number];
export const platformLeadsWeeks = 12;
export const platformLeadsTop = 5;

export const platformLeadsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (value): value is PlatformLeadsPeriod => (platformLeadsPeriods as readonly number[]).includes(value),
      v.invalid,
    )
    .default(30),
});
export type PlatformLeadsQuery = z.infer<typeof platformLeadsQuerySchema>;

const count = z.number().int().min(0);
const when = z.iso.datetime();

export const platformLeadsSchema = z.object({
  period: z.object({ days: z.number().int(), from: when, to: when }),
  /** Inquiries published in the period, by where they stand now (the four states add up to `published`). */
  inquiries: z.object({
    published: count,
    open: count,
    accepted: count.describe('Closed with an accepted offer'),
    closedWithoutDecision: count,
    expired: count,
  }),
  /** Offers sent in the period, by where they stand now. */
  applications: z.object({
    sent: count,
    pending: count,
    accepted: count,
    declined: count.describe('Declined by the client or not chosen'),
  }),
  /** Accepted offers among the offers sent in the period (0..1); null when none were sent. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
  /** Of the inquiries published in the period that received an offer: the median wait for the first one. */
  medianFirstApplicationSeconds: z.number().int().min(0).nullable(),
  /** The last 12 weeks (Monday to Sunday, UTC), oldest first, the current week last. */
  weeks: z.array(z.object({ weekStart: z.iso.date(), inquiries: count, applications: count })),
  topServices: z.array(z.object({ slug: z.string(), names: localizedNameSchema, inquiries: count })),
  topCategories: z.array(z.object({ slug: z.string(), names: localizedNameSchema, inquiries: count })),
  /** Companies by offers sent in the period: names and counts only. */
  topCompanies: z.array(z.object({ name: z.string(), applications: count })),
});
export type PlatformLeads = z.infer<typeof platformLeadsSchema>;
