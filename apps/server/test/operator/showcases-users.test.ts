import type { NotificationsResponse } from '@storefront/contract/notifications';
import type { OperatorShowcasesResponse, OperatorUsersResponse } from '@storefront/contract/operator';
import type { StartupConfig } from '@storefront/contract/startup';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { operatorSnapshot, tg } from './operator-helpers';

const t = fileTestApp();
let operator: string;
beforeAll(async () => {
  operator = await loginAs(t, 'operator');
});

const showcases = async (query: Record<string, unknown> = {}) =>
  (await tg(t, operator, { method: 'operatorShowcases', ...query }, 'read')).json<OperatorShowcasesResponse>().showcases;
const users = async (query: Record<string, unknown> = {}) =>
  (await tg(t, operator, { method: 'operatorUsers', ...query }, 'read')).json<OperatorUsersResponse>().users;
const publicStartup = async (host: string) => (await post(t.app, '/api/startup', { query: {} }, { headers: { host } })).json<StartupConfig>();
const stateOf = async (alias: string) => (await showcaseByAlias(t.database.db, alias)).stateId;
const latestNote = async (cookie: string) =>
  (await get(t.app, '/api/account/notifications/', { cookie })).json<NotificationsResponse>().notifications[0];

describe('operator: showcases', () => {
  it('lists every showcase with state, owner and counts, and searches by name or alias', async () => {
    const all = await showcases();
    expect(all.map((s) => s.alias)).toEqual(expect.arrayContaining(['main', 'promo', 'sport', 'blocked']));
    const main = all.find((s) => s.alias === 'main')!;
    expect(main).toMatchObject({ stateId: 2, ownerName: 'Алексей Продавцов', ownerRefCode: 'ALEKSEY1', block: null });
    expect(main.ordersCount).toBeGreaterThan(0);
    expect(main.visibleProducts).toBeGreaterThan(0);
    expect(all.find((s) => s.alias === 'blocked')).toMatchObject({ stateId: 3, block: null });
    expect((await showcases({ search: 'спорт' })).map((s) => s.alias)).toEqual(['sport']);
    expect((await showcases({ search: 'PROMO' })).map((s) => s.alias)).toEqual(['promo']);
    expect(await showcases({ search: '%' })).toEqual([]);
    expect((await showcases({ state: 3 })).map((s) => s.alias)).toEqual(['blocked']);
  });

  it('blocks a showcase (its public startup shows it blocked, the owner is told) and restores the state it had', async () => {
    const marina = await loginAs(t, 'sportAdmin');
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const res = await tg(t, operator, { method: 'operatorBlockShowcase', id: sport.id, reason: 'Жалобы покупателей на подделки' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf('sport')).toBe(3);
    expect(await publicStartup('sport.localhost')).toMatchObject({ showcaseAlias: 'sport', showcaseStateId: 3, isBanned: true });
    expect((await get(t.app, '/api/menu/', { headers: { host: 'sport.localhost' } })).statusCode).toBe(403);
    expect(await latestNote(marina)).toMatchObject({
      type: 'showcase_blocked',
      title: 'Витрина «Спорт и отдых» заблокирована оператором сети',
      body: 'Причина: Жалобы покупателей на подделки',
    });
    expect((await showcases({ search: 'sport' }))[0]!.block).toMatchObject({ reason: 'Жалобы покупателей на подделки', previousStateId: 2 });
    // The owner cannot lift it through the settings screen.
    expect(
      (await post(t.app, '/api/tg', { method: 'updateShowcaseSettings', ShowcaseID: sport.id, stateId: 2 }, { cookie: marina })).statusCode,
    ).toBe(403);

    const again = await tg(t, operator, { method: 'operatorBlockShowcase', id: sport.id, reason: 'Ещё раз' });
    expectRefusal(again, 409, { fields: { id: 'Витрина уже заблокирована' } });

    const lifted = await tg(t, operator, { method: 'operatorUnblockShowcase', id: sport.id });
    expect(lifted.json()).toEqual({ stateId: 2 });
    expect(await publicStartup('sport.localhost')).toMatchObject({ showcaseStateId: 2, isBanned: false });
    expect(await latestNote(marina)).toMatchObject({ type: 'showcase_unblocked', title: 'Витрина «Спорт и отдых» разблокирована' });
    expect((await tg(t, operator, { method: 'operatorUnblockShowcase', id: sport.id })).json()).toMatchObject({
      fields: { id: 'Витрина не заблокирована' },
    });
  });

  it('returns a landing-mode showcase to landing mode, and one blocked before the console to the store state', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    await tg(t, operator, { method: 'operatorBlockShowcase', id: promo.id, reason: 'Проверка лендингов' });
    expect(await stateOf('promo')).toBe(3);
    expect((await tg(t, operator, { method: 'operatorUnblockShowcase', id: promo.id })).json()).toEqual({ stateId: 1 });
    const blocked = await showcaseByAlias(t.database.db, 'blocked');
    expect((await tg(t, operator, { method: 'operatorUnblockShowcase', id: blocked.id })).json()).toEqual({ stateId: 2 });
    expect(await stateOf('blocked')).toBe(2);
  });

  it('validates the reason and the id, writing nothing', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const before = await operatorSnapshot(t.database.db);
    expect((await tg(t, operator, { method: 'operatorBlockShowcase', id: sport.id, reason: ' x ' })).json()).toHaveProperty('fields.reason');
    expect((await tg(t, operator, { method: 'operatorBlockShowcase', id: sport.id })).statusCode).toBe(400);
    expect((await tg(t, operator, { method: 'operatorBlockShowcase', id: 2_000_000_000, reason: 'Нет такой' })).statusCode).toBe(404);
    expect((await tg(t, operator, { method: 'operatorUnblockShowcase', id: -1 })).statusCode).toBe(400);
    expect(await operatorSnapshot(t.database.db)).toBe(before);
  });
});

