import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { NotReadyError, type Database, type Db } from './db/client';
import { AppError } from './lib/app-error';
import { systemTxtResolver, type TxtResolver } from './lib/dns';
import { loggerOptions } from './lib/logging';
import './lib/request-context';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { demoRoutes } from './modules/demo/routes';
import { dispatchRoutes } from './modules/dispatch/routes';
import { favouritesRoutes } from './modules/favourites/routes';
import { landingRoutes } from './modules/landings/routes';
import { mediaRoutes } from './modules/media/routes';
import { menuRoutes } from './modules/menu/routes';
import { pageRoutes } from './modules/pages/routes';
import { sellerCategoryRoutes } from './modules/seller-categories/routes';
import { sellerLandingRoutes } from './modules/seller-landings/routes';
import { sellerShowcaseRoutes } from './modules/seller-showcases/routes';
import { saleOrderRoutes } from './modules/sale-orders/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { startupRoutes } from './modules/startup/routes';
import { wishlistRoutes } from './modules/wishlists/routes';
import { bonusRoutes, registerBonuses } from './modules/bonuses/routes';
import { botRoutes } from './modules/bot/routes';
import { shareMessageRoutes } from './modules/bot/share-routes';
import { registerBotJobs } from './modules/bot/service';
import { maxBotRoutes } from './modules/max-bot/routes';
import { accountRoutes } from './modules/account/routes';
import { claimRoutes } from './modules/claims/routes';
import { companyRoutes } from './modules/companies/routes';
import { agentRoutes } from './modules/agents/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { userRoutes } from './modules/users/routes';
import { registerHousekeeping } from './modules/housekeeping/service';
import { registerMoney } from './modules/money/jobs';
import { deliveryRoutes, registerDelivery } from './modules/delivery/routes';
import { registerStaffNotifications } from './modules/notifications/staff';
import { consentRoutes } from './modules/consent/routes';
import { registerLoginMerges } from './modules/shopping-merge';
import { registerReferralOnLogin } from './modules/referral/service';
import { OrderHooks } from './modules/orders/hooks';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { phoneLoginRoutes } from './modules/phone-login/routes';
import { suggestRoutes } from './modules/suggest/routes';
import { collectRoutes, openApiRoutes } from './modules/openapi/routes';
import { JSON_BODY_LIMIT } from './lib/json-body';
import { trustProxyOption } from './lib/net';
import { authPlugin } from './plugins/auth';
import { bodyPlugin } from './plugins/body';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, isDatabaseUnavailable } from './plugins/errors';
import { externalPlugins } from './plugins/external';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { publicReadsPlugin, readCachePlugin } from './plugins/read-cache';
import { sessionLoader, sessionPlugin } from './plugins/session';
import { showcasePlugin } from './plugins/showcase';
import { shutdownPlugin } from './plugins/shutdown';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    /** DNS TXT lookups (custom domain verification). */
    resolveTxt: TxtResolver;
  }
}

/** Outside services the app talks to, replaceable by tests; by default the real ones built from the config. */
export interface AppServices {
  resolveTxt?: TxtResolver;
}

/** How long /api/ready waits for the database. */
const READY_TIMEOUT_MS = 2_000;

/** Builds the whole application without listening; server.ts and every test call it. */
/** Every module's routes, registered in this order inside the API scope (some register plugins of their own first). */
const MODULE_ROUTES: ReadonlyArray<(api: FastifyInstance) => void | Promise<void>> = [
  startupRoutes,
  menuRoutes,
  dispatchRoutes,
  demoRoutes,
  catalogRoutes,
  cartRoutes,
  favouritesRoutes,
  wishlistRoutes,
  landingRoutes,
  pageRoutes,
  orderRoutes,
  paymentRoutes,
  suggestRoutes,
  deliveryRoutes,
  consentRoutes,
  sellerShowcaseRoutes,
  saleOrderRoutes,
  dashboardRoutes,
  sellerLandingRoutes,
  sellerCategoryRoutes,
  bonusRoutes,
  accountRoutes,
  notificationRoutes,
  userRoutes,
  botRoutes,
  shareMessageRoutes,
  phoneLoginRoutes,
  maxBotRoutes,
  claimRoutes,
  companyRoutes,
  agentRoutes,
  openApiRoutes,
];

export async function buildApp(config: AppConfig, database: Database, services: AppServices = {}): Promise<FastifyInstance> {
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // 64 KB of JSON; routes that take more raise it for themselves (lib/json-body.ts).
    bodyLimit: JSON_BODY_LIMIT,
    // Slow or stalled clients (DESIGN §5): the whole request within REQUEST_TIMEOUT_MS (else 408), its headers
    // within HEADERS_TIMEOUT_MS, and no connection silent for CONNECTION_TIMEOUT_MS. Node checks the first two
    // on an interval, a tenth of the headers timeout here (its default of 30 s would double the timeouts).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersTimeout / 10))),
    },
    // Shutdown (plugins/shutdown.ts): idle sockets are closed at once, requests arriving while closing get 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  collectRoutes(app);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('resolveTxt', services.resolveTxt ?? systemTxtResolver(config));
  app.decorate('orderHooks', new OrderHooks());
  registerBonuses(app);
  registerHousekeeping(app);
  registerMoney(app);
  registerDelivery(app);
  registerStaffNotifications(app);
  registerBotJobs(app);

  // A lost PostgreSQL connection fails the requests using it (503); the node logs it and carries on.
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));

  // External plugins, then the app's own: errors, JSON bodies, shutdown, CSRF/CORS (all of /api), media (no session needed).
  for (const plugin of [errorsPlugin, bodyPlugin, shutdownPlugin, externalPlugins, readCachePlugin, csrfPlugin, sessionPlugin]) {
    await app.register(plugin);
  }
  registerLoginMerges(app);
  registerReferralOnLogin(app);

  // Liveness: the process is up and its event loop turns; never touches the database, so a load balancer or
  // orchestrator does not restart nodes because PostgreSQL is down (they could not fix that).
  app.get('/api/health', (_req, reply) => reply.send({ ok: true }));
  // Readiness: the database answers (within 2 s) and holds every migration of this build; else 503.
  app.get('/api/ready', async () => {
    try {
      await database.ready(READY_TIMEOUT_MS);
    } catch (err) {
      if (!(err instanceof NotReadyError) && !isDatabaseUnavailable(err)) throw err;
      app.log.warn({ err }, 'not ready');
      throw new AppError('DB_UNAVAILABLE');
    }
    return { ok: true, database: database.kind };
  });
  mediaRoutes(app);

  // The API scope: session → showcase resolver → bans, then the routes of every module.
  await app.register(async (api) => {
    for (const plugin of [sessionLoader, showcasePlugin, authPlugin, rateLimitsPlugin, publicReadsPlugin]) await api.register(plugin);
    for (const routes of MODULE_ROUTES) await routes(api);
  });

  await app.register(webPlugin);
  return app;
}
