import { crc32 } from 'node:zlib';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import {
  bonusAccounts,
  brands,
  categories,
  landings,
  media,
  networkSettings,
  products,
  showcases,
  staticPages,
  users,
  wishlists,
} from '../../src/db/schema';
import { DEMO_USERS, logoMediaPath, NETWORK_SETTINGS, SHOPPER_UPLINE_TELEGRAM_IDS, SHOWCASES } from '../../src/db/seed/fixtures';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { wishlistTokenSchema } from '@storefront/contract/wishlists';
import { createEmptyDatabase, createTestDatabase } from '../helpers/db';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
const int = (v: unknown) => Number(v);

describe('demo seed: catalogue', () => {
  it('has at least 300 products, 25 brands and 15 categories in exactly two levels', async () => {
    const [counts] = await rows<{ products: number; brands: number; roots: number; leaves: number; deeper: number }>(sql`select
      (select count(*)::int from products where is_active) as products,
      (select count(*)::int from brands) as brands,
      (select count(*)::int from categories where parent_id is null) as roots,
      (select count(*)::int from categories c join categories p on p.id = c.parent_id where p.parent_id is null) as leaves,
      (select count(*)::int from categories c join categories p on p.id = c.parent_id where p.parent_id is not null) as deeper`);
    expect(counts!.products).toBeGreaterThanOrEqual(300);
    expect(counts!.brands).toBeGreaterThanOrEqual(25);
    expect(counts!.roots + counts!.leaves).toBeGreaterThanOrEqual(15);
    expect(counts!.roots).toBeGreaterThanOrEqual(5);
    expect(counts!.deeper).toBe(0);
    const empty = await rows(sql`select c.slug from categories c where c.parent_id is not null
      and not exists (select 1 from products p where p.category_id = c.id)`);
    expect(empty).toEqual([]);
  });

  it('gives every product at least one stored picture: the small one a WebP, the big one the SVG drawing', async () => {
    const missing = await rows(sql`select p.id from products p where not exists (select 1 from product_images i where i.product_id = p.id)`);
    expect(missing).toEqual([]);
    const pictures = await rows<{ small: string; big: string; small_type: string; big_type: string; big_svg: string }>(sql`
      select s.path as small, b.path as big, s.content_type as small_type, b.content_type as big_type, convert_from(b.data, 'UTF8') as big_svg
      from product_images i join media s on s.id = i.small_media_id join media b on b.id = i.big_media_id`);
    expect(pictures.length).toBeGreaterThanOrEqual(300);
    for (const p of pictures) {
      expect(p.small).toMatch(/^images\/goods\/good_small_pics\/\d+_[1-3]\.webp$/);
      expect(p.big).toMatch(/^images\/upload\/\d+_[1-3]\.svg$/);
      expect([p.small_type, p.big_type]).toEqual(['image/webp', 'image/svg+xml']);
      expect(p.big_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="900" height="900"[^>]*>.*<\/svg>$/s);
      expect(p.big_svg).not.toMatch(/<script|javascript:|href=/i);
    }
    const [first] = await rows<{ small: Uint8Array }>(sql`
      select s.data as small from product_images i join media s on s.id = i.small_media_id order by i.product_id, i.position limit 1`);
    const small = await sharp(Buffer.from(first!.small)).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 300, 300]);
  });

  it('has realistic prices, old prices, stock and attributes', async () => {
    const all = await db.select().from(products);
    const withOld = all.filter((p) => p.oldPrice !== null);
    expect(withOld.length / all.length).toBeGreaterThan(0.25);
    expect(withOld.length / all.length).toBeLessThan(0.55);
    expect(withOld.every((p) => p.oldPrice! > p.price)).toBe(true);
    expect(all.every((p) => p.price > 0 && p.price % 100 === 0)).toBe(true);
    expect(all.some((p) => p.stock === 0)).toBe(true);
    expect(all.every((p) => p.stock >= 0 && p.stock <= 50)).toBe(true);
    expect(all.every((p) => p.attributes.length >= 1 && p.description.length > 40)).toBe(true);
    expect(all.some((p) => p.videoLinks.some((v) => /^https:\/\/(www\.youtube\.com|rutube\.ru|vkvideo\.ru)\//.test(v)))).toBe(true);
    const brandLogos = await rows(sql`select b.slug from brands b left join media m on m.id = b.logo_media_id
      where m.path is distinct from 'images/media/brand-' || b.slug || '.webp' or m.content_type <> 'image/webp'`);
    expect(brandLogos).toEqual([]);
  });

  it('fills the search vector so that a Russian full-text query finds products', async () => {
    const found = await rows<{ name: string }>(sql`select name from products
      where search_vector @@ websearch_to_tsquery('russian', 'смартфоны') order by id limit 5`);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/^Смартфон /);
    const byBrand = await rows(sql`select id from products where search_vector @@ websearch_to_tsquery('russian', 'орбита')`);
    expect(byBrand.length).toBeGreaterThan(0);
  });
});

