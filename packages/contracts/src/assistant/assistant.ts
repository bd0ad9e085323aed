import { z } from 'zod';
import { currencies } from '../companies/profile';
import { v } from '../shared/errors';

/**
 * The AI assistant (SPEC §1 "AI chat assistant", §2 /chat/ai): conversations private to their user, each
 * answer streamed. It works through tools that run with the user's own permissions (search the
 * marketplace, read a company's public profile, draft an inquiry, answer questions about Tendero); with
 * no model configured the offline assistant answers from the same tools and says so.
 */
export const assistantLimits = {
  /** Characters of one question. */
  questionChars: 2000,
  /** Questions per person per minute and per day (every process counts the same stored rows). */
  perMinute: 8,
  perDay: 200,
  /** Conversations the list shows, newest first. */
  listed: 50,
} as const;

export const assistantEngines = ['offline', 'model'] as const;
export type AssistantEngine = (typeof assistantEngines)[number];

export const assistantStatusSchema = z.object({
  engine: z.enum(assistantEngines).describe("'model' when AI_BASE_URL and AI_MODEL are set, else 'offline'"),
  model: z.string().nullable(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

export const assistantQuestionSchema = z.object({
  text: z.string().trim().min(1, v.required).max(assistantLimits.questionChars, v.tooLong),
});
export type AssistantQuestion = z.input<typeof assistantQuestionSchema>;

export const assistantConversationParams = z.object({ conversationId: z.uuid() });

/** A company the assistant found, as a card with a link to its page. */
export const assistantCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable().describe("The city's name in the reader's language"),
  rating: z.number().nullable(),
  reviews: z.number(),
  services: z.array(z.string()).describe('Service names in the reader’s language'),
  verified: z.boolean(),
  path: z.string().describe('The company page, e.g. /en/marketplace/company/{id}'),
});
export type AssistantCompany = z.infer<typeof assistantCompanySchema>;

/** What an answer shows besides its text; the page renders these as data, never as instructions. */
export const assistantPartSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('companies'),
    items: z.array(assistantCompanySchema),
    searchPath: z.string().describe('The same search on the results page'),
  }),
  z.object({
    type: z.literal('inquiryDraft'),
    draft: z.object({
      services: z.array(z.string()),
      city: z.string().nullable(),
      description: z.string(),
      budgetMax: z.number().nullable(),
    }),
    formPath: z.string().describe('The inquiry form, filled in'),
  }),
  z.object({
    type: z.literal('links'),
    items: z.array(z.object({ label: z.string(), path: z.string() })),
  }),
  z.object({
    type: z.literal('companyDetails'),
    company: assistantCompanySchema,
    description: z.string().describe('The first lines of its description'),
    offers: z.array(z.object({ name: z.string(), description: z.string() })),
    priced: z
      .array(
        z.object({
          name: z.string(),
          price: z.number(),
          priceBefore: z.number().nullable().describe('A promotion’s former price'),
          currency: z.enum(currencies),
        }),
      )
      .describe('Services with a price and promotions'),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    reviews: z.array(
      z.object({ rating: z.number(), text: z.string(), author: z.string(), verifiedClient: z.boolean() }),
    ),
  }),
  z.object({
    type: z.literal('applicationDraft'),
    inquiry: z.object({
      id: z.string(),
      services: z.array(z.string()).describe('Service names in the reader’s language'),
      description: z.string(),
      client: z.string(),
      budget: z
        .object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.enum(currencies) })
        .nullable(),
      city: z.string().nullable().describe("The city's name in the reader's language"),
    }),
    draft: z.object({
      message: z.string(),
      scope: z.string(),
      priceMin: z.number().nullable().describe('Null: the rep sets the price'),
      priceMax: z.number().nullable(),
      currency: z.enum(currencies),
      timelineDays: z.number().nullable(),
      paymentTerms: z.string(),
      validUntil: z.string().describe('YYYY-MM-DD'),
    }),
  }),
]);
export type AssistantPart = z.infer<typeof assistantPartSchema>;

export const assistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  parts: z.array(assistantPartSchema),
  engine: z.enum(assistantEngines).nullable(),
  status: z.enum(['complete', 'stopped', 'failed']),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;
export const assistantConversationListSchema = z.object({ items: z.array(assistantConversationSchema) });
export const assistantConversationDetailSchema = assistantConversationSchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversationDetail = z.infer<typeof assistantConversationDetailSchema>;

/**
 * The answer stream of POST …/messages: one JSON object per line (application/x-ndjson). `question` first
 * (the stored question), then `text` deltas and `part`s as they come, then `done` with the stored answer
 * (or `error`). A client that stops reading stops the answer; what was said is kept as 'stopped'.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), conversationId: z.string(), message: assistantMessageSchema }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('part'), part: assistantPartSchema }),
  z.object({ type: z.literal('done'), message: assistantMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;
