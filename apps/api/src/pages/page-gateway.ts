import {
  decidePageAccess,
  isLocale,
  localeCookieName,
  matchRoute,
  type PageContext,
  secondFactorSetupPath,
  splitLocale,
  withLocale,
} from '@tendero/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { sendError } from '../plugins/errors';
import { requestLocale } from '../plugins/request-locale';
import type { Session, SessionResolver } from '../plugins/session';
import type { PageCache } from './page-cache';
import { createForwardPage, type PageRenderer } from './page-forward';
import { createSharedPages } from './shared-pages';

export type { PageRenderer };

/** Files Next.js serves as they are: no locale, no guard. */
const publicFiles = new Set(['/favicon.ico', '/icon.svg', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest']);

function isAsset(pathname: string): boolean {
  return pathname.startsWith('/_next/') || publicFiles.has(pathname);
}

/**
 * The path the page renderer may end up routing: every segment percent-decoded, again until nothing changes
 * (the catch-all page decodes the segments Next.js hands it, which may already be decoded once), so
 * `/en/admin/%70rofiles` is guarded as `/en/admin/profiles`. Null when a segment is not valid
 * percent-encoding or keeps decoding.
 */
export function decodePagePath(pathname: string): string | null {
  let path = pathname;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = path
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/');
    } catch {
      return null;
    }
    if (decoded === path) return path;
    path = decoded;
  }
  return null;
}

/** The pages a person who must set up a second factor may still open: the set-up, signing out, the legal texts. */
function secondFactorFree(path: string): boolean {
  return [secondFactorSetupPath, '/logout', '/statue', '/privacy'].some(
    (free) => path === free || path.startsWith(`${free}/`),
  );
}

/** Where a 404 is rendered: a path of no route, so the renderer shows the plain 404 page and no layout. */
export const notFoundPagePath = '/page-not-found';

/**
 * Every request that is not API, socket or health goes through here: locale prefix, then the route table's
 * decision for the viewer (allow, 301 redirect, not found), then the page renderer with a trusted page
 * context. This is the only place that decides who may open a page.
 */
export function registerPageGateway(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    render: PageRenderer;
    resolveSession: SessionResolver;
    pageCache?: PageCache;
    /** Why a session must set up a second factor before anything else (an admin, a team's rule), or null. */
    secondFactorGate?: (session: Session) => Promise<string | null>;
  },
): void {
  const { config, render, resolveSession, pageCache } = options;
  const contextOf = (path: string, session: Session | null): PageContext => ({
    path,
    mode: config.mode,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    apiOrigin: `http://127.0.0.1:${config.port}`,
    internalKey: config.internalKey,
    phoneGeolocationUrl: config.phoneGeolocationUrl ?? null,
    session,
  });

  const forward = createForwardPage(config, render);
  const shared = createSharedPages(config, pageCache, forward);

  const redirect = (reply: FastifyReply, status: 301 | 307 | 308, location: string) =>
    reply.code(status).header('cache-control', 'no-store').header('location', location).send();

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      // The request target is a path: `//host/x` resolved against a base would be read as another host
      // ("//%EF%BF%BF/pl" threw Invalid URL: a 500), so the base's origin is written before it instead.
      const url = URL.parse(`http://gateway.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
      if (!url) return sendError(request, reply, 'NOT_FOUND');
      const { pathname, search } = url;
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/socket.io')) {
        return sendError(request, reply, 'NOT_FOUND');
      }
      if (isAsset(pathname)) {
        // The built files and the icon have routes of their own (static-assets.ts); what reaches here is
        // a name that is not one of them (Next.js answers 404), or a file Next.js makes.
        // sitemap.xml and robots.txt need the public origin; other files need nothing.
        const needsContext = pathname === '/sitemap.xml' || pathname === '/robots.txt';
        return forward(request, reply, needsContext ? contextOf(pathname, null) : null, {
          isPage: false,
        });
      }

      // An address without a locale gets the stored choice, else the browser's language (Accept-Language).
      const cookieLocale = request.cookies?.[localeCookieName];
      const preferred = isLocale(cookieLocale) ? cookieLocale : requestLocale(request);
      if (pathname === '/') return redirect(reply, 307, `/${preferred}${search}`);

      // Decisions are made on the decoded path; a 404 renders a path of no route, whatever the URL decodes to.
      const decoded = decodePagePath(pathname);
      const notFound = async (locale: string, session?: Session | null) => {
        request.raw.url = `/${locale}${notFoundPagePath}`;
        const viewer = session === undefined ? await resolveSession(request) : session;
        return forward(request, reply, contextOf(pathname, viewer), { status: 404 });
      };
      const localized = decoded === null ? null : splitLocale(decoded);
      if (decoded === null || !localized) {
        // A known page without its locale ("/marketplace") gets one; anything else is a 404 page.
        if (decoded !== null && matchRoute(decoded)) {
          return redirect(reply, 308, `${withLocale(preferred, pathname)}${search}`);
        }
        return notFound(preferred);
      }

      const session = await resolveSession(request);
      const decision = decidePageAccess(localized.path, session?.role ?? null);
      if (decision.kind === 'redirect') {
        return redirect(reply, decision.status, withLocale(localized.locale, decision.location));
      }
      if (decision.kind === 'sign-in') {
        // Not permanent (after signing in the same address opens); back to exactly this address.
        const back = encodeURIComponent(`${pathname}${search}`);
        return redirect(reply, 307, `${withLocale(localized.locale, '/login')}?next=${back}`);
      }
      if (decision.kind === 'not-found') return notFound(localized.locale, session);
      // An admin, or a member of a team that requires it, with no second factor yet: its set-up first.
      if (session && options.secondFactorGate && !secondFactorFree(localized.path)) {
        if (await options.secondFactorGate(session)) {
          const back = encodeURIComponent(`${pathname}${search}`);
          return redirect(reply, 307, `${withLocale(localized.locale, secondFactorSetupPath)}?next=${back}`);
        }
      }
      if (shared.isShared(request, matchRoute(localized.path)?.route.id, session)) {
        return shared.serve(request, reply, contextOf(pathname, session));
      }
      return forward(request, reply, contextOf(pathname, session));
    },
  });

  // Pages are read-only over HTTP: writes go through /api.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => sendError(request, reply, 'NOT_FOUND'),
  });
}
