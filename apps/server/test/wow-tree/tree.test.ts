import { clientWowInfoSchema, wowTreeResponseSchema, type ClientWowInfo, type WowTreeResponse } from '@storefront/contract/wow-tree';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { anonymousSession, loginAs } from '../helpers/login';

const t = fileTestApp();
let natalya: string;
beforeAll(async () => {
  natalya = await loginAs(t, 'referrer');
});

const tg = (cookie: string | undefined, query: Record<string, string>) => get(t.app, '/api/tg', { cookie, query: { json: '1', ...query } });
const idOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

async function tree(cookie: string, parentId?: number): Promise<WowTreeResponse> {
  const res = await tg(cookie, { method: 'getWowTree', ...(parentId ? { parentId: String(parentId) } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return wowTreeResponseSchema.parse(res.json());
}

describe('getWowTree', () => {
  it('returns the first three levels of the downline with totals per level of the whole downline', async () => {
    const me = await demoUserId(t.database.db, 'referrer');
    const answer = await tree(natalya);
    expect(answer).toMatchObject({ RootID: me, Depth: 3 });
    const names = (level: number) =>
      answer.Members.filter((m) => m.Level === level)
        .map((m) => m.Name)
        .sort();
    expect(names(1)).toEqual(['Дмитрий Павлов', 'Елена Смирнова', 'Иван Покупателев']);
    expect(names(2)).toEqual(['Алина Козлова', 'Ксения Фёдорова', 'Максим Егоров', 'Пётр Новиков']);
    expect(names(3)).toEqual(['Анна Николаева', 'Дарья Алексеева', 'Игорь Белов', 'Кирилл Михайлов']);
    expect(names(4)).toEqual([]);
    // Parents come first and every ParentID is in the answer (or the root).
    const seen = new Set([me]);
    for (const m of answer.Members) {
      expect(seen.has(m.ParentID), m.Name).toBe(true);
      seen.add(m.ID);
    }
    // Anna's child (level 4) is not loaded yet but announced.
    expect(answer.Members.find((m) => m.Name === 'Анна Николаева')).toMatchObject({ ChildrenCount: 1 });
    expect(answer.Levels.map((l) => [l.Level, l.Members])).toEqual([
      [1, 3],
      [2, 4],
      [3, 4],
      [4, 1],
    ]);
  });

  it('counts orders and the bonuses each member brought to the viewer', async () => {
    const me = await demoUserId(t.database.db, 'referrer');
    const shopperId = await demoUserId(t.database.db, 'shopper');
    const expected = await one<{ orders: number; brought: number }>(
      t.database.db,
      sql`select
      (select count(*)::int from orders where user_id = ${shopperId} and status <> 'cancelled') as orders,
      (select coalesce(sum(e.amount), 0)::float8 / 100 from bonus_entries e join bonus_accounts a on a.id = e.account_id
        where a.user_id = ${me} and e.source_user_id = ${shopperId} and e.order_id is not null and e.amount > 0 and e.status <> 'reversed') as brought`,
    );
    const ivan = (await tree(natalya)).Members.find((m) => m.ID === shopperId)!;
    expect(expected!.brought).toBeGreaterThan(0);
    expect(ivan).toMatchObject({ Level: 1, OrdersCount: expected!.orders, BonusesBrought: expected!.brought, IsNew: false, ChildrenCount: 2 });
    const level1 = (await tree(natalya)).Levels[0]!;
    expect(level1.Bonuses).toBeGreaterThanOrEqual(expected!.brought);
    expect(level1.Orders).toBeGreaterThanOrEqual(expected!.orders);
  });

  it("loads deeper levels lazily under a downline member, and refuses anyone else's subtree", async () => {
    const anna = await idOf('anna_nik');
    const deeper = await tree(natalya, anna);
    expect(deeper.RootID).toBe(anna);
    expect(deeper.Levels).toEqual([]);
    expect(deeper.Members.map((m) => [m.Name, m.Level, m.ParentID])).toEqual([['Вера Григорьева', 4, anna]]);

    for (const username of ['tanya_lebedeva', 'sergey_p', 'marina_sport']) {
      const res = await tg(natalya, { method: 'getWowTree', parentId: String(await idOf(username)) });
      expect(res.statusCode, username).toBe(404);
    }
    expect((await tg(natalya, { method: 'getWowTree', parentId: '99999999' })).statusCode).toBe(404);
    expect((await tg(natalya, { method: 'getWowTree', parentId: 'abc' })).statusCode).toBe(400);
  });

  it('marks new referrals; markDocumentSeen clears the mark and the counter', async () => {
    const ivan = await loginAs(t, 'shopper');
    const main = await showcaseByAlias(t.database.db, 'main');
    const kseniya = await idOf('ksu_fedorova');
    const counters = async () =>
      (await tg(ivan, { method: 'getOneShowcaseCounters', ShowcaseID: String(main.id) })).json<{ NewReferals: number }>().NewReferals;
    const before = await counters();
    const answer = await tree(ivan);
    expect(answer.Members.find((m) => m.ID === kseniya)).toMatchObject({ Level: 1, IsNew: true });
    // Deeper new members belong to their own referrer's counter, not the viewer's.
    expect(answer.Members.find((m) => m.Name === 'Дарья Алексеева')).toMatchObject({ Level: 2, IsNew: false });

    // Only the referrer may mark a referral seen.
    expect(
      (await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: kseniya }, { cookie: natalya })).statusCode,
    ).toBe(404);
    const res = await post(t.app, '/api/tg', { method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: kseniya }, { cookie: ivan });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tree(ivan)).Members.find((m) => m.ID === kseniya)?.IsNew).toBe(false);
    expect(await counters()).toBe(before - 1);
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = await anonymousSession(t);
    for (const method of ['getWowTree', 'getClientWowInfo', 'getWowTreeShowcases', 'getFriendShowcases', 'getAgentShowcases', 'getAgentsShowcases']) {
      expect((await tg(anonymous, { method, agentId: '1', Agents: '1' })).statusCode, method).toBe(401);
      expect((await tg(undefined, { method })).statusCode, method).toBe(401);
    }
  });
});

