import 'server-only';
import {
  type EndpointAnswer,
  type EndpointCall,
  type EndpointDefinition,
  endpointUrl,
  inProcessApi,
  internalCallHeader,
  readAnswer,
} from '@tendero/contracts';
import { headers } from 'next/headers';
import { getPageContext } from './page-context';

/**
 * Server-rendered pages read their data from the same REST API the browser uses (one place enforces
 * permissions), forwarding the visitor's cookie, by the same endpoint table: in-process when the API
 * serves this process (no socket, no HTTP parsing), else through a loopback call.
 * Answers null when the API refuses (the page shows what a visitor without that data should see).
 */
export async function serverApi<E extends EndpointDefinition & { method: 'GET' }>(
  endpoint: E,
  options: EndpointCall<E> & { locale: string },
): Promise<EndpointAnswer<E> | null> {
  const context = await getPageContext();
  const cookie = (await headers()).get('cookie') ?? '';
  const url = endpointUrl(endpoint, options);
  const requestHeaders = {
    cookie,
    'accept-language': options.locale,
    accept: 'application/json',
    [internalCallHeader]: context.internalKey,
  };
  // In the one-process server the API answers in-process (same routes, rules and schemas, no socket).
  const api = inProcessApi();
  if (api) {
    const answer = await api({ method: 'GET', url, headers: requestHeaders });
    if (answer.statusCode < 200 || answer.statusCode >= 300) return null;
    return readAnswer(endpoint, JSON.parse(answer.body));
  }
  const response = await fetch(`${context.apiOrigin}${url}`, { headers: requestHeaders, cache: 'no-store' });
  if (!response.ok) return null;
  return readAnswer(endpoint, await response.json());
}
