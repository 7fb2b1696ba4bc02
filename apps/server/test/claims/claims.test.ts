import type { Claim, ClaimForm, ClaimsResponse } from '@storefront/contract/claims';
import { CLAIM_PHOTOS } from '@storefront/contract/claims';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claims, media } from '../../src/db/schema';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { formData, JPEG, PNG, postForm, WEBP } from './multipart';

let t: TestApp;
let shopper: string;
let referrer: string;
interface Line {
  orderId: number;
  itemId: number;
  article: string;
}
let delivered: Line[];
let shipped: Line;
let othersCompleted: Line;

const linesOf = async (userKey: 'shopper' | 'referrer', status: string): Promise<Line[]> => {
  const userId = await demoUserId(t.database.db, userKey);
  const res: unknown = await t.database.db.execute(sql`select o.id as "orderId", oi.id as "itemId", oi.article from orders o
    join order_items oi on oi.order_id = o.id where o.user_id = ${userId} and o.status = ${status} order by o.id, oi.id`);
  return (res as { rows: Line[] }).rows;
};

beforeAll(async () => {
  t = await createTestApp();
  shopper = await loginAs(t, 'shopper');
  referrer = await loginAs(t, 'referrer');
  delivered = [...(await linesOf('shopper', 'delivered')), ...(await linesOf('shopper', 'completed'))];
  shipped = (await linesOf('shopper', 'shipped'))[0]!;
  const petr = await one<Line>(
    t.database.db,
    sql`select o.id as "orderId", oi.id as "itemId", oi.article from orders o
    join order_items oi on oi.order_id = o.id join users u on u.id = o.user_id
    where o.status = 'completed' and u.demo_role is null order by o.id limit 1`,
  );
  othersCompleted = petr!;
  expect(delivered.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => t.close());
// Claims are rate-limited per session (10 a minute): each test files its claims from a session of its own.
beforeEach(async () => {
  shopper = await loginAs(t, 'shopper');
});

const form = (cookie: string | null, line: Pick<Line, 'orderId' | 'article'>) =>
  get(t.app, '/api/account/claims/create/', { cookie, query: { id: String(line.orderId), article: line.article, json: '1' } });
const fields = (line: Line, extra: Record<string, string> = {}) => ({
  orderItemId: String(line.itemId),
  reason: 'defect',
  description: 'Экран с трещиной при получении',
  ...extra,
});
const create = (cookie: string | null, f: Record<string, string>, files: Parameters<typeof formData>[1] = []) =>
  postForm(t.app, '/api/account/claims', formData(f, files), { cookie });
/** A claim body of any content type, sent by the shopper with the client header (as the app sends its forms). */
const rawClaim = (contentType: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/claims',
    payload,
    headers: { 'content-type': contentType, 'x-storefront-client': '1', cookie: `sid=${shopper}` },
  });
const listOf = async (cookie: string) => (await get(t.app, '/api/account/claims/', { cookie })).json<ClaimsResponse>().claims;

describe('claim form', () => {
  it('describes a line of the user’s own delivered order', async () => {
    const res = await form(shopper, delivered[0]!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ClaimForm>();
    expect(body).toMatchObject({
      claimable: true,
      blockedBy: null,
      order: { id: delivered[0]!.orderId },
      line: { id: delivered[0]!.itemId, article: delivered[0]!.article },
    });
    expect(body.reasons).toContain('defect');
  });

  it('says why a line of an undelivered order cannot be claimed', async () => {
    expect((await form(shopper, shipped)).json<ClaimForm>()).toMatchObject({ claimable: false, blockedBy: 'order_status' });
  });

  it('is 401 for anonymous, 404 for another user’s order or an unknown article, 400 for bad input', async () => {
    expect((await form(null, delivered[0]!)).statusCode).toBe(401);
    expect((await form(shopper, othersCompleted)).statusCode).toBe(404);
    expect((await form(referrer, delivered[0]!)).statusCode).toBe(404);
    expect((await form(shopper, { orderId: delivered[0]!.orderId, article: 'NO-SUCH' })).statusCode).toBe(404);
    expect((await get(t.app, '/api/account/claims/create/', { cookie: shopper, query: { id: 'x', article: 'A' } })).statusCode).toBe(400);
    expect((await get(t.app, '/api/account/claims/create/', { cookie: shopper, query: { id: '1' } })).statusCode).toBe(400);
  });
});

describe('creating a claim', () => {
  let claim: Claim;

  it('stores the claim with its photo and lists it as new', async () => {
    const res = await create(shopper, fields(delivered[0]!), [{ filename: 'photo.png', type: 'image/png', data: PNG }]);
    expect(res.statusCode, res.body).toBe(201);
    claim = res.json<{ claim: Claim }>().claim;
    expect(claim).toMatchObject({
      status: 'new',
      reason: 'defect',
      description: 'Экран с трещиной при получении',
      answer: null,
      line: { id: delivered[0]!.itemId },
    });
    expect(claim.photos).toEqual([`/api/account/claims/${claim.id}/photos/1`]);
    const stored = await one<{ path: string; type: string }>(
      t.database.db,
      sql`select m.path, m.content_type as type from claim_photos cp join media m on m.id = cp.media_id where cp.claim_id = ${claim.id}`,
    );
    expect(stored).toEqual({ path: `images/media/claims/${claim.id}-1.png`, type: 'image/png' });
    expect((await listOf(shopper)).map((c) => c.id)).toEqual([claim.id]);
    // The list carries the order's own date (the claim's date is createdAt), so the card never shows one for the other.
    const orderDate = await one<{ createdAt: Date | string }>(
      t.database.db,
      sql`select created_at as "createdAt" from orders where id = ${delivered[0]!.orderId}`,
    );
    expect((await listOf(shopper))[0]!.order.createdAt).toBe(new Date(orderDate!.createdAt).toISOString());
    expect(await listOf(referrer)).toEqual([]);
    // The line is no longer claimable while the claim is open; the order's other lines still are.
    const after = (await form(shopper, delivered[0]!)).json<ClaimForm>();
    expect(after.lines.find((l) => l.id === delivered[0]!.itemId)).toMatchObject({ claimable: 0 });
    const others = after.lines.filter((l) => l.id !== delivered[0]!.itemId);
    expect(after).toMatchObject(
      others.some((l) => l.claimable > 0) ? { claimable: true, blockedBy: null } : { claimable: false, blockedBy: 'open_claim' },
    );
  });

  it('serves the photo to its author and the staff only, never through /images', async () => {
    const url = claim.photos[0]!;
    const own = await get(t.app, url, { cookie: shopper });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    // Stored as decoded and encoded again: the same 1×1 picture, not the same bytes.
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await get(t.app, url)).statusCode).toBe(401);
    expect((await get(t.app, url, { cookie: referrer })).statusCode).toBe(404);
    expect((await get(t.app, url, { cookie: await loginAs(t, 'operator') })).statusCode).toBe(200);
    // The owner of the order's showcase (main) is its staff.
    expect((await get(t.app, url, { cookie: await loginAs(t, 'showcaseAdmin') })).statusCode).toBe(200);
    expect((await get(t.app, url, { cookie: await loginAs(t, 'sportAdmin') })).statusCode).toBe(404);
    expect((await get(t.app, `/api/account/claims/${claim.id}/photos/2`, { cookie: shopper })).statusCode).toBe(404);
    expect((await get(t.app, `/api/account/claims/${claim.id}/photos/9`, { cookie: shopper })).statusCode).toBe(400);
    for (const path of [`/images/media/claims/${claim.id}-1.png`, `/api/stat/images/media/claims/${claim.id}-1.png`]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('refuses a second open claim on the same line', async () => {
    const res = await create(shopper, fields(delivered[0]!));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ fields: Record<string, string> }>().fields.orderItemId).toBe('По этому товару уже есть претензия на рассмотрении');
  });

  it('takes JPEG and WebP, up to five photos, and none at all', async () => {
    const five = [PNG, JPEG, WEBP, PNG, JPEG].map((data, i) => ({ filename: `p${i}`, type: 'application/octet-stream', data }));
    const res = await create(shopper, fields(delivered[1]!), five);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ claim: Claim }>().claim.photos).toHaveLength(5);
    const types = (await get(t.app, res.json<{ claim: Claim }>().claim.photos[2]!, { cookie: shopper })).headers['content-type'];
    expect(types).toBe('image/webp');
    expect((await create(shopper, fields(delivered[2]!))).statusCode).toBe(201);
  });
});

