import { z } from 'zod';
import { currencies } from '../companies/profile';
import { locales } from '../routing/locales';
import { v } from '../shared/errors';
import { attachmentSchema } from './attachments';
import { applicationStates } from './inquiry-lifecycle';
import { optionalAmount, personSchema } from './inquiry-parts';

/** An offer: the same fields for every company, so a client compares like for like. */
export const applicationFieldsSchema = z
  .object({
    message: z.string().trim().min(10, 'inquiries.validation.messageRequired').max(2000, v.tooLong),
    priceMin: z.coerce.number().int().min(1, 'inquiries.validation.priceRequired').max(100_000_000, v.invalid),
    priceMax: optionalAmount,
    currency: z.enum(currencies),
    timelineDays: z.coerce
      .number()
      .int('inquiries.validation.timelineDays')
      .min(1, 'inquiries.validation.timelineDays')
      .max(730, 'inquiries.validation.timelineDays'),
    scope: z.string().trim().min(10, v.tooShort).max(1000, v.tooLong),
    paymentTerms: z.string().trim().min(3, v.tooShort).max(300, v.tooLong),
    validUntil: z.iso.date(v.invalid),
  })
  .refine((value) => value.priceMax === undefined || value.priceMin <= value.priceMax, {
    message: 'inquiries.validation.priceOrder',
    path: ['priceMax'],
  });
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;

/** One side of an award's handshake (a person's name and how to reach them). */
export const handshakePartySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type HandshakeParty = z.infer<typeof handshakePartySchema>;

export const applicationSchema = z.object({
  id: z.string(),
  inquiryId: z.string(),
  state: z.enum(applicationStates),
  message: z.string(),
  price: z.object({ min: z.number(), max: z.number().nullable(), currency: z.enum(currencies) }),
  timelineDays: z.number(),
  scope: z.string(),
  paymentTerms: z.string(),
  validUntil: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Hidden from the client while its company is not verified (kept; shown again once it is verified). */
  hiddenFromClient: z.boolean(),
  rep: personSchema,
  company: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    verified: z.boolean(),
    rating: z
      .object({
        average: z.number().nullable().describe('Of verified reviews only'),
        count: z.number(),
        verifiedCount: z.number(),
      })
      .describe('As on the company page: the average of verified clients, every shown review counted'),
  }),
  /**
   * The handshake after an award: on the accepted offer only, to its client, its rep, their company's manager
   * and admins, each party's name, e-mail and phone. The client's details are null again if the client
   * withdrew sharing them with the company (on /contacts).
   */
  handshake: z.object({ client: handshakePartySchema, rep: handshakePartySchema, companyName: z.string() }).optional(),
  /** The company's consents the client accepts with the offer (SPEC §2 consent links to /statue). */
  consents: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      language: z.enum(locales).optional().describe('The language `content` is written in, when the company said'),
      translation: z.string().optional().describe('The same consent in the other language, when the company wrote it'),
    }),
  ),
  /** The offer's files (an offer PDF), for those who may read the offer. */
  attachments: z.array(attachmentSchema).default([]),
});
export type Application = z.infer<typeof applicationSchema>;
