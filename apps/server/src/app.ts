/**
 * Builds the Fastify application from a configuration and an open database: plugins, security
 * headers, identity, rate limits, error handling, the API routes and the web app. `main.ts` owns
 * the process around it; tests build it directly.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { registerBodyDeadline } from './body-deadline.ts';
import { registerBodyGuard } from './body-guard.ts';
import { registerCalendarRoutes } from './calendar/calendar.routes.ts';
import { createCalendarService } from './calendar/calendar.service.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { installErrorHandlers } from './errors.ts';
import { registerExpectContinue } from './expect-continue.ts';
import { REQUEST_LIMIT_OPTIONS } from './framework-errors.ts';
import { createHouseholdHub } from './household/household-hub.ts';
import { createHouseholdNotifier } from './household/household-notifier.ts';
import { createHouseholdRepository } from './household/household.repository.ts';
import { registerHouseholdRoutes } from './household/household.routes.ts';
import { createHouseholdService } from './household/household.service.ts';
import { createDeviceCodeSigner, loadDeviceCodeSecret } from './identity/device-code-signer.ts';
import { registerIdentity } from './identity/identity.ts';
import { registerCoverRoutes } from './images/covers/covers.routes.ts';
import { createCoversService, type CoversService } from './images/covers/covers.service.ts';
import { createImagesRepository } from './images/images.repository.ts';
import { registerImportRoutes } from './imports/imports.routes.ts';
import { createImportsService } from './imports/imports.service.ts';
import { registerImageRoutes } from './images/images.routes.ts';
import { createImagesService } from './images/images.service.ts';
import { createIngredientsRepository } from './ingredients/ingredients.repository.ts';
import { registerIngredientRoutes } from './ingredients/ingredients.routes.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { registerMetricsRoutes } from './metrics/metrics.routes.ts';
import { createRateLimiter, registerWriteRateLimit } from './rate-limit/rate-limit.ts';
import {
  databaseRateLimitStore,
  fallbackRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limit/rate-limit-store.ts';
import { createFactoryCache } from './recipes/factory-cache.ts';
import { createRecipesRepository } from './recipes/recipes.repository.ts';
import { registerRecipeRoutes } from './recipes/recipes.routes.ts';
import { createRecipeWriteLimits } from './recipes/recipe-write-limits.ts';
import { createRecipesService } from './recipes/recipes.service.ts';
import { createUserRecipeRecordsRepository } from './recipes/user-recipe-records.repository.ts';
import { registerUserRecipeRecordRoutes } from './recipes/user-recipe-records.routes.ts';
import { createUserRecipeRecordsService } from './recipes/user-recipe-records.service.ts';
import { registerAppConfigRoutes } from './routes/app-config.routes.ts';
import { registerHealthRoutes } from './routes/health.routes.ts';
import { registerScrapeRoutes } from './scrape/scrape.routes.ts';
import { registerSocialRoutes } from './social/social.routes.ts';
import { registerSelectionRoutes } from './selections/selections.routes.ts';
import { registerSessionRoutes } from './session/session.routes.ts';
import { createSharingRepository } from './sharing/sharing.repository.ts';
import { registerSharingRoutes } from './sharing/sharing.routes.ts';
import { createSharingService } from './sharing/sharing.service.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { registerWebApp } from './web/web-app.ts';

/** Request bodies over 1 MB are refused with 413 (uploads have their own, larger limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDeps = {
  config: Config;
  db: Database;
  /** The covers service, when the caller also uses it (the server's warm-up); else made here. */
  covers?: CoversService;
};