describe('refused claims change nothing', () => {
  let before: { claims: number; media: number };
  beforeAll(async () => {
    before = { claims: await countRows(t.database.db, claims), media: await countRows(t.database.db, media) };
  });
  const unchanged = async () =>
    expect({ claims: await countRows(t.database.db, claims), media: await countRows(t.database.db, media) }).toEqual(before);
  const line = () => delivered[3]!;

  it('a file that is not an image, whatever it claims to be (415)', async () => {
    const res = await create(shopper, fields(line()), [{ filename: 'evil.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?>') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ fields: Record<string, string> }>().fields.photos).toBe('Приложите фото в формате JPEG, PNG или WebP');
    const gif = await create(shopper, fields(line()), [{ filename: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') }]);
    expect(gif.statusCode).toBe(415);
    await unchanged();
  });

  it('a photo over 5 MB (413)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(CLAIM_PHOTOS.maxBytes - PNG.length + 1)]);
    const res = await create(shopper, fields(line()), [{ filename: 'big.png', type: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    await unchanged();
  });

  it('more than five photos (400)', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, type: 'image/png', data: PNG }));
    const res = await create(shopper, fields(line()), six);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.photos).toBe('Можно приложить не больше 5 фото');
    await unchanged();
  });

  it('bad fields, naming them (400)', async () => {
    for (const [extra, field] of [
      [{ reason: 'bored' }, 'reason'],
      [{ description: 'коротко' }, 'description'],
      [{ orderItemId: 'x' }, 'orderItemId'],
      [{ description: 'x'.repeat(2001) }, 'description'],
    ] as const) {
      const res = await create(shopper, fields(line(), extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    await unchanged();
  });

  it('another user’s line (404), a line of an undelivered order (409), anonymous (401)', async () => {
    expect((await create(shopper, fields(othersCompleted))).statusCode).toBe(404);
    expect((await create(referrer, fields(line()))).statusCode).toBe(404);
    const early = await create(shopper, fields(shipped));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ fields: Record<string, string> }>().fields.orderItemId).toMatch(/доставленному или завершённому/);
    expect((await create(null, fields(line()))).statusCode).toBe(401);
    await unchanged();
  });

  it('a JSON body, a form-encoded body, multipart without the client header, multipart to /api/ajax/', async () => {
    expect((await post(t.app, '/api/account/claims', fields(line()), { cookie: shopper })).statusCode).toBe(415);
    const urlencoded = await rawClaim('application/x-www-form-urlencoded', 'orderItemId=1');
    expect(urlencoded.statusCode).toBe(415);
    expect((await postForm(t.app, '/api/account/claims', formData(fields(line())), { cookie: shopper, csrf: false })).statusCode).toBe(403);
    expect((await postForm(t.app, '/api/ajax/', formData({ action: 'updateClient', name: 'Хакер' }), { cookie: shopper })).statusCode).toBe(415);
    await unchanged();
  });

  it('a malformed multipart body is a 400, not a 5xx', async () => {
    const res = await rawClaim('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await unchanged();
  });
});

describe('concurrent claims on one line', () => {
  it('create exactly one', async () => {
    const line = delivered[3]!;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create(shopper, fields(line), [{ filename: 'a.png', type: 'image/png', data: PNG }])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const open = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from claims where order_item_id = ${line.itemId}`);
    expect(open?.n).toBe(1);
  });
});
