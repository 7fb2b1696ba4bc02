import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { anonymousSession, loginAs } from '../helpers/login';
import { operatorSnapshot, tg } from './operator-helpers';

const t = fileTestApp();
let calls: Array<{ body: Record<string, unknown>; kind: 'read' | 'write' }>;
beforeAll(async () => {
  const db = t.database.db;
  const sport = (await showcaseByAlias(db, 'sport')).id;
  const blocked = (await showcaseByAlias(db, 'blocked')).id;
  const ivan = await demoUserId(db, 'shopper');
  const boris = await demoUserId(db, 'banned');
  const split = { showcaseOwner: 10, levels: [30, 30, 30] };
  calls = [
    { kind: 'read', body: { method: 'operatorShowcases' } },
    { kind: 'write', body: { method: 'operatorBlockShowcase', id: sport, reason: 'Проверка доступа' } },
    { kind: 'write', body: { method: 'operatorUnblockShowcase', id: blocked } },
    { kind: 'read', body: { method: 'operatorUsers', search: 'Иван' } },
    { kind: 'write', body: { method: 'operatorBanUser', id: ivan, reason: 'Проверка доступа' } },
    { kind: 'write', body: { method: 'operatorUnbanUser', id: boris } },
    { kind: 'read', body: { method: 'operatorClaims' } },
    { kind: 'write', body: { method: 'operatorDecideClaim', id: 1, decision: 'approved' } },
    { kind: 'read', body: { method: 'getNetworkSettings' } },
    {
      kind: 'write',
      body: {
        method: 'updateNetworkSettings',
        settings: { split, maturationDays: 1, withdrawalMin: 1, networkSpendCapPercent: 1, localSpendCapPercent: 1 },
      },
    },
    { kind: 'read', body: { method: 'getWithdrawalRequests' } },
    { kind: 'write', body: { method: 'payWithdrawal', id: 1 } },
    { kind: 'write', body: { method: 'rejectWithdrawal', id: 1, reason: 'Проверка доступа' } },
  ];
});

describe('operator console access', () => {
  it('refuses every console method to anonymous sessions, shoppers, showcase admins and banned users, writing nothing', async () => {
    const sessions = {
      none: null,
      anonymous: await anonymousSession(t),
      shopper: await loginAs(t, 'shopper'),
      showcaseAdmin: await loginAs(t, 'showcaseAdmin'),
      sportAdmin: await loginAs(t, 'sportAdmin'),
      banned: await loginAs(t, 'banned'),
    };
    const before = await operatorSnapshot(t.database.db);
    for (const [who, cookie] of Object.entries(sessions)) {
      for (const { body, kind } of calls) {
        const res = await tg(t, cookie, body, kind);
        const expected = who === 'none' || who === 'anonymous' ? 401 : 403;
        expect(res.statusCode, `${who} ${String(body.method)}: ${res.body}`).toBe(expected);
      }
    }
    expect(await operatorSnapshot(t.database.db)).toBe(before);
  });

  it('answers an operator on every read', async () => {
    const operator = await loginAs(t, 'operator');
    for (const { body } of calls.filter((c) => c.kind === 'read')) {
      const res = await tg(t, operator, body, 'read');
      expect(res.statusCode, `${String(body.method)}: ${res.body}`).toBe(200);
    }
  });

  it('takes writes only by POST, even from an operator', async () => {
    const operator = await loginAs(t, 'operator');
    const before = await operatorSnapshot(t.database.db);
    const res = await tg(t, operator, { method: 'operatorUnblockShowcase', id: (await showcaseByAlias(t.database.db, 'blocked')).id }, 'read');
    expect(res.statusCode).toBe(405);
    expect(await operatorSnapshot(t.database.db)).toBe(before);
  });
});
