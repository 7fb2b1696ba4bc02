import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
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
import { startupRoutes } from './modules/startup/routes';
import { wishlistRoutes } from './modules/wishlists/routes';
import { bonusRoutes, registerBonuses } from './modules/bonuses/routes';
import { botRoutes } from './modules/bot/routes';
import { accountRoutes } from './modules/account/routes';
import { claimRoutes } from './modules/claims/routes';
import { companyRoutes } from './modules/companies/routes';
import { agentRoutes } from './modules/agents/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { userRoutes } from './modules/users/routes';
import { registerLoginMerges } from './modules/shopping-merge';
import { registerReferralOnLogin } from './modules/referral/service';
import { OrderHooks } from './modules/orders/hooks';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { suggestRoutes } from './modules/suggest/routes';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { externalPlugins } from './plugins/external';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { sessionLoader, sessionPlugin } from './plugins/session';
import { showcasePlugin } from './plugins/showcase';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
  }
}

/** Builds the whole application without listening; server.ts and every test call it. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('orderHooks', new OrderHooks());
  registerBonuses(app);

  // External plugins, then the app's own: errors, CSRF/CORS (all of /api), media (no session needed).
  await app.register(errorsPlugin);
  await app.register(externalPlugins);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  registerLoginMerges(app);
  registerReferralOnLogin(app);

  app.get('/api/health', async () => {
    await database.db.execute('select 1');
    return { ok: true, database: database.kind };
  });
  mediaRoutes(app);

  // The API scope: session → showcase resolver → bans, then the routes of every module.
  await app.register(async (api) => {
    await api.register(sessionLoader);
    await api.register(showcasePlugin);
    await api.register(authPlugin);
    await api.register(rateLimitsPlugin);
    startupRoutes(api);
    menuRoutes(api);
    dispatchRoutes(api);
    demoRoutes(api);
    catalogRoutes(api);
    cartRoutes(api);
    favouritesRoutes(api);
    wishlistRoutes(api);
    landingRoutes(api);
    pageRoutes(api);
    orderRoutes(api);
    paymentRoutes(api);
    suggestRoutes(api);
    sellerShowcaseRoutes(api);
    saleOrderRoutes(api);
    sellerLandingRoutes(api);
    sellerCategoryRoutes(api);
    bonusRoutes(api);
    accountRoutes(api);
    notificationRoutes(api);
    userRoutes(api);
    botRoutes(api);
    await claimRoutes(api);
    companyRoutes(api);
    await agentRoutes(api);
  });

  await app.register(webPlugin);
  return app;
}
