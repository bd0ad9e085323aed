import { z } from 'zod';
import { roles } from '../routing/roles';

/**
 * What the page gateway tells the page renderer about a request, in the `x-tendero-context` request
 * header. The gateway removes any such header a client sends, so pages can trust it.
 */
export const pageContextHeader = 'x-tendero-context';

export const pageContextSchema = z.object({
  path: z.string(),
  mode: z.enum(['demo', 'production']),
  /** Absolute origin for canonical links, hreflang and the sitemap. */
  publicUrl: z.string(),
  supportEmail: z.string(),
  session: z.object({ userId: z.string(), role: z.enum(roles) }).nullable(),
});
export type PageContext = z.infer<typeof pageContextSchema>;
