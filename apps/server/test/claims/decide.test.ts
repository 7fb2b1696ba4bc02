import type { Claim, ClaimsResponse } from '@storefront/contract/claims';
import type { NotificationsResponse } from '@storefront/contract/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { AppError } from '../../src/lib/app-error';
import type { CurrentUser } from '../../src/lib/request-context';
import { decideClaim } from '../../src/modules/claims/decide';
import { findUser } from '../../src/modules/identity/repository';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { formData, PNG, postForm } from './multipart';

let t: TestApp;
let shopper: string;
const users: Record<'operator' | 'showcaseAdmin' | 'sportAdmin' | 'shopper', CurrentUser> = {} as never;
let deliveredOrder: { id: number; items: number[] };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );
const orderStatus = async (id: number) => (await one<{ status: string }>(t.database.db, sql`select status from orders where id = ${id}`))?.status;
const claimOf = async (id: number) =>
  (await get(t.app, '/api/account/claims/', { cookie: shopper })).json<ClaimsResponse>().claims.find((c) => c.id === id)!;

async function newClaim(itemId: number): Promise<number> {
  const res = await postForm(
    t.app,
    '/api/account/claims',
    formData({ orderItemId: String(itemId), reason: 'damaged', description: 'Коробка смята, товар поцарапан' }, [
      { filename: 'a.png', type: 'image/png', data: PNG },
    ]),
    { cookie: shopper },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ claim: Claim }>().claim.id;
}

beforeAll(async () => {
  t = await createTestApp();
  shopper = await loginAs(t, 'shopper');
  for (const key of ['operator', 'showcaseAdmin', 'sportAdmin', 'shopper'] as const)
    users[key] = (await findUser(t.database.db, await demoUserId(t.database.db, key)))!;
  // The shopper's delivered order on the main showcase (owned by showcaseAdmin).
  const row = await one<{ id: number; items: number[] }>(
    t.database.db,
    sql`select o.id, array_agg(oi.id order by oi.id) as items from orders o
    join order_items oi on oi.order_id = o.id where o.user_id = ${users.shopper.id} and o.status = 'delivered' group by o.id order by o.id limit 1`,
  );
  deliveredOrder = row!;
});
afterAll(() => t.close());

describe('deciding a claim', () => {
  it('is for operators and admins of the order’s showcase only', async () => {
    const id = await newClaim(deliveredOrder.items[0]!);
    expect(await codeOf(decideClaim(t.app, id, 'in_review', null, users.shopper))).toBe('FORBIDDEN');
    expect(await codeOf(decideClaim(t.app, id, 'in_review', null, users.sportAdmin))).toBe('FORBIDDEN');
    expect(await codeOf(decideClaim(t.app, 2_000_000_000, 'in_review', null, users.operator))).toBe('NOT_FOUND');
    expect((await claimOf(id)).status).toBe('new');

    await decideClaim(t.app, id, 'in_review', null, users.operator);
    expect((await claimOf(id)).status).toBe('in_review');
    const notes = (await get(t.app, '/api/account/notifications/', { cookie: shopper })).json<NotificationsResponse>().notifications;
    expect(notes[0]).toMatchObject({
      type: 'claim_answered',
      title: expect.stringMatching(/^Претензия по заказу .+ на рассмотрении$/) as string,
      link: '/account/profile/claims',
    });
  });

  it('a rejection needs an answer and is final', async () => {
    const id = await newClaim(deliveredOrder.items[1]!);
    expect(await codeOf(decideClaim(t.app, id, 'rejected', '   ', users.showcaseAdmin))).toBe('VALIDATION_FAILED');
    expect(await codeOf(decideClaim(t.app, id, 'rejected', 'x'.repeat(2001), users.showcaseAdmin))).toBe('VALIDATION_FAILED');
    await decideClaim(t.app, id, 'rejected', 'Повреждение не гарантийное', users.showcaseAdmin);
    expect(await claimOf(id)).toMatchObject({ status: 'rejected', answer: 'Повреждение не гарантийное' });
    expect(await codeOf(decideClaim(t.app, id, 'approved', null, users.operator))).toBe('CONFLICT');
    expect(await orderStatus(deliveredOrder.id)).toBe('delivered');
  });

  it('an approval returns the claimed line; the last line returned makes the order returned through the order lifecycle', async () => {
    expect(deliveredOrder.items).toHaveLength(2);
    // The rejected line may be claimed again.
    const id = await newClaim(deliveredOrder.items[1]!);
    await decideClaim(t.app, id, 'approved', 'Вернём деньги в течение 3 дней', users.showcaseAdmin);
    expect(await claimOf(id)).toMatchObject({ status: 'approved', answer: 'Вернём деньги в течение 3 дней' });
    // One line of two: a partial return, the order keeps its status and records the return.
    expect(await orderStatus(deliveredOrder.id)).toBe('delivered');
    const returned = await one<{ r: number; q: number }>(
      t.database.db,
      sql`select returned_quantity as r, quantity as q from order_items where id = ${deliveredOrder.items[1]!}`,
    );
    expect(returned!.r).toBe(returned!.q);
    const partial = await one<{ note: string }>(
      t.database.db,
      sql`select note from order_events where order_id = ${deliveredOrder.id} order by id desc limit 1`,
    );
    expect(partial!.note).toMatch(new RegExp(`^Претензия №${id} одобрена: возврат \\d+ шт\\.$`));
    // The other open claim names everything the order has left: the order becomes returned.
    const first = (await get(t.app, '/api/account/claims/', { cookie: shopper }))
      .json<ClaimsResponse>()
      .claims.find((c) => c.status === 'in_review')!;
    await decideClaim(t.app, first.id, 'approved', null, users.showcaseAdmin);
    expect(await orderStatus(deliveredOrder.id)).toBe('returned');
    const event = await one<{ toStatus: string; actorId: number; note: string }>(
      t.database.db,
      sql`select to_status as "toStatus", actor_id as "actorId", note
      from order_events where order_id = ${deliveredOrder.id} and to_status = 'returned' order by id desc limit 1`,
    );
    expect(event).toEqual({ toStatus: 'returned', actorId: users.showcaseAdmin.id, note: `Претензия №${first.id} одобрена` });
    // No line of a returned order can be claimed.
    const again = await postForm(
      t.app,
      '/api/account/claims',
      formData({ orderItemId: String(deliveredOrder.items[0]), reason: 'other', description: 'Ещё одна претензия к заказу' }),
      { cookie: shopper },
    );
    expect(again.statusCode).toBe(409);
  });
});