describe('operator: users', () => {
  it('finds users by name, ref code or telegram username', async () => {
    expect((await users({ search: 'покупател' })).map((u) => u.refCode)).toEqual(['IVANPOKU']);
    expect((await users({ search: 'ivanpoku' })).map((u) => u.name)).toEqual(['Иван Покупателев']);
    expect((await users({ search: '@marina_sport' }))[0]).toMatchObject({ refCode: 'MARINA01', showcasesOwned: 2, isBanned: false, ban: null });
    const banned = await users({ banned: '1' });
    expect(banned.map((u) => u.refCode)).toContain('BORISBAN');
    expect(banned.every((u) => u.isBanned)).toBe(true);
  });

  it('bans a user network-wide with a reason (every call refused) and lifts it', async () => {
    const ivanId = await demoUserId(t.database.db, 'shopper');
    const ivan = await loginAs(t, 'shopper');
    expect((await get(t.app, '/api/menu/', { cookie: ivan })).statusCode).toBe(200);

    const res = await tg(t, operator, { method: 'operatorBanUser', id: ivanId, reason: 'Мошенничество с возвратами' });
    expect(res.statusCode, res.body).toBe(200);
    for (const call of [
      get(t.app, '/api/menu/', { cookie: ivan }),
      get(t.app, '/api/tg', { cookie: ivan, query: { method: 'getWithdrawBonusesData' } }),
      post(t.app, '/api/ajax/', { action: 'createWithdraw', amount: 500, method: 'card', details: '4111 1111 1111 1111' }, { cookie: ivan }),
    ]) {
      const refused = await call;
      expectRefusal(refused, 403, { code: 'BANNED' });
    }
    const startup = (await post(t.app, '/api/startup', { query: {} }, { cookie: ivan })).json<StartupConfig>();
    expect(startup).toMatchObject({ isLogged: true, isBanned: true });
    expect((await users({ search: 'IVANPOKU' }))[0]).toMatchObject({ isBanned: true, ban: { reason: 'Мошенничество с возвратами' } });
    const note = await one<{ title: string; body: string }>(
      t.database.db,
      sql`select title, body from notifications where user_id = ${ivanId} order by id desc limit 1`,
    );
    expect(note).toEqual({ title: 'Ваш аккаунт заблокирован оператором сети', body: 'Причина: Мошенничество с возвратами' });
    expect((await tg(t, operator, { method: 'operatorBanUser', id: ivanId, reason: 'Ещё раз' })).json()).toMatchObject({
      fields: { id: 'Пользователь уже заблокирован' },
    });

    expect((await tg(t, operator, { method: 'operatorUnbanUser', id: ivanId })).statusCode).toBe(200);
    expect((await get(t.app, '/api/menu/', { cookie: ivan })).statusCode).toBe(200);
    expect(await latestNote(ivan)).toMatchObject({ type: 'user_unbanned', title: 'Блокировка аккаунта снята' });
    expect((await users({ search: 'IVANPOKU' }))[0]).toMatchObject({ isBanned: false, ban: null });
    expect((await tg(t, operator, { method: 'operatorUnbanUser', id: ivanId })).statusCode).toBe(409);
  });

  it('never bans an operator, and wants a reason', async () => {
    const before = await operatorSnapshot(t.database.db);
    const self = await tg(t, operator, { method: 'operatorBanUser', id: await demoUserId(t.database.db, 'operator'), reason: 'Сам себя' });
    expectRefusal(self, 409, { fields: { id: 'Оператора сети заблокировать нельзя' } });
    expect((await tg(t, operator, { method: 'operatorBanUser', id: await demoUserId(t.database.db, 'referrer'), reason: '' })).json()).toHaveProperty(
      'fields.reason',
    );
    expect(await operatorSnapshot(t.database.db)).toBe(before);
  });
});
