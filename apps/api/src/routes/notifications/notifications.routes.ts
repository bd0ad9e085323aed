import { notificationsEndpoints as endpoints } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { createNewsletter, getMailingLink, unsubscribeFromMailing } from '@tendero/domain/newsletter';
import { createNotificationSettings } from '@tendero/domain/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

const limit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/**
 * The signed unsubscribe link of notification e-mails and newsletters; no session needed. A forged link
 * is refused; a valid one names its company or kind (GET, for the page) and stops that company's
 * newsletters, that kind's e-mails or all Tendero e-mails to the address (POST). And the signed-in person's
 * own notification settings (issue 40): every kind's switches, and newsletters per sender.
 */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: DomainContext; resolveSession: SessionResolver }> = async (
  app,
  { ctx, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);
  const settings = createNotificationSettings(ctx);
  const newsletter = createNewsletter(ctx);

  serveEndpoint(
    app,
    endpoints.unsubscribeLink,
    async (request) => getMailingLink(ctx, { userId: request.params.userId, ...request.query }),
    limit,
  );
  serveEndpoint(
    app,
    endpoints.unsubscribe,
    async (request) => {
      await unsubscribeFromMailing(ctx, { userId: request.params.userId, ...request.body });
      return null;
    },
    limit,
  );
  serveEndpoint(app, endpoints.settings, async (request) => settings.settings((await session(request)).userId));
  serveEndpoint(app, endpoints.saveSettings, async (request) =>
    settings.save((await session(request)).userId, request.body),
  );
  serveEndpoint(app, endpoints.newsletterSenders, async (request) => newsletter.senders(await session(request)));
  serveEndpoint(app, endpoints.setNewsletterSender, async (request) =>
    newsletter.setSender(await session(request), request.params.companyId, request.body),
  );
};
