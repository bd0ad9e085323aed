import { z } from 'zod';

/**
 * Trust figures (decision 0020), computed from what happened, never typed in and never bought:
 * how fast a company and each of its people answer clients, and a client's record as a buyer.
 */
export const trustRules = {
  /** Response figures look back this many days. */
  windowDays: 90,
  /** A response figure is shown once it rests on at least this many events. */
  minEvents: 5,
  /** A buyer's record is shown to providers once the client has this many finished inquiries. */
  minFinishedInquiries: 3,
  /** A buyer's record looks back this many days. */
  buyerWindowDays: 365,
  /** The "Fast responder" badge: half of at least 10 events answered within 2 hours (clock time). */
  fastResponder: { minEvents: 10, typicalMinutes: 120 },
  /** Working hours in the provider's time zone, Monday to Friday. */
  workingHours: { from: 9, to: 17 },
} as const;

export const responseMeasures = ['all', 'offers', 'chats'] as const;
export type ResponseMeasure = (typeof responseMeasures)[number];

/** One measure over the last 90 days. Medians and share are null until `enough`. */
export const responseMeasureSchema = z.object({
  enough: z.boolean().describe('At least 5 events: only then are the figures shown'),
  events: z.number().describe('Inquiries asked or chats a client started, answered or at least 24 h old'),
  answered: z.number(),
  medianMinutes: z.number().nullable().describe('Median time to the answer, clock time, over answered events'),
  medianWorkingMinutes: z.number().nullable().describe('The same counting working hours only (Mon–Fri 9–17)'),
  withinDayShare: z.number().nullable().describe('0–1: answered within 24 hours (clock), of all events'),
});
export type ResponseMeasureFigures = z.infer<typeof responseMeasureSchema>;

/** A company's or a person's response figures. */
export const responseFiguresSchema = z.object({
  all: responseMeasureSchema.describe('Offers and chats together'),
  offers: responseMeasureSchema.describe('Time from an inquiry asking the company to its first offer'),
  chats: responseMeasureSchema.describe('Time from a client starting a chat to the first reply'),
  timeZone: z.string().describe("The provider's time zone of the working hours (IANA)"),
  computedAt: z.string().nullable(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

/** A client's record as a buyer over the last 12 months. Shares are of finished inquiries. */
export const buyerRecordSchema = z.object({
  enough: z.boolean().describe('At least 3 finished inquiries: only then shown to providers'),
  published: z.number(),
  finished: z.number().describe('Closed by the client, by an accepted offer, or past their end date'),
  acceptedShare: z.number().nullable().describe('0–1: ended with an accepted offer'),
  undecidedShare: z.number().nullable().describe('0–1: ran out with offers waiting and no decision'),
  closedShare: z.number().nullable().describe('0–1: closed by the client without choosing (companies told)'),
  medianDecisionDays: z.number().nullable(),
  computedAt: z.string().nullable(),
});
export type BuyerRecord = z.infer<typeof buyerRecordSchema>;
