import { companiesEndpoints, billingEndpoints as endpoints } from '@tendero/contracts';
import type { Billing } from '@tendero/domain/billing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../../plugins/csv-reply';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * Premium: the manager buys and manages it, reps see it, admins grant it by hand and read the reports.
 * Stripe's webhook is read as raw bytes (its signature covers them) in a context of its own.
 */
export const billingRoutes: FastifyPluginAsync<{ billing: Billing; resolveSession: SessionResolver }> = async (
  app,
  { billing, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.subscription, async (request) => billing.subscription(await session(request)));
  serveEndpoint(app, endpoints.checkout, async (request) =>
    billing.checkout(await session(request), { ...request.body, locale: requestLocale(request) }),
  );
  serveEndpoint(app, endpoints.checkStatus, async (request) =>
    billing.checkStatus(await session(request), request.body ?? {}),
  );
  serveEndpoint(app, endpoints.cancel, async (request) => billing.cancel(await session(request)));
  serveEndpoint(app, endpoints.resume, async (request) => billing.resume(await session(request)));
  serveEndpoint(app, endpoints.switchPlan, async (request) =>
    billing.switchPlan(await session(request), { plan: request.body.plan }),
  );
  serveEndpoint(app, endpoints.portal, async (request) =>
    billing.portal(await session(request), requestLocale(request)),
  );
  serveEndpoint(app, endpoints.payments, async (request) => billing.companyPayments(await session(request)));
  serveEndpoint(app, endpoints.adminPayments, async (request) =>
    billing.payments(await session(request), request.query),
  );
  /** The payments as CSV, headers in the asked locale or else the request's. */
  const sendPaymentsCsv = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: Parameters<Billing['exportPayments']>[1],
    locale: string | undefined,
  ) => {
    const csv = await billing.exportPayments(
      await session(request),
      query,
      locale === 'pl' || locale === 'en' ? locale : requestLocale(request),
      { ip: request.ip },
    );
    return sendCsv(reply, 'tendero-payments.csv', csv);
  };
  serveEndpoint(app, endpoints.adminPaymentsCsv, async (request, reply) => {
    const { locale, ...query } = request.query;
    return sendPaymentsCsv(request, reply, query, locale);
  });
  serveEndpoint(app, endpoints.paymentsCsv, async (request, reply) =>
    sendPaymentsCsv(request, reply, { page: 1 }, request.query.locale),
  );
  serveEndpoint(app, endpoints.premiumReport, async (request) => billing.premiumReport(await session(request)));
  serveEndpoint(app, companiesEndpoints.setPremium, async (request) =>
    billing.grantPremium(await session(request), { ...request.body, ip: request.ip }),
  );

  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    serveEndpoint(raw, endpoints.webhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await billing.receiveEvent({ rawBody, signature: typeof signature === 'string' ? signature : undefined });
      return { received: true as const };
    });
  });
};
