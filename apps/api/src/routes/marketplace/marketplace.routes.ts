import { type CompanySearchResult, marketplaceEndpoints as endpoints } from '@tendero/contracts';
import { places } from '@tendero/domain/catalog';
import type { Favourites, Marketplace, Reviews, Verification } from '@tendero/domain/marketplace';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * Marketplace discovery: search, cities, compare, the sitemap list, reviews, favourites and
 * verification. Transport only: each handler parses, calls one use case and answers.
 */
export const marketplaceRoutes: FastifyPluginAsync<{
  marketplace: Marketplace;
  reviews: Reviews;
  favourites: Favourites;
  verification: Verification;
  resolveSession: SessionResolver;
}> = async (app, { marketplace, reviews, favourites, verification, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.places, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ places: [...places] }),
  );

  serveEndpoint(app, endpoints.cities, async (request) => marketplace.cities(requestLocale(request)));

  // Search answers the same object while a cached page and its cards are unchanged (the warm path), so
  // each answer is checked against the contract and serialised once, then its text is sent again.
  const searchBodies = new WeakMap<CompanySearchResult, string>();
  serveEndpoint(app, endpoints.search, async (request, reply) => {
    const result = await marketplace.search(request.query, requestLocale(request));
    let body = searchBodies.get(result);
    if (body === undefined) {
      body = JSON.stringify(endpoints.search.answer.encode(result));
      searchBodies.set(result, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  serveEndpoint(app, endpoints.compare, async (request) =>
    marketplace.compare(request.query.ids, requestLocale(request)),
  );

  serveEndpoint(app, endpoints.listed, async () => ({ items: await marketplace.listed() }));

  serveEndpoint(app, endpoints.reviews, async (request) =>
    reviews.list(request.params.companyId, await resolveSession(request), requestLocale(request)),
  );

  serveEndpoint(
    app,
    endpoints.addReview,
    async (request) => await reviews.add(await session(request), request.params.companyId, request.body),
  );

  serveEndpoint(app, endpoints.answerReview, async (request) =>
    reviews.answer(await session(request), request.params.reviewId, request.body),
  );

  // `endpoints.removeReview` is served by the moderation routes: a review is removed like any content.

  serveEndpoint(app, endpoints.favourites, async (request) =>
    favourites.list(await session(request), request.params.userId, requestLocale(request)),
  );

  serveEndpoint(app, endpoints.addFavourite, async (request) => {
    const { userId, salesRepId, offerId } = request.params;
    await favourites.add(await session(request), userId, salesRepId, offerId);
    return null;
  });

  serveEndpoint(app, endpoints.removeFavourite, async (request) => {
    await favourites.remove(await session(request), request.params.userId, request.params.offerId);
    return null;
  });

  serveEndpoint(app, endpoints.favouriteCompanies, async (request) =>
    favourites.companies(await session(request), request.params.userId, requestLocale(request)),
  );

  serveEndpoint(app, endpoints.addFavouriteCompany, async (request) => {
    await favourites.addCompany(await session(request), request.params.userId, request.params.companyId);
    return null;
  });

  serveEndpoint(app, endpoints.removeFavouriteCompany, async (request) => {
    await favourites.removeCompany(await session(request), request.params.userId, request.params.companyId);
    return null;
  });

  serveEndpoint(app, endpoints.verification, async (request) =>
    verification.status(await session(request), request.params.companyId),
  );

  serveEndpoint(app, endpoints.checkCriterion, async (request) =>
    verification.check(await session(request), request.params.companyId, request.body, { ip: request.ip }),
  );

  serveEndpoint(app, endpoints.withdrawVerification, async (request) =>
    verification.withdraw(await session(request), request.params.companyId, request.body.note, { ip: request.ip }),
  );

  serveEndpoint(app, endpoints.adminCompanies, async (request) =>
    verification.list(await session(request), request.query, requestLocale(request)),
  );
};
