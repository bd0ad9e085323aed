import { ksefEndpoints as endpoints } from '@tendero/contracts';
import type { Ksef } from '@tendero/domain/invoicing/ksef';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** The admin's "Invoices": each invoice's way to KSeF, and sending one again. */
export const ksefRoutes: FastifyPluginAsync<{ ksef: Ksef; resolveSession: SessionResolver }> = async (
  app,
  { ksef, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.adminInvoices, async (request) => ksef.invoices(await session(request), request.query));
  serveEndpoint(app, endpoints.resend, async (request) =>
    ksef.resend(await session(request), { invoiceId: request.params.invoiceId, ip: request.ip }),
  );
};
