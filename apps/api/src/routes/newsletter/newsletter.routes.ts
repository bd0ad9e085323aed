import { newsletterEndpoints as endpoints } from '@tendero/contracts';
import type { Newsletter } from '@tendero/domain/newsletter';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** Newsletters of reps and managers, the public double opt-in sign-up and the one-click unsubscribe. */
export const newsletterRoutes: FastifyPluginAsync<{
  newsletter: Newsletter;
  resolveSession: SessionResolver;
}> = async (app, { newsletter, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.list, async (request) => newsletter.list(await session(request)));
  serveEndpoint(app, endpoints.audience, async (request) => newsletter.audience(await session(request)));
  serveEndpoint(app, endpoints.preview, async (request) => newsletter.preview(await session(request), request.body));
  serveEndpoint(app, endpoints.get, async (request) =>
    newsletter.get(await session(request), request.params.newsletterId),
  );
  // Counted by the per-person limit of every write (plugins/security.ts).
  serveEndpoint(app, endpoints.send, async (request) => {
    const sent = await newsletter.send(await session(request), request.body, requestLocale(request));
    return sent;
  });
  // A public write: per IP here, per address in the domain (one confirmation e-mail per 10 minutes).
  serveEndpoint(
    app,
    endpoints.subscribe,
    async (request) => {
      const answer = await newsletter.subscribe(request.body, requestLocale(request));
      return answer;
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` (form-encoded) to the header's signed URL.
  serveEndpoint(
    app,
    endpoints.oneClickUnsubscribe,
    async (request) => {
      await newsletter.unsubscribe(request.query);
      return null;
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};
