import 'server-only';
import { type PageContext, pageContextHeader, pageContextSchema } from '@tendero/contracts';
import { headers } from 'next/headers';

const fallback: PageContext = {
  path: '/',
  mode: 'production',
  publicUrl: 'http://localhost:3000',
  supportEmail: 'support@tendero.app',
  apiOrigin: 'http://127.0.0.1:3000',
  internalKey: '',
  phoneGeolocationUrl: null,
  session: null,
};

/**
 * The page context the API's page gateway resolved for this request (path, mode, session). The gateway
 * strips any client-sent copy of the header, so it is trusted here.
 */
export async function getPageContext(): Promise<PageContext> {
  const raw = (await headers()).get(pageContextHeader);
  if (!raw) return fallback;
  try {
    const parsed = pageContextSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
