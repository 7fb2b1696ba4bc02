import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DataDirLockedError } from '../lock';
import { showcases } from '../schema';
import { DEFAULT_SEED_PRODUCTS } from './fixtures';
import { seed } from './seed';

/**
 * `npm run seed -w @storefront/server`: migrates the configured database (DATABASE_URL or DATA_DIR) and
 * seeds the demo network; SEED_PRODUCTS sets the product count (e.g. 100000 for benchmarks).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const [row] = await database.db.select({ n: count() }).from(showcases);
    if ((row?.n ?? 0) > 0) {
      console.error(
        `The database already holds demo data (${row?.n} showcases). Seed an empty one: remove ${config.DATA_DIR} or point DATABASE_URL at an empty database.`,
      );
      process.exitCode = 1;
      return;
    }
    process.stdout.write(
      `Seeding ${config.SEED_PRODUCTS ?? DEFAULT_SEED_PRODUCTS} products into ${database.kind === 'postgres' ? 'PostgreSQL' : config.DATA_DIR}…\n`,
    );
    const summary = await database.unbounded((db) => seed(db, { products: config.SEED_PRODUCTS }));
    process.stdout.write(`Seeded ${summary.products} products in ${(summary.ms / 1000).toFixed(1)} s.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
