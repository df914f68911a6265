import type { ApiError } from '@camara-fria/contracts';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@camara-fria/domain';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createDatabaseAdapter, purgeExpiredOidcPayloads } from './oidc/database-adapter.ts';
import { createEmbeddedProvider, mountEmbeddedProvider } from './oidc/embedded-provider.ts';
import { LEGACY_KEYS_FILE, loadOrCreateProviderKeys, toPublicJwk } from './oidc/keys.ts';
import { createProviderAccounts } from './oidc/provider-accounts.ts';
import { createSignInThrottle, type Clock } from './oidc/sign-in-throttle.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import {
  createEmbeddedIdentityClient,
  createExternalIdentityClient,
} from './modules/auth/identity-provider.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogImageRoutes } from './modules/catalog/catalog-images.routes.ts';
import { catalogSelectionRoutes } from './modules/catalog/catalog-selection.routes.ts';
import { createCatalogStore } from './modules/catalog/catalog-store.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { projectRoutes } from './modules/projects/projects.routes.ts';
import { proposalTemplateRoutes } from './modules/proposal-templates/proposal-templates.routes.ts';
import { taxTableRoutes } from './modules/tax-tables/tax-tables.routes.ts';
import {
  applySellerDefault,
  readSellerProfile,
  readTaxRates,
} from './modules/tax-tables/tax-tables.service.ts';
import { operatingSystemRoutes } from './modules/operating-systems/operating-systems.routes.ts';
import { removeRoomFromSystem } from './modules/operating-systems/operating-systems.service.ts';
import { listProjectSystems } from './modules/operating-systems/system-list.service.ts';
import type { ProjectEquipmentChanged } from './modules/projects/projects.service.ts';
import { proposalRoutes } from './modules/proposals/proposals.routes.ts';
import { proposalRevisionRoutes } from './modules/proposals/proposals.revisions.routes.ts';
import { proposalSectionRoutes } from './modules/proposals/proposals.sections.routes.ts';
import type { ProposalServices } from './modules/proposals/proposals.access.service.ts';
import {
  refreshAllDraftTotals,
  refreshDraftTotal,
} from './modules/proposals/proposals.live.service.ts';
import type { ProposalTaxSources } from './modules/proposals/proposals.tax-sources.ts';
import { proposalDeliveryRoutes } from './modules/proposal-delivery/proposal-delivery.routes.ts';
import { createDeliveryContext } from './modules/proposal-delivery/proposal-delivery.service.ts';
import { proposalDecisionRoutes } from './modules/proposal-links/proposal-links.decisions.routes.ts';
import { publicProposalLinkRoutes } from './modules/proposal-links/proposal-links.public.routes.ts';
import { proposalLinkRoutes } from './modules/proposal-links/proposal-links.routes.ts';
import {
  createMessageLinks,
  type LinksContext,
} from './modules/proposal-links/proposal-links.service.ts';
import { listProjectRooms } from './modules/rooms/room-list.service.ts';
import { roomRoutes } from './modules/rooms/rooms.routes.ts';
import { copyProjectRooms } from './modules/rooms/rooms.service.ts';
import { copyProjectSystems } from './modules/operating-systems/system-copy.service.ts';
import {
  checkProposalsDeletable,
  copyProjectProposal,
} from './modules/proposals/proposals.copy.service.ts';
import { markRoutesPublic, registerAuthentication } from './plugins/authenticate.ts';
import { answerClientError } from './plugins/client-error.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDrain } from './plugins/drain.ts';
import { BODY_LIMIT_BYTES, registerErrorHandler } from './plugins/error-handler.ts';
import { registerForeignHostRedirect } from './plugins/foreign-host-redirect.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerPublicAnswerHeaders } from './plugins/public-answers.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { redactUrl, serializeError } from './plugins/redact.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp, sendSpaIndex, shouldServeSpa } from './plugins/web-app.ts';
import { createTokenVerifier } from './plugins/token-verifier.ts';
import { createJobQueue, jobIdFor, type JobQueue } from './jobs/job-queue.ts';
import {
  enqueueDeliveryWith,
  notificationJobs,
} from './modules/notifications/notifications.delivery.service.ts';
import type { NotificationContext } from './modules/notifications/notifications.service.ts';
import { reminderJobs } from './modules/proposal-reminders/proposal-reminders.service.ts';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /**
   * Where an earlier release kept the embedded provider's keys (DATA_DIR): imported into the
   * database on the first start. The keys themselves live in the database (src/oidc/keys.ts).
   */
  keysDir?: string;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** The sign-in throttle's clock (tests move it instead of waiting out a lock). */
  clock?: Clock;
  /** The clock that dates a draft proposal (its taxes' default dates, ADR 072); real time by default. */
  proposalClock?: Clock;
  /** The proposals' rate tables and maker profile (tests fill a rate the seed leaves pending). */
  taxSources?: ProposalTaxSources;
  /**
   * The deployed code's version: the one-time start-up jobs run once per release
   * (docs/decisions/078). PRODUCT_VERSION by default; tests name another to act as an upgrade.
   */
  release?: string;
};

