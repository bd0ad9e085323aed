import { z } from 'zod';
import { teamSizes, workLanguages } from '../companies/profile';
import { companySearchQuerySchema, searchSorts } from '../marketplace/marketplace';
import { v } from '../shared/errors';

/** How often a saved search alerts about newly verified companies it finds; 'off' after its unsubscribe link. */
export const savedSearchFrequencies = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
/** How many saved searches one person keeps. */
export const savedSearchLimit = 50;

/** The search as saved: the marketplace's search query (what, where, every filter, the sort), without the page. */
export const savedSearchQuerySchema = companySearchQuerySchema.omit({ page: true });
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;
/** The saved query as answers show it (already parsed: plain values). */
export const savedSearchQueryViewSchema = z.object({
  q: z.string().optional(),
  category: z.string().optional(),
  service: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  minRating: z.number().optional(),
  teamSize: z.enum(teamSizes).optional(),
  language: z.enum(workLanguages).optional(),
  promo: z.boolean().optional(),
  sort: z.enum(searchSorts),
});

const nameSchema = z.string().trim().min(1, v.required).max(80, v.tooLong);

export const createSavedSearchSchema = z.object({
  name: nameSchema,
  frequency: z.enum(savedSearchFrequencies).default('instant'),
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z.object({
  name: nameSchema.optional(),
  frequency: z.enum(savedSearchFrequencies).optional(),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

export const savedSearchParamsSchema = z.object({ savedSearchId: z.uuid() });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(savedSearchFrequencies),
  query: savedSearchQueryViewSchema,
  newMatches: z.number().describe('Companies it found since the person last opened it'),
  seenAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema), limit: z.number() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** The one-click unsubscribe of one saved search's alerts: its id and the e-mail's signature. */
export const savedSearchUnsubscribeSchema = z.object({ id: z.uuid(), sig: z.string().min(10).max(200) });
export const savedSearchUnsubscribedSchema = z.object({ name: z.string(), frequency: z.enum(savedSearchFrequencies) });
