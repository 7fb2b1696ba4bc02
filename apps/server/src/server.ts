import { isLoopback } from './lib/net';
import { startupErrorLine } from './lib/startup-error';
import { buildApp } from './app';
import { loadConfig, pgOptions, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrapNetwork, seedIfEmpty } from './db/seed/seed';
import { warmUpSearch } from './modules/catalog/service';
import { gracefulShutdown } from './plugins/shutdown';

let config: AppConfig | undefined;

async function main(): Promise<void> {
  const startedAt = performance.now();
  config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, postgres: pgOptions(config) });
  const settings = config;
  let closing = false;
  try {
    await database.migrate();
    const app = await buildApp(settings, database);
    // DEMO=1 seeds the demo network into an empty database; DEMO=0 never does: an empty network with its settings,
    // and an operator made by `npm run create-operator`.
    await database.unbounded((db) =>
      settings.DEMO ? seedIfEmpty(db, app.log, { products: settings.SEED_PRODUCTS }) : bootstrapNetwork(db, app.log),
    );
    // The first visitors' searches do not pay for the node's cold start (a second on PGlite); a failure only costs that.
    await warmUpSearch(app.db, app.readCache).catch((err: unknown) => app.log.warn({ err }, 'search warm-up failed'));

    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      // Requests already sent are answered, idle sockets closed, the database closed; exit within SHUTDOWN_TIMEOUT_MS.
      void gracefulShutdown(app, database, signal, settings.SHUTDOWN_TIMEOUT_MS).then((code) => process.exit(code));
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));

    await app.listen({ port: settings.PORT, host: settings.HOST });
    app.bonusMaturation.start();
    if (settings.DEMO && !isLoopback(settings.HOST)) {
      app.log.warn(
        '!!! DEMO=1 on a non-loopback address: demo logins (/api/test/login) are open to anyone who can reach this server. Set DEMO=0 in production. !!!',
      );
    }
    app.log.info(
      { ms: Math.round(performance.now() - startedAt), database: database.kind },
      `store ready at http://${settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST}:${settings.PORT}`,
    );
  } catch (err) {
    // The PGlite lock and the pool go before the one line is printed.
    await database.close().catch(() => {});
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(startupErrorLine(err, { databaseUrl: config?.DATABASE_URL, host: config?.HOST ?? '', port: config?.PORT ?? 0 }));
  process.exit(1);
});
