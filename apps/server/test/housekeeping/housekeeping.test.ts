import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { housekeeping } from '../../src/modules/housekeeping/service';
import { sha256Hex } from '../../src/lib/crypto';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';

const t = fileTestApp();
let productId: number;
beforeAll(async () => {
  productId = (await one<{ id: number }>(t.database.db, sql`select id from products where stock > 5 and is_active order by id limit 1`))!.id;
});

const db = () => t.database.db;
const settings = { ANONYMOUS_CART_TTL_DAYS: 14, MEDIA_GRACE_HOURS: 24 };
const exists = async (query: ReturnType<typeof sql>) => (await rows(db(), query)).length > 0;
const anonymousCart = async () => {
  const res = await post(t.app, '/api/tg', { method: 'UpdateProductQuantityInCart', ProductId: productId, Quantity: 1 });
  return sha256Hex(sessionCookie(res)!.value);
};

describe('housekeeping job', () => {
  it("is one of the job runner's tasks", () => {
    expect(t.app.bonusMaturation.tasks.map((task) => task.name)).toContain('housekeeping');
  });

  it('deletes expired sessions (their carts with them) and abandoned anonymous carts, keeps live ones', async () => {
    const expired = await anonymousCart();
    const abandoned = await anonymousCart();
    const live = await anonymousCart();
    const user = await loginAs(t, 'shopper');
    await post(t.app, '/api/tg', { method: 'UpdateProductQuantityInCart', ProductId: productId, Quantity: 1 }, { cookie: user });
    await db().execute(sql`update sessions set expires_at = now() - interval '1 minute' where id_hash = ${expired}`);
    await db().execute(sql`update carts set updated_at = now() - interval '15 days' where session_hash = ${abandoned}`);
    // A user's cart is never abandoned, however old.
    const shopperId = await demoUserId(db(), 'shopper');
    await db().execute(sql`update carts set updated_at = now() - interval '400 days' where user_id = ${shopperId}`);

    const result = await housekeeping(db(), settings);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(result.carts).toBeGreaterThanOrEqual(1);
    expect(await exists(sql`select 1 from sessions where id_hash = ${expired}`)).toBe(false);
    expect(await exists(sql`select 1 from carts where session_hash = ${expired}`)).toBe(false);
    expect(await exists(sql`select 1 from carts where session_hash = ${abandoned}`)).toBe(false);
    expect(await exists(sql`select 1 from sessions where id_hash = ${abandoned}`)).toBe(true);
    expect(await exists(sql`select 1 from carts where session_hash = ${live}`)).toBe(true);
    expect(await exists(sql`select 1 from sessions where id_hash = ${live}`)).toBe(true);
    expect(await exists(sql`select 1 from carts where user_id = ${shopperId}`)).toBe(true);
    expect(await exists(sql`select 1 from sessions where id_hash = ${sha256Hex(user)}`)).toBe(true);
    // Two passes at once (two nodes) finish and leave the same state.
    await Promise.all([housekeeping(db(), settings), housekeeping(db(), settings)]);
    expect(await exists(sql`select 1 from carts where session_hash = ${live}`)).toBe(true);
  });

  it('collects uploads nothing points at once past the grace period; keeps used, recent and seeded media', async () => {
    const main = await showcaseByAlias(db(), 'main');
    const owner = main.ownerId;
    const insert = async (path: string, age: string) =>
      (await one<{ id: number }>(
        db(),
        sql`insert into media (path, content_type, data, owner_id, created_at)
      values (${path}, 'image/png', ${Buffer.from('x')}, ${owner}, now() - ${age}::interval) returning id`,
      ))!.id;
    const unused = await insert(`images/media/landings/${main.id}/unused.png`, '2 days');
    const recent = await insert(`images/media/landings/${main.id}/recent.png`, '1 hour');
    const inBlock = await insert(`images/media/landings/${main.id}/block.png`, '2 days');
    const inPage = await insert(`images/media/landings/${main.id}/page.png`, '2 days');
    const cover = await insert(`images/media/landings/${main.id}/cover.png`, '2 days');
    await db().execute(sql`insert into landings (showcase_id, slug, title, cover_media_id, blocks)
      values (${main.id}, 'gc-test', 'GC', ${cover}, ${JSON.stringify([{ type: 'picture', mediaId: inBlock }])}::jsonb)`);
    await db().execute(sql`update static_pages set body = body || ${`<img src="/images/media/landings/${main.id}/page.png">`}
      where id = (select min(id) from static_pages)`);
    const seededBefore = (await one<{ n: number }>(db(), sql`select count(*)::int as n from media where owner_id is null`))!.n;
    const logo = main.logoMediaId;

    const result = await housekeeping(db(), settings);
    expect(result.media).toBe(1);
    const left = (
      await rows<{ id: number }>(db(), sql`select id from media where id in (${unused}, ${recent}, ${inBlock}, ${inPage}, ${cover})`)
    ).map((r) => r.id);
    expect(left.sort()).toEqual([recent, inBlock, inPage, cover].sort());
    expect((await one<{ n: number }>(db(), sql`select count(*)::int as n from media where owner_id is null`))!.n).toBe(seededBefore);
    if (logo !== null) expect(await exists(sql`select 1 from media where id = ${logo}`)).toBe(true);
  });
});
