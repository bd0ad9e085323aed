import 'server-only';
import {
  type EndpointAnswer,
  type EndpointCall,
  type EndpointDefinition,
  endpointUrl,
  internalCallHeader,
  readAnswer,
} from '@tendero/contracts';
import { headers } from 'next/headers';
import { getPageContext } from './page-context';

/**
 * Server-rendered pages read their data from the same REST API the browser uses (one place enforces
 * permissions), through a loopback call that forwards the visitor's cookie, by the same endpoint table.
 * Answers null when the API refuses (the page shows what a visitor without that data should see).
 */
export async function serverApi<E extends EndpointDefinition & { method: 'GET' }>(
  endpoint: E,
  options: EndpointCall<E> & { locale: string },
): Promise<EndpointAnswer<E> | null> {
  const context = await getPageContext();
  const cookie = (await headers()).get('cookie') ?? '';
  const response = await fetch(`${context.apiOrigin}${endpointUrl(endpoint, options)}`, {
    headers: {
      cookie,
      'accept-language': options.locale,
      accept: 'application/json',
      [internalCallHeader]: context.internalKey,
    },
    cache: 'no-store',
  });
  if (!response.ok) return null;
  return readAnswer(endpoint, await response.json());
}
