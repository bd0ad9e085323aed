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
  /** `answersInquiries`: a manager who acts as a sales rep of their company too (`actsAsRep`). */
  session: z.object({ userId: z.string(), role: z.enum(roles), answersInquiries: z.boolean().optional() }).nullable(),
});
export type PageContext = z.infer<typeof pageContextSchema>;

/**
 * The API answering the page renderer in the same process, without a socket: the server registers it on
 * `globalThis` under this key (the Next.js bundle and the server share the process, not their modules).
 * It runs the request through the same routes, hooks and answer schemas as an HTTP call.
 */
export const inProcessApiKey = Symbol.for('tendero.in-process-api');
export type InProcessApi = (request: {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; body: string }>;

/** The in-process API when this process serves it (the one-process server), else null (loopback HTTP). */
export function inProcessApi(): InProcessApi | null {
  return ((globalThis as Record<symbol, unknown>)[inProcessApiKey] as InProcessApi | undefined) ?? null;
}
