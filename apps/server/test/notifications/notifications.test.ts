import type { NotificationsResponse } from '@storefront/contract/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@storefront/contract/notifications';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { notify } from '../../src/modules/notifications/notify';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAll } from '../helpers/login';

const t = fileTestApp();
let shopper: string;
let referrer: string;
beforeAll(async () => {
  [shopper, referrer] = await loginAll(t, 'shopper', 'referrer');
});

const list = async (cookie: string, page?: number) =>
  (
    await get(t.app, '/api/account/notifications/', { cookie, query: { json: '1', page: page === undefined ? undefined : String(page) } })
  ).json<NotificationsResponse>();
const update = (cookie: string | null, body: Record<string, unknown>) =>
  post(t.app, '/api/ajax/', { action: 'updateNotification', ...body }, { cookie });
const counters = async (cookie: string) =>
  (await get(t.app, '/api/tg', { cookie, query: { method: 'getCounters' } })).json<{ UnseenNotifications: number }>();

describe('notifications', () => {
  it('are only for a logged-in user', async () => {
    expect((await get(t.app, '/api/account/notifications/')).statusCode).toBe(401);
    expect((await update(null, { id: 1, seen: true })).statusCode).toBe(401);
  });

  it('lists the user’s own notifications, newest first, with the unseen count', async () => {
    const res = await list(shopper);
    expect(res.notifications.map((n) => n.title)).toEqual(['Заказ DEMO-1006 доставлен', 'Начислены бонусы']);
    expect(res.notifications.map((n) => n.seen)).toEqual([false, true]);
    expect(res.unseen).toBe(1);
    expect(res.pager).toEqual({ currentPage: 0, totalPages: 1 });
    expect(res.notifications[0]).toMatchObject({ type: 'order_status', link: '/account/profile/orders' });
  });

  it('marks one as seen; the counters follow', async () => {
    const [first] = (await list(shopper)).notifications;
    expect((await counters(shopper)).UnseenNotifications).toBe(1);
    const res = await update(shopper, { id: first!.id, seen: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, unseen: 0 });
    expect((await list(shopper)).notifications[0]!.seen).toBe(true);
    expect((await counters(shopper)).UnseenNotifications).toBe(0);
    // Marking again is harmless.
    expect((await update(shopper, { id: first!.id, seen: true })).statusCode).toBe(200);
  });

  it('refuses another user’s notification as not found, changing nothing', async () => {
    const theirs = (await list(referrer)).notifications[0]!;
    expect(theirs.seen).toBe(false);
    const res = await update(shopper, { id: theirs.id, seen: true });
    expect(res.statusCode).toBe(404);
    expect((await list(referrer)).notifications[0]!.seen).toBe(false);
    expect((await update(shopper, { id: 2_000_000_000, seen: true })).statusCode).toBe(404);
  });

  it('refuses malformed updates', async () => {
    for (const body of [
      {},
      { seen: true },
      { id: 1 },
      { id: 1, seen: false },
      { id: 'x', seen: true },
      { id: 1, all: true, seen: true },
      { id: -1, seen: true },
      { all: false, seen: true },
    ]) {
      expect((await update(shopper, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(t.app, '/api/account/notifications/', { cookie: shopper, query: { page: '-1' } })).statusCode).toBe(400);
  });

  it('pages by 20 and marks all as seen at once, only the user’s own', async () => {
    const db = t.database.db;
    const userId = await demoUserId(db, 'shopper');
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 5; i++) await notify(db, { userId, type: 'test', title: `Событие ${i}` });
    const first = await list(shopper, 0);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.pager).toEqual({ currentPage: 0, totalPages: 2 });
    expect(first.unseen).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    const second = await list(shopper, 1);
    expect(second.notifications).toHaveLength(7);
    expect(new Set([...first.notifications, ...second.notifications].map((n) => n.id)).size).toBe(NOTIFICATIONS_PAGE_SIZE + 7);
    expect((await list(shopper, 99)).pager.currentPage).toBe(1);

    const all = await update(shopper, { all: true, seen: true });
    expect(all.json()).toEqual({ ok: true, unseen: 0 });
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(left?.n).toBe(NOTIFICATIONS_PAGE_SIZE + 7);
    expect((await list(referrer)).unseen).toBe(1);
  });
});
