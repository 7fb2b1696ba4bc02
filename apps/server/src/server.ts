import { isLoopback } from './lib/net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp(config, database);
  await seedIfEmpty(database.db, app.log, { products: config.SEED_PRODUCTS });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops accepting, drains requests, then the database is closed so PGlite flushes its data dir.
    app.close().then(() => database.close()).then(() => process.exit(0), (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.bonusMaturation.start();
  if (config.DEMO && !isLoopback(config.HOST)) {
    app.log.warn('!!! DEMO=1 on a non-loopback address: demo logins (/api/test/login) are open to anyone who can reach this server. Set DEMO=0 in production. !!!');
  }
  app.log.info({ ms: Math.round(performance.now() - startedAt), database: database.kind }, `store ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
