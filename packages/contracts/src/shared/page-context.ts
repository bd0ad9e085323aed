import { z } from 'zod';
import { roles } from '../routing/roles';

/**
 * What the page gateway tells the page renderer about a request, in the `x-tendero-context` request
 * header. The gateway removes any such header a client sends, so pages can trust it.
 */
export const pageContextHeader = 'x-tendero-context';
export const internalCallHeader = 'x-tendero-internal';

export const pageContextSchema = z.object({
  path: z.string(),
  mode: z.enum(['demo', 'production']),
  /** Absolute origin for canonical links, hreflang and the sitemap. */
  publicUrl: z.string(),
  supportEmail: z.string(),
  /** Where server-rendered pages reach the API in-process (loopback), forwarding the user's cookie. */
  apiOrigin: z.string(),
  /** Marks the page renderer's own API calls (exempt from the per-IP rate limit: they all come from loopback). */
  internalKey: z.string(),
  /** SPEC §7 phone-country preselection by IP geolocation; null when the setting is off (default). */
  phoneGeolocationUrl: z.string().nullable(),
  session: z.object({ userId: z.string(), role: z.enum(roles) }).nullable(),
});
export type PageContext = z.infer<typeof pageContextSchema>;
