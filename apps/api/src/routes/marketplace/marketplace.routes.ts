import {
  adminCompanyListSchema,
  citiesSchema,
  companyReviewsSchema,
  companySearchQuerySchema,
  companySearchResultSchema,
  companyVerificationSchema,
  compareQuerySchema,
  compareResultSchema,
  favouritesSchema,
  placesSchema,
  reviewAnswerInputSchema,
  reviewInputSchema,
  reviewRemovalSchema,
  reviewSchema,
  verificationCheckInputSchema,
  withdrawVerificationSchema,
} from '@tendero/contracts';
import { places } from '@tendero/domain/catalog';
import type { Favourites, Marketplace, Reviews, Verification } from '@tendero/domain/marketplace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../plugins/errors';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

const companyParams = z.object({ companyId: z.uuid() });
const reviewParams = z.object({ reviewId: z.uuid() });
const userParams = z.object({ userId: z.string().min(1).max(100) });

/**
 * Marketplace discovery: search, cities, compare, the sitemap list, reviews, favourites and
 * verification. Transport only: each handler parses, calls one use case and answers.
 */
export const marketplaceRoutes: FastifyPluginAsyncZod<{
  marketplace: Marketplace;
  reviews: Reviews;
  favourites: Favourites;
  verification: Verification;
  resolveSession: SessionResolver;
}> = async (app, { marketplace, reviews, favourites, verification, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  app.get(
    '/api/places',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Every known city, in both languages',
        response: { 200: placesSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send({ places: [...places] }),
  );

  app.get(
    '/api/companies/cities',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Cities with listed companies, named in the Accept-Language locale',
        response: { 200: citiesSchema },
      },
    },
    async (request) => marketplace.cities(requestLocale(request)),
  );

  app.get(
    '/api/companies/search',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Search verified companies (what services, where, filters, sort, page of 20)',
        querystring: companySearchQuerySchema,
        response: { 200: companySearchResultSchema, ...errors },
      },
    },
    async (request) => marketplace.search(request.query, requestLocale(request)),
  );

  app.get(
    '/api/companies/compare',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Compare 2–4 listed companies side by side',
        querystring: compareQuerySchema,
        response: { 200: compareResultSchema, ...errors },
      },
    },
    async (request) => marketplace.compare(request.query.ids, requestLocale(request)),
  );

  app.get(
    '/api/companies/listed',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Every listed (verified) company, for the sitemap',
        response: { 200: z.object({ items: z.array(z.object({ id: z.string(), updatedAt: z.string() })) }) },
      },
    },
    async () => ({ items: await marketplace.listed() }),
  );

  app.get(
    '/api/companies/:companyId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listed company's reviews with the average and count (unlisted: its team and admins)",
        params: companyParams,
        response: { 200: companyReviewsSchema, ...errors },
      },
    },
    async (request) => reviews.list(request.params.companyId, await resolveSession(request), requestLocale(request)),
  );

  app.post(
    '/api/companies/:companyId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a company (clients, once per company)',
        params: companyParams,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reviews.add(await session(request), request.params.companyId, request.body)),
  );

  app.put(
    '/api/reviews/:reviewId/answer',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Answer a review of my company (the manager, once)',
        params: reviewParams,
        body: reviewAnswerInputSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => reviews.answer(await session(request), request.params.reviewId, request.body),
  );

  app.post(
    '/api/reviews/:reviewId/removal',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Remove a review with a reason (admins)',
        params: reviewParams,
        body: reviewRemovalSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reviews.remove(await session(request), request.params.reviewId, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/:userId/favourites',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'My favourite offers',
        params: userParams,
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => favourites.list(await session(request), request.params.userId),
  );

  app.post(
    '/api/users/:userId/favourites/:salesRepId/:offerId',
    {
      schema: {
        tags: ['marketplace'],
        summary: "Keep a sales rep's offer as a favourite",
        params: z.object({
          userId: z.string().min(1).max(100),
          salesRepId: z.string().min(1).max(100),
          offerId: z.uuid(),
        }),
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, salesRepId, offerId } = request.params;
      await favourites.add(await session(request), userId, salesRepId, offerId);
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/api/users/:userId/favourites/:offerId',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Remove a favourite offer',
        params: z.object({ userId: z.string().min(1).max(100), offerId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favourites.remove(await session(request), request.params.userId, request.params.offerId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/companies/:companyId/verification',
    {
      schema: {
        tags: ['verification'],
        summary: "A company's verification: its manager and admins",
        params: companyParams,
        response: { 200: companyVerificationSchema, ...errors },
      },
    },
    async (request) => verification.status(await session(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/verification/checks',
    {
      schema: {
        tags: ['verification'],
        summary: 'Record one criterion (admins); all four passed lists the company',
        params: companyParams,
        body: verificationCheckInputSchema,
        response: { 200: companyVerificationSchema, ...errors },
      },
    },
    async (request) => verification.check(await session(request), request.params.companyId, request.body),
  );

  app.post(
    '/api/companies/:companyId/verification/withdrawal',
    {
      schema: {
        tags: ['verification'],
        summary: 'Withdraw verification with a note (admins); the company is unlisted',
        params: companyParams,
        body: withdrawVerificationSchema,
        response: { 200: companyVerificationSchema, ...errors },
      },
    },
    async (request) => verification.withdraw(await session(request), request.params.companyId, request.body.note),
  );

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags: ['verification'],
        summary: 'Companies by verification state (admins)',
        querystring: z.object({
          state: z.enum(['unverified', 'verified']).default('unverified'),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: { 200: adminCompanyListSchema, ...errors },
      },
    },
    async (request) =>
      verification.list(await session(request), request.query.state, request.query.page, requestLocale(request)),
  );
};
