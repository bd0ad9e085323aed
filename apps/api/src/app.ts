import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiEndpoints, type EndpointDefinition } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { Clock } from '@tendero/domain';
import { type Accounts, createPeopleProfiles, rememberMailLanguage } from '@tendero/domain/accounts';
import { createAdmin } from '@tendero/domain/admin';
import { createAssistant, createModelEngine, createOfflineEngine, createTranslator } from '@tendero/domain/assistant';
import type { Billing } from '@tendero/domain/billing';
import { type Chat, createChat } from '@tendero/domain/chat';
import { createCompanyProfiles, createTeam } from '@tendero/domain/companies';
import { createConsents } from '@tendero/domain/consents';
import {
  type ContactWork,
  clientsSharingDetailsWith,
  createContacts,
  handOverContacts,
  recordContactWork,
  sharesDetailsWith,
} from '@tendero/domain/contacts';
import { createLocalStorage, type FileStorage } from '@tendero/domain/files';
import {
  createInquiries,
  createInquiryAlerts,
  createLeads,
  createPlatformLeads,
  isVerifiedClient,
  recordClientLead,
} from '@tendero/domain/inquiries';
import type { Invoicing } from '@tendero/domain/invoicing';
import {
  createFavourites,
  createMarketplace,
  createReviews,
  createVerification,
  refreshCompanyFacts,
  reviewsWrittenBy,
} from '@tendero/domain/marketplace';
import { createMeetings, type MeetingsDeps } from '@tendero/domain/meetings';
import { createModeration } from '@tendero/domain/moderation';
import { createNewsletter } from '@tendero/domain/newsletter';
import { createPush } from '@tendero/domain/notifications';
import { createPersonalData } from '@tendero/domain/personal-data';
import { createSavedSearches } from '@tendero/domain/saved-searches';
import { createTaxIdentities, createViesClient } from '@tendero/domain/tax-identity';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createAccountsFor, createBillingFor, createKsefFor, domainContext } from './capabilities';
import type { AppConfig } from './config';
import { createMetrics, type Metrics, registerMetrics } from './operations/metrics';
import { registerRequestIds, requestIdOf } from './operations/request-id';
import { registerAppShell } from './pages/app-shell';
import { createPageCache } from './pages/page-cache';
import { type PageRenderer, registerPageGateway } from './pages/page-gateway';
import { registerPublicReadCache } from './pages/public-reads';
import { registerStaticFiles } from './pages/static-assets';
import { registerCrossSiteGuard } from './plugins/cross-site';
import { registerEndpointAccess } from './plugins/endpoint';
import { registerErrorHandling } from './plugins/errors';
import { loggerOptions } from './plugins/log-redaction';
import { rememberingLanguage } from './plugins/remember-language';
import { registerSecurity } from './plugins/security';
import { accessTokenOf, type SessionResolver } from './plugins/session';
import { registerUploads } from './plugins/upload';
import { accountsRoutes } from './routes/accounts/accounts.routes';
import { devicesRoutes } from './routes/accounts/devices.routes';
import { passkeysRoutes } from './routes/accounts/passkeys.routes';
import { peopleProfileRoutes } from './routes/accounts/profile.routes';
import { providersRoutes } from './routes/accounts/providers.routes';
import { secondFactorRoutes } from './routes/accounts/second-factor.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { assistantRoutes } from './routes/assistant/assistant.routes';
import { assistantSources } from './routes/assistant/assistant-sources';
import { billingRoutes } from './routes/billing/billing.routes';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { chatRoutes } from './routes/chat/chat.routes';
import { companyProfileRoutes } from './routes/companies/profile.routes';
import { teamRoutes } from './routes/companies/team.routes';
import { consentsRoutes } from './routes/consents/consents.routes';
import { contactsRoutes } from './routes/contacts/contacts.routes';
import { devMailboxRoutes } from './routes/dev/dev-mailbox.routes';
import { filesRoutes } from './routes/files/files.routes';
import { healthRoutes } from './routes/health/health.routes';
import { inquiryAttachmentsRoutes } from './routes/inquiries/attachments.routes';
import { inquiriesRoutes } from './routes/inquiries/inquiries.routes';
import { inquiryAlertsRoutes } from './routes/inquiries/inquiry-alerts.routes';
import { platformLeadsRoutes } from './routes/inquiries/platform-leads.routes';
import { createInvoicingFor } from './routes/invoicing/create-invoicing';
import { invoicingRoutes } from './routes/invoicing/invoicing.routes';
import { ksefRoutes } from './routes/invoicing/ksef.routes';
import { marketplaceRoutes } from './routes/marketplace/marketplace.routes';
import { meetingsRoutes } from './routes/meetings/meetings.routes';
import { moderationRoutes } from './routes/moderation/moderation.routes';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes';
import { notificationsRoutes } from './routes/notifications/notifications.routes';
import { pushRoutes } from './routes/notifications/push.routes';
import { personalDataRoutes } from './routes/personal-data/personal-data.routes';
import { savedSearchesRoutes } from './routes/saved-searches/saved-searches.routes';
import { supportRoutes } from './routes/support/support.routes';
import { taxIdentityRoutes } from './routes/tax-identity/tax-identity.routes';

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Next.js's handler in the server; tests pass a stub or leave pages out. */
  render?: PageRenderer;
  /** The web build's `.next/static` folder, served from memory (pages/static-assets.ts). */
  staticDir?: string;
  /** The build's copy of the site icon's folder, served the same way. */
  publicDir?: string;
  resolveSession?: SessionResolver;
  /** The accounts capability; built from the config when not given (the server shares it with sockets). */
  accounts?: Accounts;
  /** Where uploads go; DATA_DIR/uploads when not given. */
  storage?: FileStorage;
  /** The chat capability; built here when not given (the server shares it with the socket gateway). */
  chat?: Chat;
  /** The billing capability; built here when not given (the server shares it with the job worker). */
  billing?: Billing;
  /** The invoicing capability; built here when not given (the server shares it with the job worker). */
  invoicing?: Invoicing;
  /** Called after a meeting changed, so the server tells both people over the chat socket. */
  onMeetingChanged?: MeetingsDeps['onMeetingChanged'];
  isShuttingDown?: () => boolean;
  /** Where log lines go (stdout when not given); tests capture them here. */
  logStream?: DestinationStream;
  /** This process's /metrics figures (the server shares them with sockets and jobs); made here when not given. */
  metrics?: Metrics;
};

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|email|password|sig)=)[^&#]*/gi, '$1[redacted]');
}