describe('demo seed: network', () => {
  it('has the four showcases with states 1, 2, 2, 3, logos as real PNGs and categories', async () => {
    const list = await db.select().from(showcases).orderBy(asc(showcases.id));
    expect(list.map((s) => s.stateId).sort()).toEqual([1, 2, 2, 3]);
    for (const fact of Object.values(SHOWCASES)) {
      const s = list.find((x) => x.alias === fact.alias)!;
      expect(s).toMatchObject({ name: fact.name, botUsername: fact.bot, stateId: fact.stateId });
      const [logo] = await db.select().from(media).where(eq(media.id, s.logoMediaId!));
      expect(logo!.path).toBe(logoMediaPath(String(s.id)));
      expect(logo!.contentType).toBe('image/png');
      expectValidPng(Buffer.from(logo!.data));
    }
    const visible = await rows<{ alias: string; n: number }>(sql`select s.alias, count(*)::int as n
      from showcase_categories sc join showcases s on s.id = sc.showcase_id group by s.alias`);
    const byAlias = Object.fromEntries(visible.map((v) => [v.alias, v.n]));
    const [total] = await rows<{ n: number }>(sql`select count(*)::int as n from categories`);
    expect(byAlias.main).toBe(total!.n);
    expect(byAlias.sport).toBeGreaterThan(0);
    expect(byAlias.sport).toBeLessThan(total!.n);
  });

  it('seeds wishlists whose share links the API accepts', async () => {
    const tokens = (await db.select({ token: wishlists.shareToken }).from(wishlists)).map((w) => w.token);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(wishlistTokenSchema.safeParse(token).success, token).toBe(true);
  });

  it('has static pages on the main showcase and landings with the right visibility', async () => {
    const main = (await db.select().from(showcases).where(eq(showcases.alias, 'main')))[0]!;
    const pages = await db.select({ alias: staticPages.alias }).from(staticPages).where(eq(staticPages.showcaseId, main.id));
    expect(pages.map((p) => p.alias).sort()).toEqual(['about', 'contacts', 'delivery', 'offer', 'payment', 'privacy', 'returns']);

    const live = await rows<{ alias: string; published: boolean; live: boolean }>(sql`select s.alias, l.published,
      (l.published and (l.starts_at is null or l.starts_at <= now()) and (l.ends_at is null or l.ends_at > now())) as live
      from landings l join showcases s on s.id = l.showcase_id`);
    const count = (alias: string, pick: (l: (typeof live)[number]) => boolean) => live.filter((l) => l.alias === alias && pick(l)).length;
    expect([count('promo', (l) => l.published), count('promo', (l) => l.live)]).toEqual([3, 2]);
    expect([count('main', (l) => l.published), count('main', (l) => !l.published), count('main', (l) => l.live)]).toEqual([2, 1, 2]);

    const blocks = (await db.select({ blocks: landings.blocks }).from(landings)).flatMap((l) => l.blocks);
    const ids = blocks.flatMap((b) => (b.type === 'products' ? b.productIds : []));
    expect(ids.length).toBeGreaterThan(0);
    const [existing] = await rows<{ n: number }>(sql`select count(*)::int as n from products where id in ${ids}`);
    expect(existing!.n).toBe(new Set(ids).size);
  });

  it('has the demo users with their roles, unique 8-character ref codes and bans', async () => {
    const all = await db.select().from(users);
    expect(new Set(all.map((u) => u.refCode)).size).toBe(all.length);
    expect(all.every((u) => /^[A-Z0-9]{8}$/.test(u.refCode))).toBe(true);
    for (const fact of Object.values(DEMO_USERS)) {
      const u = all.find((x) => x.telegramId === fact.telegramId)!;
      expect(u).toMatchObject({ name: fact.name, refCode: fact.refCode, demoRole: fact.demoRole });
    }
    const byKey = (key: keyof typeof DEMO_USERS) => all.find((u) => u.telegramId === DEMO_USERS[key].telegramId)!;
    expect(byKey('operator').role).toBe('operator');
    expect(byKey('banned').isBanned).toBe(true);
    expect(byKey('bannedOnMain').isBanned).toBe(false);
    const bans = await rows<{ alias: string }>(
      sql`select s.alias from showcase_bans b join showcases s on s.id = b.showcase_id where b.user_id = ${byKey('bannedOnMain').id}`,
    );
    expect(bans).toEqual([{ alias: 'main' }]);
    expect(all.some((u) => u.referrerId !== null && !u.referralSeen)).toBe(true);
  });

  it('has a referral tree at least 4 levels deep with the shopper at depth 3', async () => {
    const root = DEMO_USERS.showcaseAdmin.telegramId;
    const tree = await rows<{ telegram_id: string; depth: number }>(sql`with recursive tree as (
        select id, telegram_id, 0 as depth from users where telegram_id = ${root}
        union all select u.id, u.telegram_id, t.depth + 1 from users u join tree t on u.referrer_id = t.id)
      select telegram_id, depth from tree`);
    expect(tree.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...tree.map((t) => t.depth))).toBeGreaterThanOrEqual(4);
    expect(tree.find((t) => int(t.telegram_id) === DEMO_USERS.shopper.telegramId)?.depth).toBe(3);

    const upline = await rows<{ telegram_id: string }>(sql`select r1.telegram_id from users u
      join users r1 on r1.id = u.referrer_id where u.telegram_id = ${DEMO_USERS.shopper.telegramId}
      union all select r2.telegram_id from users u join users r1 on r1.id = u.referrer_id join users r2 on r2.id = r1.referrer_id where u.telegram_id = ${DEMO_USERS.shopper.telegramId}
      union all select r3.telegram_id from users u join users r1 on r1.id = u.referrer_id join users r2 on r2.id = r1.referrer_id join users r3 on r3.id = r2.referrer_id where u.telegram_id = ${DEMO_USERS.shopper.telegramId}`);
    expect(upline.map((u) => int(u.telegram_id))).toEqual([...SHOPPER_UPLINE_TELEGRAM_IDS]);
  });

  it('stores the network settings', async () => {
    const settings = await db.select().from(networkSettings);
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual(JSON.parse(JSON.stringify(NETWORK_SETTINGS)));
  });
});

