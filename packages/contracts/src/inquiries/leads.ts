import { z } from 'zod';
import { v } from '../shared/errors';
import { inquiryStates } from './inquiry-lifecycle';
import { emptyToUndefined, personSchema } from './inquiry-parts';

/** Leads of a company (manager): who asked, who we offered to, who favourited or reviewed us. */
export const leadStates = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadState = (typeof leadStates)[number];
export const leadSources = ['asked', 'applied', 'favourite', 'review'] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSchema = z.object({
  id: z.string(),
  state: z.enum(leadStates),
  source: z.enum(leadSources),
  client: personSchema.extend({
    organization: z.string().nullable(),
    /** Only when the client shares it with providers. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  inquiry: z
    .object({
      id: z.string(),
      services: z.array(z.string()),
      /** Left out while the company has not accepted the private inquiry's confidentiality terms. */
      description: z.string().optional(),
      detailsLocked: z.boolean().optional(),
      state: z.enum(inquiryStates),
    })
    .nullable(),
  marketingConsent: z.boolean().describe('The client agreed to marketing from companies that answer'),
  rep: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsQuerySchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(leadStates).optional()),
});
export const leadsSchema = z.object({
  items: z.array(leadSchema),
  reps: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const leadUpdateSchema = z
  .object({ state: z.enum(leadStates).optional(), repId: z.string().min(1).nullable().optional() })
  .refine((value) => value.state !== undefined || value.repId !== undefined, v.invalid);
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