/** The writes the endpoint table marks as changing no public page (`keepsPublicPages`), by method and path. */
const pageKeepingWrites = new Set(
  Object.values(apiEndpoints)
    .flatMap((group) => Object.values(group) as EndpointDefinition[])
    .filter((endpoint) => endpoint.keepsPublicPages)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/** Builds the whole HTTP app as one Fastify instance; `server.ts` only listens. Tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    // No personal data or secrets in the log: request URLs, headers, errors (failed queries' parameters).
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A sane X-Request-Id from the proxy in front (nginx's $request_id) is kept, else a new UUID.
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);

  // Third-party plugins first, then ours.
  await app.register(cookie);
  // SPEC §7: sign-up may arrive form-encoded (arrays as name[]); the cross-site guard refuses it elsewhere.
  await app.register(formbody);
  registerCrossSiteGuard(app, config);
  // Rate limits count a signed-in person by account: the session below, resolved once per request.
  await registerSecurity(app, config, { identity: (request) => resolveSession(request) });
  // Who may call a route is decided before its body is read (plugins/endpoint.ts).
  // An admin without a second factor is refused the admin API until one is on (issue 37).
  registerEndpointAccess(
    app,
    (request) => resolveSession(request),
    (session) => accounts.secondFactorGate(session),
  );
  // Anonymous visitors' pages rendered once (pages/page-cache.ts); any successful write through the API
  // may change what they show, so it empties the cache, except the writes of a person's own session and
  // conversations with the assistant, which no public page shows (a sign-in emptied every process's cache
  // and company pages under the cluster's load proof were rendered again each time).
  const pageCache = createPageCache({ ttlMs: config.pageCacheSeconds * 1000, maxPages: 500 });
  app.addHook('onResponse', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && !pageKeepingWrites.has(`${request.method} ${request.routeOptions.url}`)) {
      pageCache.invalidate();
    }
  });
  // The spec's public reads that pages also show, kept for anonymous callers under the same rule.
  registerPublicReadCache(app, {
    ttlMs: config.pageCacheSeconds * 1000,
    maxEntries: 2000,
    version: pageCache.version,
    resolveSession: (request) => resolveSession(request),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tendero API', version: '1.0.0', description: 'REST API of the Tendero marketplace.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await registerUploads(app);
  registerErrorHandling(app);
  // Only with METRICS_TOKEN set: no figures are kept (nor served) otherwise.
  const metrics = deps.metrics ?? (config.metricsToken ? createMetrics(database) : null);
  registerMetrics(app, { metrics, token: config.metricsToken });

  const ctx = domainContext(config, database, deps.clock);
  // Boot step: version 1 of every consent text exists on a fresh database (idempotent).
  const consents = createConsents(ctx);
  await consents.ensureFirstVersions();
  const accounts = deps.accounts ?? createAccountsFor(ctx, config);
  const resolveToken: SessionResolver =
    deps.resolveSession ?? ((request) => accounts.resolveToken(accessTokenOf(request)));
  // API calls carry the page's language: the user's stored language (for e-mails) follows the last one used.
  const resolveRemembering = rememberingLanguage(resolveToken, (userId, locale) =>
    rememberMailLanguage(database.db, userId, locale),
  );
  // One lookup per request, shared by the rate limits, the page gateway and the route.
  const sessions = new WeakMap<FastifyRequest, ReturnType<SessionResolver>>();
  const resolveSession: SessionResolver = (request) => {
    const known = sessions.get(request);
    if (known) return known;
    const session = resolveRemembering(request);
    sessions.set(request, session);
    return session;
  };

  await app.register(healthRoutes, { database, isShuttingDown: deps.isShuttingDown ?? (() => false) });
  await app.register(supportRoutes, { ctx, resolveSession });
  await app.register(catalogRoutes);
  await app.register(accountsRoutes, { config, accounts, resolveSession });
  await app.register(secondFactorRoutes, { config, accounts, resolveSession });
  await app.register(devicesRoutes, { config, accounts, resolveSession });
  await app.register(providersRoutes, { config, accounts, resolveSession });
  await app.register(passkeysRoutes, { config, accounts, resolveSession });
  const storage = deps.storage ?? createLocalStorage(join(config.dataDir, 'uploads'));
  await app.register(filesRoutes, { db: database.db, storage, resolveSession });
  // Contacts are added where the work happens (inquiries, chat) and follow a removed rep (decided by the manager).
  const onContactWork = (work: ContactWork) => recordContactWork(ctx, work);
  const team = createTeam(ctx, accounts, { onMemberRemoved: (change) => handOverContacts(ctx, change) });
  await app.register(teamRoutes, { config, team, resolveSession });
  const profiles = createCompanyProfiles(ctx, { storage, onCompanyChanged: refreshCompanyFacts });
  await app.register(companyProfileRoutes, { profiles, resolveSession });
  // EU VAT numbers are confirmed by VIES where VIES_URL is set; "format checked" otherwise (issue 38).
  await app.register(taxIdentityRoutes, {
    taxIdentities: createTaxIdentities(ctx, { vies: config.viesUrl ? createViesClient(config.viesUrl) : null }),
    resolveSession,
  });
  await app.register(peopleProfileRoutes, {
    people: createPeopleProfiles(ctx, {
      sharesDetailsWith: (clientId, companyId) => sharesDetailsWith(ctx, clientId, companyId),
      reviewsBy: (clientId) => reviewsWrittenBy(ctx.db, clientId),
    }),
    resolveSession,
  });
  const marketplace = createMarketplace(ctx, { cachePages: config.searchCachePages });
  const savedSearches = createSavedSearches(ctx);
  await app.register(savedSearchesRoutes, { savedSearches, resolveSession });
  const onInterest = (lead: Parameters<typeof recordClientLead>[1]) => recordClientLead(ctx, lead);
  const reviews = createReviews(ctx, {
    isVerifiedClient: (clientId, companyId) => isVerifiedClient(ctx, clientId, companyId),
    onInterest,
  });
  await app.register(marketplaceRoutes, {
    marketplace,
    reviews,
    favourites: createFavourites(ctx, { onInterest }),
    // Only verified companies take part: a withdrawal hides the company's pending offers, a verification shows them.
    verification: createVerification(ctx, {
      onVerificationChanged: async (change) => {
        await inquiries.followCompanyVerification(change);
        // Saved searches the company now matches are found by a job (issue 40), never in the admin's request.
        await savedSearches.followCompanyVerification(change);
      },
    }),
    resolveSession,
  });
  await app.register(notificationsRoutes, { ctx, resolveSession });
  await app.register(pushRoutes, { push: createPush(ctx, config.push), resolveSession });
  const chat = deps.chat ?? createChat(ctx, { storage, onContactWork });
  await app.register(chatRoutes, {
    chat,
    // A message in the reader's language, with the assistant's model (503 without one).
    translator: createTranslator(config.ai),
    resolveSession,
  });
  const inquiries = createInquiries(ctx, {
    marketplace,
    freeApplicationsPerMonth: config.billing.freeApplicationsPerMonth,
    // A ticked marketing consent records the current marketing text as accepted.
    onMarketingConsent: ({ userId, ip }) => consents.acceptCurrent(userId, ['marketing'], { ip }),
    onContactWork,
    clientsSharingWith: (companyId, clientIds) => clientsSharingDetailsWith(ctx, companyId, clientIds),
    // The award opens the client's conversation with the winning rep; a pair that may not talk (a suspended
    // account) keeps the award, and the handshake's e-mails still reach both.
    onAwarded: ({ clientId, repId }) =>
      chat.open(clientId, repId).then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error, clientId, repId }, 'award: conversation not opened'),
      ),
    storage,
  });
  await app.register(inquiryAttachmentsRoutes, { inquiries, resolveSession });
  await app.register(inquiriesRoutes, {
    inquiries,
    leads: createLeads(ctx, {
      clientsSharingWith: (companyId, clientIds) => clientsSharingDetailsWith(ctx, companyId, clientIds),
    }),
    resolveSession,
  });
  await app.register(inquiryAlertsRoutes, { alerts: createInquiryAlerts(ctx, { marketplace }), resolveSession });
  await app.register(adminRoutes, { admin: createAdmin(ctx, { accounts, team }), resolveSession });
  await app.register(consentsRoutes, { consents, resolveSession });
  await app.register(contactsRoutes, { contacts: createContacts(ctx), resolveSession });
  await app.register(platformLeadsRoutes, { platformLeads: createPlatformLeads(ctx), resolveSession });
  await app.register(billingRoutes, { billing: deps.billing ?? createBillingFor(ctx, config), resolveSession });
  await app.register(invoicingRoutes, {
    invoicing: deps.invoicing ?? createInvoicingFor(ctx, config),
    resolveSession,
  });
  await app.register(moderationRoutes, { moderation: createModeration(ctx), resolveSession });
  await app.register(ksefRoutes, { ksef: createKsefFor(ctx, config), resolveSession });
  // A configured model (AI_BASE_URL, AI_MODEL) answers through the tools; without one, the offline assistant.
  // The tools read through the same domain calls as the pages, with the asker's session.
  const sources = assistantSources({ marketplace, profiles, reviews, inquiries });
  await app.register(assistantRoutes, {
    assistant: createAssistant(ctx, {
      engine: config.ai ? createModelEngine(config.ai, sources) : createOfflineEngine(sources),
    }),
    resolveSession,
  });
  await app.register(meetingsRoutes, {
    meetings: createMeetings(ctx, { onMeetingChanged: deps.onMeetingChanged }),
    resolveSession,
  });
  await app.register(newsletterRoutes, {
    newsletter: createNewsletter(ctx),
    resolveSession,
  });
  // A person's own data (GDPR art. 15 and 20): the export is built by a job (server.ts runs it) into the storage.
  await app.register(personalDataRoutes, { personalData: createPersonalData({ ...ctx, storage }), resolveSession });
  if (config.mode === 'demo') await app.register(devMailboxRoutes, { db: database.db });

  // The installable app: service worker, manifests, icons and the offline page (issue 40).
  registerAppShell(app);
  // A page request's cookie or Accept-Language is not the page's language (its path is): no language memory.
  if (deps.render) {
    registerPageGateway(app, {
      config,
      render: deps.render,
      resolveSession: resolveToken,
      // Real sessions only: a test's stand-in resolver names no account whose second factor could be read.
      secondFactorGate: deps.resolveSession ? undefined : (session) => accounts.secondFactorGate(session),
      pageCache,
    });
  }
  if (deps.staticDir) await registerStaticFiles(app, { staticDir: deps.staticDir, publicDir: deps.publicDir });
  return app;
}
