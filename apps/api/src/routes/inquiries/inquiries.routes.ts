import {
  applicationFieldsSchema,
  applicationSchema,
  companyApplicationsSchema,
  findInquiriesQuerySchema,
  findInquiriesResultSchema,
  inquiryCreateSchema,
  inquiryExtensionSchema,
  inquirySchema,
  inquiryUpdateSchema,
  leadSchema,
  leadsQuerySchema,
  leadsSchema,
  leadUpdateSchema,
  myInquiriesSchema,
} from '@tendero/contracts';
import type { Inquiries, Leads } from '@tendero/domain/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../plugins/errors';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

const inquiryParams = z.object({ inquiryId: z.uuid() });
const applicationParams = z.object({ inquiryId: z.uuid(), applicationId: z.uuid() });
const companyParams = z.object({ companyId: z.uuid() });
const leadParams = z.object({ companyId: z.uuid(), leadId: z.uuid() });

/**
 * Inquiries, offers and leads. SPEC names inquiries "orders", so the paths do. Transport only:
 * each handler parses with the contract, calls one use case with the acting user and answers.
 */
export const inquiriesRoutes: FastifyPluginAsyncZod<{
  inquiries: Inquiries;
  leads: Leads;
  resolveSession: SessionResolver;
  onMailQueued: () => void;
}> = async (app, { inquiries, leads, resolveSession, onMailQueued }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);
  const tags = ['inquiries'];

  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Publish an inquiry (clients); optionally ask chosen companies or all companies found',
        body: inquiryCreateSchema,
        response: { 201: inquirySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await inquiries.create(await session(request), request.body)),
  );

  app.get(
    '/api/orders/my',
    { schema: { tags, summary: "The client's own inquiries", response: { 200: myInquiriesSchema, ...errors } } },
    async (request) => inquiries.mine(await session(request)),
  );

  app.get(
    '/api/orders/find',
    {
      schema: {
        tags,
        summary: 'Open inquiries, newest first; providers read them in full, anyone else a teaser',
        querystring: findInquiriesQuerySchema,
        response: { 200: findInquiriesResultSchema, ...errors },
      },
    },
    async (request) => inquiries.find(await resolveSession(request), request.query),
  );

  app.get(
    '/api/orders/applications',
    {
      schema: {
        tags,
        summary: "A sales rep's own offers, or every offer of a manager's company",
        response: { 200: companyApplicationsSchema, ...errors },
      },
    },
    async (request) => inquiries.applications(await session(request)),
  );

  app.get(
    '/api/orders/:inquiryId',
    {
      schema: {
        tags,
        summary: 'One inquiry with the offers the reader may see',
        params: inquiryParams,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => inquiries.get(await session(request), request.params.inquiryId),
  );

  app.put(
    '/api/orders/:inquiryId',
    {
      schema: {
        tags,
        summary: 'Edit an open inquiry (its client)',
        params: inquiryParams,
        body: inquiryUpdateSchema,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => inquiries.update(await session(request), request.params.inquiryId, request.body),
  );

  app.post(
    '/api/orders/:inquiryId/extension',
    {
      schema: {
        tags,
        summary: 'Keep an inquiry visible for more days (its client)',
        params: inquiryParams,
        body: inquiryExtensionSchema,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => inquiries.extend(await session(request), request.params.inquiryId, request.body.days),
  );

  app.post(
    '/api/orders/:inquiryId/closure',
    {
      schema: {
        tags,
        summary: 'Close an inquiry without choosing an offer; every company that offered is told',
        params: inquiryParams,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => {
      const closed = await inquiries.close(await session(request), request.params.inquiryId);
      onMailQueued();
      return closed;
    },
  );

  app.delete(
    '/api/orders/:inquiryId',
    {
      schema: {
        tags,
        summary: 'Delete an inquiry (its client); companies with pending offers are told',
        params: inquiryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await inquiries.remove(await session(request), request.params.inquiryId);
      onMailQueued();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/orders/:inquiryId/applications',
    {
      schema: {
        tags,
        summary: 'Send an offer (sales reps; one per rep and inquiry)',
        params: inquiryParams,
        body: applicationFieldsSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await inquiries.apply(await session(request), request.params.inquiryId, request.body);
      onMailQueued();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/orders/:inquiryId/applications/:applicationId',
    {
      schema: {
        tags,
        summary: 'Edit an own offer while the client has not decided on it',
        params: applicationParams,
        body: applicationFieldsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      inquiries.editApplication(
        await session(request),
        request.params.inquiryId,
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/api/orders/:inquiryId/applications/:applicationId/acceptance',
    {
      schema: {
        tags,
        summary: 'Accept an offer (the client): the inquiry closes, every other company is told at once',
        params: applicationParams,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => {
      const accepted = await inquiries.accept(
        await session(request),
        request.params.inquiryId,
        request.params.applicationId,
      );
      onMailQueued();
      return accepted;
    },
  );

  app.post(
    '/api/orders/:inquiryId/applications/:applicationId/decline',
    {
      schema: {
        tags,
        summary: 'Decline an offer (the client); its rep is told',
        params: applicationParams,
        response: { 200: inquirySchema, ...errors },
      },
    },
    async (request) => {
      const declined = await inquiries.decline(
        await session(request),
        request.params.inquiryId,
        request.params.applicationId,
      );
      onMailQueued();
      return declined;
    },
  );

  app.get(
    '/api/companies/:companyId/leads',
    {
      schema: {
        tags,
        summary: "The company's leads and its reps (its manager, admins)",
        params: companyParams,
        querystring: leadsQuerySchema,
        response: { 200: leadsSchema, ...errors },
      },
    },
    async (request) => leads.list(await session(request), request.params.companyId, request.query.state),
  );

  app.put(
    '/api/companies/:companyId/leads/:leadId',
    {
      schema: {
        tags,
        summary: "Set a lead's state or the rep handling it",
        params: leadParams,
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...errors },
      },
    },
    async (request) =>
      leads.update(await session(request), request.params.companyId, request.params.leadId, request.body),
  );

  app.get(
    '/api/companies/:companyId/leads.csv',
    {
      schema: {
        tags,
        summary: "The company's leads as CSV (UTF-8), headers in the Accept-Language locale",
        params: companyParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await leads.csv(await session(request), request.params.companyId, requestLocale(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tendero-leads.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