describe('demo seed: orders and bonuses', () => {
  it('keeps the ledger invariant: balance = Σ available, pending = Σ pending, reserved ≤ balance', async () => {
    const accounts = await rows<{ id: number; balance: string; pending: string; reserved: string; available_sum: string; pending_sum: string }>(sql`
      select a.id, a.balance, a.pending, a.reserved,
        coalesce(sum(e.amount) filter (where e.status = 'available'), 0) as available_sum,
        coalesce(sum(e.amount) filter (where e.status = 'pending'), 0) as pending_sum
      from bonus_accounts a left join bonus_entries e on e.account_id = a.id group by a.id`);
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      expect({ id: a.id, balance: int(a.balance), pending: int(a.pending) }).toEqual({
        id: a.id,
        balance: int(a.available_sum),
        pending: int(a.pending_sum),
      });
      expect(int(a.reserved)).toBeLessThanOrEqual(int(a.balance));
      expect(int(a.balance)).toBeGreaterThanOrEqual(0);
    }
    const [keys] = await rows<{ total: number; distinct: number; pending: number; available: number }>(sql`select count(*)::int as total,
      count(distinct idempotency_key)::int as distinct, count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'available')::int as available from bonus_entries`);
    expect(keys!.total).toBe(keys!.distinct);
    expect(keys!.pending).toBeGreaterThan(0);
    expect(keys!.available).toBeGreaterThan(0);
    const kinds = new Set((await db.select({ kind: bonusAccounts.kind }).from(bonusAccounts)).map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['showcase_fund', 'showcase_network', 'user_local', 'user_network']);
  });

  it('has shopper orders in several statuses with items, history and payments', async () => {
    const list = await rows<{ status: string; items: number; events: number; goods_total: string; items_total: string; last_event: string }>(sql`
      select o.status, (select count(*)::int from order_items i where i.order_id = o.id) as items,
        (select count(*)::int from order_events e where e.order_id = o.id) as events, o.goods_total,
        (select sum(i.price * i.quantity) from order_items i where i.order_id = o.id) as items_total,
        (select e.to_status from order_events e where e.order_id = o.id order by e.created_at desc limit 1) as last_event
      from orders o join users u on u.id = o.user_id where u.telegram_id = ${DEMO_USERS.shopper.telegramId}`);
    expect(new Set(list.map((o) => o.status))).toEqual(new Set(['completed', 'delivered', 'shipped', 'cancelled']));
    for (const o of list) {
      expect(o.items).toBeGreaterThan(0);
      expect(o.events).toBeGreaterThan(1);
      expect(int(o.goods_total)).toBe(int(o.items_total));
      expect(o.last_event).toBe(o.status);
    }
  });
});

