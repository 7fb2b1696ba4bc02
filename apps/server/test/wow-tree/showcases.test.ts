import {
  agentsShowcasesResponseSchema,
  friendShowcasesResponseSchema,
  wowTreeShowcasesResponseSchema,
  type WowTreeShowcase,
} from '@storefront/contract/wow-tree';
import { toBase36 } from '@storefront/contract/links';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { showcaseAdmins, users } from '../../src/db/schema';
import { fileTestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { DEMO_USERS } from '../../src/db/seed/fixtures';

const t = fileTestApp();
let natalya: string;
beforeAll(async () => {
  natalya = await loginAs(t, 'referrer');
});

const tg = (cookie: string, query: Record<string, string>, host?: string) =>
  get(t.app, '/api/tg', { cookie, query: { json: '1', ...query }, headers: host ? { host } : {} });
const names = (list: WowTreeShowcase[]) => list.map((s) => s.Name).sort();
const idOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('getWowTreeShowcases', () => {
  it("lists the showcases run in the viewer's network plus the current one, with a base64 logo and an address", async () => {
    const res = await tg(natalya, { method: 'getWowTreeShowcases' });
    expect(res.statusCode, res.body).toBe(200);
    const list = wowTreeShowcasesResponseSchema.parse(res.json());
    expect(names(list)).toEqual(['Сарафан Акции', 'Сарафан Маркет']);
    const main = list.find((s) => s.Name === 'Сарафан Маркет')!;
    expect(main).toMatchObject({ TelegramBot: 'sarafan_main_bot', Url: expect.stringMatching(/^http:\/\/main\.localhost(:\d+)?$/) as unknown });
    expect(main.Logo).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(Buffer.from(main.Logo.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');

    // On the sport showcase the current one joins the list; the blocked one never does.
    const onSport = wowTreeShowcasesResponseSchema.parse((await tg(natalya, { method: 'getWowTreeShowcases' }, 'sport.localhost')).json());
    expect(names(onSport)).toEqual(['Сарафан Акции', 'Сарафан Маркет', 'Спорт и отдых']);
    const marina = await loginAs(t, 'sportAdmin');
    expect(names(wowTreeShowcasesResponseSchema.parse((await tg(marina, { method: 'getWowTreeShowcases' })).json()))).toEqual([
      'Сарафан Маркет',
      'Спорт и отдых',
    ]);
  });
});

describe('getFriendShowcases', () => {
  it('lists the showcases of the referrer and the direct referrals', async () => {
    // Natalya's referrer and referrals run no showcase.
    expect((await tg(natalya, { method: 'getFriendShowcases' })).json()).toEqual([]);

    // A new member invited by Aleksey sees his showcases; once she runs one, Aleksey sees hers.
    const main = await showcaseByAlias(t.database.db, 'main');
    const visit = await post(t.app, '/api/startup', { query: { s: `${toBase36(main.id)}_r=${DEMO_USERS.showcaseAdmin.refCode}` } });
    const reg = await post(t.app, '/api/test/register', { name: 'Подруга Алексея' }, { cookie: sessionCookie(visit)!.value });
    const friend = sessionCookie(reg)!.value;
    const mine = friendShowcasesResponseSchema.parse((await tg(friend, { method: 'getFriendShowcases' })).json());
    expect(mine.map((s) => [s.Name, s.Relation, s.AgentName]).sort()).toEqual([
      ['Сарафан Акции', 'referrer', 'Алексей Продавцов'],
      ['Сарафан Маркет', 'referrer', 'Алексей Продавцов'],
    ]);

    const sport = await showcaseByAlias(t.database.db, 'sport');
    const friendId = reg.json<{ clientInfo: { Id: number } }>().clientInfo.Id;
    await t.database.db.insert(showcaseAdmins).values({ showcaseId: sport.id, userId: friendId, role: 'admin' });
    const aleksey = await loginAs(t, 'showcaseAdmin');
    const his = friendShowcasesResponseSchema.parse((await tg(aleksey, { method: 'getFriendShowcases' })).json());
    expect(his.map((s) => [s.Name, s.Relation, s.AgentID])).toEqual([['Спорт и отдых', 'referral', friendId]]);
  });
});

describe('getAgentShowcases / getAgentsShowcases', () => {
  it('lists what members of the network run', async () => {
    const aleksey = await demoUserId(t.database.db, 'showcaseAdmin');
    const ivan = await demoUserId(t.database.db, 'shopper');
    const one = await tg(natalya, { method: 'getAgentShowcases', agentId: String(aleksey) });
    expect(one.statusCode, one.body).toBe(200);
    expect(names(wowTreeShowcasesResponseSchema.parse(one.json()))).toEqual(['Сарафан Акции', 'Сарафан Маркет']);

    const many = await tg(natalya, { method: 'getAgentsShowcases', Agents: `${aleksey},${ivan},${aleksey}` });
    expect(many.statusCode, many.body).toBe(200);
    const parsed = agentsShowcasesResponseSchema.parse(many.json());
    expect(parsed.map((a) => [a.AgentID, names(a.Showcases)])).toEqual([
      [aleksey, ['Сарафан Акции', 'Сарафан Маркет']],
      [ivan, []],
    ]);
  });

  it('is 404 for anyone outside the network and 400 for malformed ids', async () => {
    const marina = await demoUserId(t.database.db, 'sportAdmin');
    const tanya = await idOf('tanya_lebedeva');
    const ivan = await demoUserId(t.database.db, 'shopper');
    expect((await tg(natalya, { method: 'getAgentShowcases', agentId: String(marina) })).statusCode).toBe(404);
    expect((await tg(natalya, { method: 'getAgentsShowcases', Agents: `${ivan},${tanya}` })).statusCode).toBe(404);
    for (const Agents of ['', 'x', '1,,2', '1;2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      expect((await tg(natalya, { method: 'getAgentsShowcases', Agents })).statusCode, Agents.slice(0, 20)).toBe(400);
    }
    expect((await tg(natalya, { method: 'getAgentShowcases' })).statusCode).toBe(400);
  });
});
