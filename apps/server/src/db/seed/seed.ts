import { count, sql } from 'drizzle-orm';
import { networkSettings, showcases } from '../schema';
import type { Db, Tx } from '../client';
import { seedBrands, seedCategories, seedProducts } from './catalog';
import { seedAccounts, seedPeopleExtras, seedTransfersAndWithdrawals } from './extras';
import { DEFAULT_SEED_PRODUCTS, NETWORK_SETTINGS } from './fixtures';
import { seedLandings } from './landings';
import { SeedLedger } from './ledger';
import { seedSettings, seedShowcaseCategories, seedShowcases, seedUsers } from './network';
import { seedOrders } from './orders';

export interface SeedOptions {
  /** How many products; default 320. The first products are the same whatever the count. */
  products?: number;
  /** The seeding moment: dates (product ages, order history, landing windows) are relative to it. */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  ms: number;
}

export interface SeedLogger {
  info(obj: object, msg: string): void;
}

/** Any constant shared by all app nodes: two nodes starting at once on one PostgreSQL seed only once. */
const SEED_LOCK_KEY = 7_300_301;

async function seedInto(tx: Tx, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`products must be a positive integer, got ${productCount}`);
  // Whole minutes keep the timestamps tidy; the content itself comes from fixed-seed random streams.
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000);

  await seedSettings(tx, now);
  const users = await seedUsers(tx, now);
  const showcaseIds = await seedShowcases(tx, now, users);
  const categoryIds = await seedCategories(tx);
  const brandIds = await seedBrands(tx);
  await seedShowcaseCategories(tx, showcaseIds, categoryIds);
  const sample = await seedProducts(tx, productCount, now, { categories: categoryIds, brands: brandIds });
  await seedLandings(tx, now, showcaseIds, sample);

  const ledger = new SeedLedger(tx);
  const ctx = { tx, now, users, showcases: showcaseIds, sample, ledger };
  await seedAccounts(ctx);
  await seedOrders(ctx);
  await seedTransfersAndWithdrawals(ctx);
  await ledger.flush();
  await seedPeopleExtras(ctx);
  return { products: productCount, ms: Math.round(performance.now() - startedAt) };
}

/** Seeds the demo network into an empty, migrated database, in one transaction. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.transaction((tx) => seedInto(tx, options));
}

/** Seeds only when there are no showcases yet (first start); safe to call on every start and from several nodes. */
export async function seedIfEmpty(db: Db, log: SeedLogger, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(showcases);
    if ((row?.n ?? 0) > 0) return false;
    const summary = await seedInto(tx, options);
    log.info(summary, 'demo data seeded');
    return true;
  });
}

/**
 * DEMO=0 on first start: the network's settings (bonus split, spend caps, maturation…) and nothing else — no
 * showcases, users, products or orders. Safe to call on every start and from several nodes (existing settings
 * are kept as they are).
 */
export async function bootstrapNetwork(db: Db, log: SeedLogger): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const inserted = await tx
      .insert(networkSettings)
      .values(Object.entries(NETWORK_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: networkSettings.key });
    if (inserted.length > 0) log.info({ settings: inserted.length }, 'network settings created (no demo data: DEMO=0)');
    return inserted.length > 0;
  });
}
