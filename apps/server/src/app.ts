import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { errorsPlugin } from './plugins/errors';

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
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.tgData', '*.initData'], censor: '[hidden]' },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);

  app.get('/api/health', async () => {
    await database.db.execute('select 1');
    return { ok: true, database: database.kind };
  });

  return app;
}