describe('getClientWowInfo', () => {
  const info = async (cookie: string, query: Record<string, string>) => {
    const res = await tg(cookie, { method: 'getClientWowInfo', ...query });
    return { status: res.statusCode, body: res.statusCode === 200 ? clientWowInfoSchema.parse(res.json()) : res.json<ClientWowInfo>() };
  };

  it('describes downline and upline members relative to the viewer', async () => {
    const vera = await idOf('vera_g');
    const sergey = await idOf('sergey_p');
    const aleksey = await demoUserId(t.database.db, 'showcaseAdmin');
    const me = await demoUserId(t.database.db, 'referrer');
    expect((await info(natalya, { agentId: String(vera) })).body).toMatchObject({
      ID: vera,
      Name: 'Вера Григорьева',
      Level: 4,
      ShowcaseID: null,
      ReferralsCount: 0,
    });
    expect((await info(natalya, { agentId: String(sergey) })).body).toMatchObject({ Name: 'Сергей Первушин', Level: -1 });
    const root = (await info(natalya, { agentId: String(aleksey) })).body;
    expect(root).toMatchObject({ Level: -2, ReferralsCount: expect.any(Number) as unknown });
    expect(root.Showcases.map((s) => s.Name).sort()).toEqual(['Сарафан Акции', 'Сарафан Маркет']);
    expect((await info(natalya, { agentId: String(me) })).body.Level).toBe(0);
  });

  it('narrows orders and bonuses to one showcase', async () => {
    const shopperId = await demoUserId(t.database.db, 'shopper');
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const all = (await info(natalya, { agentId: String(shopperId) })).body;
    const onSport = (await info(natalya, { agentId: String(shopperId), showcaseID: String(sport.id) })).body;
    expect(onSport.ShowcaseID).toBe(sport.id);
    expect(onSport.OrdersCount).toBeLessThanOrEqual(all.OrdersCount);
    expect(onSport.BonusesBrought).toBeLessThanOrEqual(all.BonusesBrought);
    expect((await info(natalya, { agentId: String(shopperId), showcaseID: '99999' })).status).toBe(404);
  });

  it("is 404 outside the viewer's network", async () => {
    for (const username of ['tanya_lebedeva', 'marina_sport', 'olga_operator', 'orlov_v']) {
      expect((await info(natalya, { agentId: String(await idOf(username)) })).status, username).toBe(404);
    }
    expect((await info(natalya, { agentId: '99999999' })).status).toBe(404);
    expect((await info(natalya, { agentId: '-3' })).status).toBe(400);
  });
});
