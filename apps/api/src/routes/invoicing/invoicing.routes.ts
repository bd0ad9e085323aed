import { invoicingEndpoints as endpoints } from '@tendero/contracts';
import { attachmentDisposition } from '@tendero/domain/files';
import type { Invoicing } from '@tendero/domain/invoicing';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** Tendero's VAT invoices (issue 38): the manager's list, the PDF, the admin's status. Transport only. */
export const invoicingRoutes: FastifyPluginAsync<{ invoicing: Invoicing; resolveSession: SessionResolver }> = async (
  app,
  { invoicing, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.companyInvoices, async (request) => invoicing.companyInvoices(await session(request)));
  serveEndpoint(app, endpoints.invoicingStatus, async (request) => invoicing.status(await session(request)));
  serveEndpoint(app, endpoints.invoicePdf, async (request, reply) => {
    const file = await invoicing.pdf(await session(request), request.params.invoiceId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });
};
