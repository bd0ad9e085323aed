import { internalCallHeader, sessionCookies } from '@tendero/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * SPEC §7: sign-up is the one call a client sends form-encoded (arrays as name[]); the other is a mail
 * client's one-click unsubscribe (RFC 8058 posts `List-Unsubscribe=One-Click`). Every other call is JSON.
 */
export const formEncodedRoutes: ReadonlySet<string> = new Set(['/api/auth/sign-up', '/api/newsletter/unsubscribe']);

/**
 * Where a browser says a request comes from. `Sec-Fetch-Site` first (a page cannot set it; `same-site` is
 * another port or subdomain of the same site, which is not us), then `Origin` against the app's own origin.
 * Neither header: not a browser, or one too old to tell (`unknown`).
 */
export function requestProvenance(
  headers: FastifyRequest['headers'],
  appOrigin: string,
): 'same-origin' | 'foreign' | 'unknown' {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none' ? 'same-origin' : 'foreign';
  const origin = headers.origin;
  if (typeof origin === 'string') return origin === appOrigin ? 'same-origin' : 'foreign';
  return 'unknown';
}

function isFormEncoded(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/**
 * Cross-site request forgery. The session cookie goes along with any request the browser sends to
 * us, also one a page of another site (or another port of this host) makes it send. So a state-changing call
 * that carries the session cookie is refused when the browser says it comes from elsewhere. Calls with an
 * `Authorization: Bearer` header are not at risk (a foreign page cannot add that header without a CORS grant,
 * and none is given), nor are the page renderer's in-process calls (internal key). Form-encoded bodies, the
 * one kind a foreign page can post without asking, are accepted only where SPEC §7 sends one.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: AppConfig): void {
  const appOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!stateChanging.has(request.method)) return;
    if (request.headers[internalCallHeader] === config.internalKey) return;
    const authorization = request.headers.authorization;
    const bearer = typeof authorization === 'string' && authorization.startsWith('Bearer ');
    if (!bearer && request.cookies?.[sessionCookies.accessToken]) {
      if (requestProvenance(request.headers, appOrigin) === 'foreign') {
        return sendError(request, reply, 'FORBIDDEN', undefined, {
          reason: 'CROSS_SITE_REQUEST',
          messageKey: 'errors.crossSiteRequest',
        });
      }
    }
    if (isFormEncoded(request) && !formEncodedRoutes.has(request.routeOptions.url ?? '')) {
      return sendError(request, reply, 'VALIDATION_ERROR', undefined, {
        reason: 'FORM_BODY_REFUSED',
        messageKey: 'errors.formBodyRefused',
      });
    }
  });
}