/**
 * While the server stops, answers still in flight end their keep-alive connection, so closing
 * waits for those requests and not for idle sockets.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) void reply.header('connection', 'close');
    done(null, payload);
  });
}

function createRateLimitStore(
  config: Config,
  db: Database,
  log: FastifyInstance['log'],
): RateLimitStore {
  if (!config.redisUrl) return databaseRateLimitStore(db);
  // No offline queue: while Redis is away a call fails at once and the database counts instead.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  return fallbackRateLimitStore(
    redis,
    redisRateLimitStore(redis, config.redisKeyPrefix),
    databaseRateLimitStore(db),
    log,
  );
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-account-code"]', 'req.headers.cookie'],
          },
    // Access logs belong to the reverse proxy; the app logs errors and its own events.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...REQUEST_LIMIT_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandlers(app);
  closeConnectionsWhenStopping(app);
  registerSecurityHeaders(app, { basketOrigin: new URL(config.whiskBaseUrl).origin });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  registerJsonBodyParser(app);
  registerExpectContinue(app);
  registerBodyDeadline(app);
  registerBodyGuard(app);
  const accounts = createAccountsRepository(db);
  registerIdentity(app, (device) => accounts.touchDevice(device));

  const rateLimitStore = createRateLimitStore(config, db, app.log);
  app.addHook('onClose', () => rateLimitStore.close());
  const limiter = createRateLimiter(rateLimitStore, config.rateLimits);
  registerWriteRateLimit(app, limiter);
  const deviceCodes = createDeviceCodeSigner(
    await loadDeviceCodeSecret(db, config.deviceCodeSecret),
  );

  const recipes = createRecipesRepository(db);
  const records = createUserRecipeRecordsRepository(db);
  const sharing = createSharingRepository(db);

  // The household document (decision 0009): one service writes it; pokes cross processes.
  const notifier = createHouseholdNotifier({
    db,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  const household = createHouseholdService({
    repository: createHouseholdRepository(db),
    notifier,
    compactAfterDays: config.householdCompactAfterDays,
  });
  const onRecipesChanged = (accountCode: string) => household.recipesChanged(accountCode);
  await registerHouseholdRoutes(app, {
    service: household,
    hub: createHouseholdHub(),
    notifier,
    limiter,
  });

  registerHealthRoutes(app, db);
  registerAppConfigRoutes(app, config);
  const covers = deps.covers ?? createCoversService({ dataDir: config.dataDir });
  const factoryCache = createFactoryCache(
    () => recipes.listFactory(),
    Date.now,
    () => recipes.factoryFingerprint(),
  );
  const limits = createRecipeWriteLimits({
    accounts,
    quotaBytes: config.accountStorageQuotaBytes,
    cloudflareHash: config.cloudflare?.hash,
  });
  registerRecipeRoutes(
    app,
    createRecipesService({ recipes, accounts, factoryCache, onRecipesChanged, limits, covers }),
  );
  registerUserRecipeRecordRoutes(
    app,
    createUserRecipeRecordsService({ records, recipes, accounts, onRecipesChanged, limits }),
  );
  registerSelectionRoutes(app, household);
  registerSessionRoutes(app, {
    accounts,
    household,
    secureCookies: config.publicOrigin.startsWith('https:'),
    limiter,
    signer: deviceCodes,
  });
  registerSharingRoutes(
    app,
    createSharingService({
      recipes,
      sharing,
      accounts,
      publicOrigin: config.publicOrigin,
      onFactoryShared: () => factoryCache.invalidate(),
      onRecipesChanged,
      limits,
    }),
    limiter,
    { signer: deviceCodes, votesPerRecipePerDay: config.ratingsPerRecipePerDay },
  );
  registerIngredientRoutes(app, createIngredientsRepository(db));
  registerScrapeRoutes(app, { config, db, limiter });
  registerSocialRoutes(app, { config, db, limiter });
  registerMetricsRoutes(app, { accounts, recipes, sharing, enabled: config.metricsEnabled });
  registerCalendarRoutes(app, createCalendarService(household));
  const images = createImagesService({
    images: createImagesRepository(db),
    dataDir: config.dataDir,
    cloudflare: config.cloudflare,
    cloudflareApiBase: config.cloudflareApiBase,
  });
  await registerImageRoutes(app, images);
  await registerImportRoutes(
    app,
    createImportsService({
      images,
      recipes,
      accounts,
      limits,
      onRecipesChanged,
      covers,
      fetchOptions: { allowHosts: config.scrapeAllowHosts },
    }),
  );

  registerCoverRoutes(app, covers, limiter);
  // The imported covers still queued are drawn on request after a restart.
  app.addHook('onClose', () => covers.stop());

  await registerWebApp(app, config.webDistDir);
  return app;
}
