import { inquiryAttachmentsEndpoints as endpoints } from '@tendero/contracts';
import { attachmentDisposition } from '@tendero/domain/files';
import type { Inquiries } from '@tendero/domain/inquiries';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';
import { readUploadedFile } from '../../plugins/upload';

/** A stored file, always downloaded (never shown inline), its type never guessed by the browser. */
function sendFile(reply: FastifyReply, file: { name: string; mimeType: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

const upload = (request: Parameters<typeof readUploadedFile>[0]) =>
  readUploadedFile(request, 'files.errors.documentTooLarge');

/** Files of inquiries and offers (issue 35). Transport only: who may is decided by the domain. */
export const inquiryAttachmentsRoutes: FastifyPluginAsync<{
  inquiries: Inquiries;
  resolveSession: SessionResolver;
}> = async (app, { inquiries, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.uploadInquiryFile, async (request) => {
    const who = await session(request);
    return inquiries.attachInquiryFile(who, request.params.inquiryId, await upload(request));
  });
  serveEndpoint(app, endpoints.listInquiryFiles, async (request) =>
    inquiries.inquiryFiles(await session(request), request.params.inquiryId),
  );
  serveEndpoint(app, endpoints.inquiryFile, async (request, reply) =>
    sendFile(reply, await inquiries.inquiryFile(await session(request), request.params)),
  );
  serveEndpoint(app, endpoints.removeInquiryFile, async (request) => {
    await inquiries.removeInquiryFile(await session(request), request.params);
    return null;
  });

  serveEndpoint(app, endpoints.uploadOfferFile, async (request) => {
    const who = await session(request);
    return inquiries.attachOfferFile(who, request.params, await upload(request));
  });
  serveEndpoint(app, endpoints.listOfferFiles, async (request) =>
    inquiries.offerFiles(await session(request), request.params),
  );
  serveEndpoint(app, endpoints.offerFile, async (request, reply) =>
    sendFile(reply, await inquiries.offerFile(await session(request), request.params)),
  );
  serveEndpoint(app, endpoints.removeOfferFile, async (request) => {
    await inquiries.removeOfferFile(await session(request), request.params);
    return null;
  });
};