/** The draft totals' refresh, run once per release (docs/decisions/072, 078). */
const REFRESH_DRAFT_TOTALS_JOB = 'refresh-draft-totals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (docs/decisions/078); null with JOBS_ENABLED=false. */
    jobs: JobQueue | null;
  }
}

/**
 * The access log: one line per answered request, with the method, the redacted URL, the status
 * and the time, instead of Fastify's two (an "incoming request" line and a "request completed"
 * line): a log line's cost is mostly its serialisation and its write.
 */
class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        err: serializeError,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerClientError,
    // On close: idle connections are closed at once, requests in flight finish (src/server.ts
    // bounds the wait), later ones get the API's own 503 (plugins/drain.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled answer writers; the API tests (NODE_ENV=test) check each answer against zod too.
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ crossCheck: config.nodeEnv === 'test' }),
  );
  registerErrorHandler(app);
  // The first onRequest hook: answers that hooks end early (503 when overloaded, 429, 401) carry
  // the security headers (HSTS, CSP, ...) too.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'form-action': [
          "'self'",
          ...(config.oidc.kind === 'external' ? [new URL(config.oidc.issuer).origin] : []),
        ],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  registerForeignHostRedirect(app, config.appOrigins);
  registerDrain(app);
  registerLoadShedding(app, config.maxConcurrentRequests);

  const loadedKeys =
    config.oidc.kind === 'embedded'
      ? await loadOrCreateProviderKeys(database.db, options.keysDir)
      : undefined;
  if (loadedKeys && loadedKeys.origin !== 'stored')
    app.log.info(
      { origin: loadedKeys.origin },
      loadedKeys.origin === 'imported'
        ? `embedded provider keys imported into the database from ${LEGACY_KEYS_FILE}`
        : 'embedded provider keys generated and stored in the database',
    );
  const providerKeys = loadedKeys?.keys;
  const identity =
    config.oidc.kind === 'embedded'
      ? createEmbeddedIdentityClient(app, config)
      : createExternalIdentityClient(config);
  const verifier = createTokenVerifier(config, {
    ...(providerKeys ? { embeddedPublicKeys: providerKeys.signingKeys.map(toPublicJwk) } : {}),
    jwksUri: async () => (await identity.readEndpoints()).jwksUri,
  });
  // Before any route (so the provider's own /oidc/token is limited too), and before the
  // authentication hook, so that requests with junk tokens are counted as well.
  // The customer's routes' headers first, so that a 429 of theirs carries them too.
  registerPublicAnswerHeaders(app);
  await registerRateLimit(app, config.rateLimit, (token) => verifier.verifyAccessToken(token));
  // Before any route: every route is private unless its definition says it is public.
  registerAuthentication(app, verifier);

  await app.register(formbody);
  // Before any route (its hook is added to each route as declared) and before @fastify/static.
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: PRODUCT_VERSION,
        description:
          'API do Câmara Fria: projetos, câmaras, carga térmica, seleção de equipamentos e propostas.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });

  if (config.oidc.kind === 'embedded' && providerKeys) {
    await purgeExpiredOidcPayloads(database.db);
    const accounts = createProviderAccounts(database.db, {
      enabled: config.oidc.demoUsers,
      password: config.oidc.demoPassword,
    });
    const provider = createEmbeddedProvider({
      accounts,
      oidc: config.oidc,
      appOrigins: config.appOrigins,
      keys: providerKeys,
      adapter: createDatabaseAdapter(database.db),
    });
    const clock = options.clock ?? (() => new Date());
    mountEmbeddedProvider(
      app,
      provider,
      config.oidc,
      {
        throttle: createSignInThrottle(database.db, config.signInThrottle, clock),
        clock,
      },
      accounts,
      config.appOrigins,
    );
  }

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { config, db: database.db, identity, verifier });
  await app.register(referenceDataRoutes, { db: database.db });
  await app.register(locationRoutes, { db: database.db });
  // A module calls only the modules below it (projects < rooms < operating systems < proposals
  // < proposal delivery, docs/decisions/050); what a lower one's write means to a higher one is
  // wired here: the proposals read the rooms and systems through their port, and keep their
  // draft's total when rooms or systems announce that a project's equipment changed (in the
  // writer's transaction); a project copy copies the rooms, then the systems onto the copied
  // rooms, then the proposal onto both (ADR 065); a project whose proposal was issued or sent is
  // not deleted; a deleted room leaves its system. The proposals compute their taxes from the
  // rate tables and the maker's profile ("Tabelas fiscais", ADR 070) through their port (ADR 072);
  // a project's save (its customer) and a rate or profile change bring the drafts' totals along.
  const proposals: ProposalServices = {
    db: database.db,
    sources: {
      readRooms: (db, projectId) => listProjectRooms(db, projectId, 'summary'),
      readSystems: listProjectSystems,
    },
    taxes: options.taxSources ?? { rates: readTaxRates, seller: readSellerProfile },
    clock: options.proposalClock ?? (() => new Date()),
  };
  const equipmentChanged: ProjectEquipmentChanged = (tx, projectId) =>
    refreshDraftTotal(tx, proposals, projectId);
  await app.register(projectRoutes, {
    db: database.db,
    publicUrl: config.publicUrl,
    copyContents: async (tx, fromProjectId, toProjectId, copiedBy) => {
      const rooms = await copyProjectRooms(tx, fromProjectId, toProjectId);
      const systems = await copyProjectSystems(tx, fromProjectId, toProjectId, rooms);
      await copyProjectProposal(
        proposals,
        tx,
        fromProjectId,
        toProjectId,
        { rooms, systems },
        copiedBy,
      );
    },
    checkDeletion: checkProposalsDeletable,
    customerChanged: equipmentChanged,
  });
  await app.register(roomRoutes, {
    db: database.db,
    deletionHooks: { roomLeaving: removeRoomFromSystem, equipmentChanged },
  });
  const catalogStore = createCatalogStore(database.db);
  await app.register(catalogRoutes, { store: catalogStore });
  await app.register(catalogSelectionRoutes, { store: catalogStore });
  await app.register(catalogImageRoutes, { store: catalogStore });
  await app.register(operatingSystemRoutes, {
    db: database.db,
    store: catalogStore,
    equipmentChanged,
  });
  await app.register(proposalRoutes, { services: proposals });
  await app.register(proposalSectionRoutes, { services: proposals });
  await app.register(proposalRevisionRoutes, { services: proposals });
  // An e-mail carries a customer link through the delivery's port, which the links' module
  // (the layer above) answers (docs/decisions/074).
  const linkClock = () => new Date();
  const delivery = createDeliveryContext(
    proposals,
    { maker: config.maker, mail: config.mail, rendering: config.documentRendering },
    app.log,
    createMessageLinks({ publicUrl: config.publicUrl, clock: linkClock }),
  );
  const jobs = config.jobs.enabled ? createJobQueue(database.engine, app.log) : null;
  app.decorate('jobs', jobs);
  // The users' notices (a customer's view or decision, a reminder): stored in the outbox in the
  // writer's transaction with their delivery job (docs/decisions/078).
  const notifications: NotificationContext = {
    from: delivery.from,
    ...(jobs ? { enqueueDelivery: enqueueDeliveryWith(jobs) } : {}),
  };
  // Every draft's Valor is the invoice total with the rates in force (ADR 072): brought up to
  // date once per release (drafts stored before held the total before IPI), by a job of the
  // queue whatever the number of instances; without the queue, at every start.
  const refreshDrafts = async () => {
    const changed = await refreshAllDraftTotals(database.db, proposals);
    if (changed > 0)
      app.log.info({ changed }, 'draft proposal totals brought to the invoice total');
  };
  if (jobs) {
    for (const job of notificationJobs(
      {
        db: database.db,
        transport: delivery.transport,
        from: delivery.from,
        retryDelaySeconds: config.jobs.notificationRetryDelaySeconds,
      },
      jobs,
    ))
      jobs.register(job);
    for (const job of reminderJobs(
      {
        db: database.db,
        notifications,
        daysBeforeExpiry: config.jobs.reminders.daysBeforeExpiry,
        unopenedDays: config.jobs.reminders.unopenedDays,
        signature: delivery.maker.name,
      },
      config.jobs.reminders.scanCron,
    ))
      jobs.register(job);
    jobs.register({
      name: REFRESH_DRAFT_TOTALS_JOB,
      // Kept forever: its fixed id (the release's) is what makes it run once per release.
      queue: { deleteAfterSeconds: 0, retryLimit: 3, retryDelay: 30 },
      handle: refreshDrafts,
    });
  }
  const release = options.release ?? PRODUCT_VERSION;
  app.addHook('onReady', async () => {
    if (!jobs) return refreshDrafts();
    await jobs.start();
    await jobs.send(
      REFRESH_DRAFT_TOTALS_JOB,
      {},
      { id: jobIdFor(`${REFRESH_DRAFT_TOTALS_JOB}:${release}`) },
    );
  });
  // The queue stops first (its running jobs may use the SMTP transport), within
  // SHUTDOWN_TIMEOUT_MS; then the transport and the renderer.
  app.addHook('onClose', async () => {
    try {
      await jobs?.stop(config.shutdownTimeoutMs);
    } finally {
      await delivery.close();
    }
  });
  await app.register(proposalDeliveryRoutes, { context: delivery });
  const links: LinksContext = {
    db: database.db,
    publicUrl: config.publicUrl,
    delivery,
    clock: linkClock,
    notifications,
  };
  await app.register(proposalLinkRoutes, { context: links });
  await app.register(publicProposalLinkRoutes, { context: links });
  // The customer's acceptance or decline through a proposal link (issue 31, docs/decisions/076).
  await app.register(proposalDecisionRoutes, { context: links });
  await app.register(proposalTemplateRoutes, { db: database.db });
  // The maker's fiscal profile follows SELLER_STATE and SELLER_TAX_REGIME until an editor saves
  // one (docs/decisions/070).
  await applySellerDefault(database.db, config.seller);
  await app.register(taxTableRoutes, {
    db: database.db,
    ratesChanged: async () => {
      await refreshAllDraftTotals(database.db, proposals);
    },
  });

  const hasWebApp = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && shouldServeSpa(request.method, request.url, request.headers.accept)) {
      return sendSpaIndex(request.url, reply);
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' } satisfies ApiError);
  });

  return app;
}
