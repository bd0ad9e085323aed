import {
  companyProfileInputSchema,
  companyProfileSchema,
  companyTitleIds,
  companyTitlesSchema,
  consentSchema,
  courseSchema,
  entryKinds,
  entrySchemas,
  entrySegments,
  errorEnvelopeSchema,
  faqSchema,
  managerProfileSchema,
  offerSchema,
  portfolioSchema,
  promoSchema,
  reorderSchema,
  salesRepProfileSchema,
  stepSchema,
} from '@tendero/contracts';
import { AppError } from '@tendero/domain';
import type { CompanyProfiles } from '@tendero/domain/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';
import { readUpload, uploadSchemaParts } from '../../plugins/upload';

const errors = errorResponses;
const id = z.string().min(1).max(100);
const companyParams = z.object({ companyId: z.uuid() });
const entryParams = z.object({ companyId: z.uuid(), entryId: z.uuid() });
const entryOutputs = {
  offer: offerSchema,
  promo: promoSchema,
  course: courseSchema,
  faq: faqSchema,
  step: stepSchema,
  consent: consentSchema,
  portfolio: portfolioSchema,
} as const;

/**
 * Company profiles. Reads are public where SPEC §2 makes the page public; every write names the
 * company and the domain checks that the caller is its manager.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod<{
  profiles: CompanyProfiles;
  resolveSession: SessionResolver;
}> = async (app, { profiles, resolveSession }) => {
  app.get(
    '/api/managers/company-titles',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company badges and the rule that earns each (Accept-Language)',
        response: { 200: companyTitlesSchema },
      },
    },
    async (request) => profiles.companyTitles(requestLocale(request)),
  );

  app.get(
    '/api/managers/:managerId',
    {
      schema: {
        tags: ['companies'],
        summary: 'A manager and their company (to the manager, their team and admins)',
        params: z.object({ managerId: id }),
        response: { 200: managerProfileSchema, ...errors },
      },
    },
    async (request) => profiles.managerProfile(await requireSession(request, resolveSession), request.params.managerId),
  );

  app.get(
    '/api/companies/salesreps/:repId',
    {
      schema: {
        tags: ['companies'],
        summary: "A sales rep's public profile with the company's offers, promos, courses, FAQ and steps",
        params: z.object({ repId: id }),
        response: { 200: salesRepProfileSchema, ...errors },
      },
    },
    async (request) =>
      profiles.salesRepProfile(await resolveSession(request), request.params.repId, requestLocale(request)),
  );

  // SPEC §7 `PUT /companies/premium` (hasPremium, email): Premium billing has not landed, so the call gets
  // its own honest answer instead of falling into `PUT /api/companies/:companyId` (a misleading 400).
  app.put(
    '/api/companies/premium',
    {
      schema: {
        tags: ['companies'],
        summary: "Change the company's Premium status (SPEC §7): not available yet (501 NOT_AVAILABLE)",
        response: { 501: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, resolveSession);
      throw new AppError('NOT_AVAILABLE', {
        reason: 'PREMIUM_NOT_AVAILABLE',
        messageKey: 'companies.errors.premiumNotAvailable',
      });
    },
  );

  app.get(
    '/api/companies/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company profile with its sections (public)',
        params: companyParams,
        response: { 200: companyProfileSchema, ...errors },
      },
    },
    async (request) =>
      profiles.company(await resolveSession(request), request.params.companyId, requestLocale(request)),
  );

  app.put(
    '/api/companies/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: "Save the company profile (the company's manager only)",
        params: companyParams,
        body: companyProfileInputSchema,
        response: { 200: companyProfileSchema, ...errors },
      },
    },
    async (request) =>
      profiles.updateCompany(await requireSession(request, resolveSession), request.params.companyId, request.body),
  );

  app.put(
    '/api/companies/:companyId/title',
    {
      schema: {
        tags: ['companies'],
        summary: 'Give a company its badge or take it away (admins only)',
        params: companyParams,
        body: z.object({ titleId: z.enum(companyTitleIds).nullable() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, resolveSession);
      await profiles.assignTitle(session, request.params.companyId, request.body.titleId);
      return reply.code(204).send(null);
    },
  );

  for (const kind of entryKinds) {
    const segment = entrySegments[kind];
    const output = entryOutputs[kind];
    app.post(
      `/api/companies/:companyId/${segment}`,
      {
        schema: {
          tags: ['companies'],
          summary: `Add to ${segment} (the company's manager only)`,
          params: companyParams,
          body: entrySchemas[kind],
          response: { 201: output, ...errors },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request, resolveSession);
        const entry = await profiles.addEntry(session, request.params.companyId, kind, request.body);
        return reply.code(201).send(entry as never);
      },
    );
    app.put(
      `/api/companies/:companyId/${segment}/:entryId`,
      {
        schema: {
          tags: ['companies'],
          summary: `Change one of ${segment}`,
          params: entryParams,
          body: entrySchemas[kind],
          response: { 200: output, ...errors },
        },
      },
      async (request) => {
        const session = await requireSession(request, resolveSession);
        const { companyId, entryId } = request.params;
        return (await profiles.updateEntry(session, companyId, kind, entryId, request.body)) as never;
      },
    );
    app.delete(
      `/api/companies/:companyId/${segment}/:entryId`,
      {
        schema: {
          tags: ['companies'],
          summary: `Delete one of ${segment}`,
          params: entryParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request, resolveSession);
        await profiles.removeEntry(session, request.params.companyId, kind, request.params.entryId);
        return reply.code(204).send(null);
      },
    );
    app.put(
      `/api/companies/:companyId/${segment}-order`,
      {
        schema: {
          tags: ['companies'],
          summary: `Put ${segment} in a new order (every id once)`,
          params: companyParams,
          body: reorderSchema,
          response: { 200: z.array(output), ...errors },
        },
      },
      async (request) => {
        const session = await requireSession(request, resolveSession);
        return (await profiles.reorder(session, request.params.companyId, kind, request.body.ids)) as never;
      },
    );
  }

  app.post(
    '/api/managers/:managerId/photo/',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload the company logo (the manager; multipart field `file`, square)',
        ...uploadSchemaParts,
        params: z.object({ managerId: id }),
      },
    },
    async (request) => {
      const session = await requireSession(request, resolveSession);
      return profiles.setLogo(session, request.params.managerId, await readUpload(request));
    },
  );

  app.post(
    '/api/companies/salesreps/:repId/photo/',
    {
      schema: {
        tags: ['files'],
        summary: "Upload a sales rep's photo (the rep or their manager; multipart field `file`)",
        ...uploadSchemaParts,
        params: z.object({ repId: id }),
      },
    },
    async (request) => {
      const session = await requireSession(request, resolveSession);
      return profiles.setRepPhoto(session, request.params.repId, await readUpload(request));
    },
  );

  app.post(
    '/api/companies/:companyId/portfolio/:entryId/image/',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload the picture of a portfolio item (4:3; multipart field `file`)',
        ...uploadSchemaParts,
        params: entryParams,
      },
    },
    async (request) => {
      const session = await requireSession(request, resolveSession);
      const { companyId, entryId } = request.params;
      return profiles.setPortfolioImage(session, companyId, entryId, await readUpload(request));
    },
  );
};
