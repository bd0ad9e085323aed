import 'server-only';
import { internalCallHeader } from '@tendero/contracts';
import { headers } from 'next/headers';
import { getPageContext } from './page-context';

/**
 * Server-rendered pages read their data from the same REST API the browser uses (one place enforces
 * permissions), through a loopback call that forwards the visitor's cookie. Answers null when the API
 * refuses (the page shows what a visitor without that data should see).
 */
export async function serverApi<T>(path: string, locale: string): Promise<T | null> {
  const context = await getPageContext();
  const cookie = (await headers()).get('cookie') ?? '';
  const response = await fetch(`${context.apiOrigin}${path}`, {
    headers: {
      cookie,
      'accept-language': locale,
      accept: 'application/json',
      [internalCallHeader]: context.internalKey,
    },
    cache: 'no-store',
  });
  if (!response.ok) return null;
  return (await response.json()) as T;
}