describe('demo seed: determinism and re-runs', () => {
  let second: Database | undefined;
  const log: string[] = [];
  const firstRun = { seeded: false };
  // A second PGlite plus a full seed: slow on a busy machine, so it runs under the hook timeout.
  beforeAll(async () => {
    second = await createEmptyDatabase();
    firstRun.seeded = await seedIfEmpty(second.db, { info: (_obj, msg) => log.push(msg) });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('gives identical data when seeded again into a fresh database, and seeds only once', async () => {
    if (!second) throw new Error('no second database');
    expect(firstRun.seeded).toBe(true);
    expect(log).toEqual(['demo data seeded']);
    expect(await seedIfEmpty(second.db, { info: (_obj, msg) => log.push(msg) })).toBe(false);

    const fingerprint = async (target: Db) => ({
      products: await target
        .select({
          id: products.id,
          article: products.article,
          name: products.name,
          price: products.price,
          oldPrice: products.oldPrice,
          stock: products.stock,
          description: products.description,
        })
        .from(products)
        .orderBy(asc(products.id)),
      users: await target
        .select({ id: users.id, name: users.name, refCode: users.refCode, referrerId: users.referrerId })
        .from(users)
        .orderBy(asc(users.id)),
      brands: await target.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.id)),
      categories: await target.select({ slug: categories.slug, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id)),
      media: await target
        .select({ path: media.path, size: sql<number>`length(${media.data})` })
        .from(media)
        .orderBy(asc(media.id)),
      balances: await target
        .select({ id: bonusAccounts.id, balance: bonusAccounts.balance, pending: bonusAccounts.pending })
        .from(bonusAccounts)
        .orderBy(asc(bonusAccounts.id)),
    });
    expect(await fingerprint(second.db)).toEqual(await fingerprint(db));
  });
});

function expectValidPng(png: Buffer): void {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const types: string[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    types.push(body.subarray(0, 4).toString('latin1'));
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    at += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
}
