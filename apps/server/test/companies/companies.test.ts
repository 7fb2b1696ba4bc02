import type { CompaniesResponse, Company } from '@storefront/contract/companies';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { anonymousSession, loginAll, loginAs } from '../helpers/login';

const t = fileTestApp();
let aleksey: string;
let ivan: string;
beforeAll(async () => {
  [aleksey, ivan] = await loginAll(t, 'showcaseAdmin', 'shopper');
});

const OOO = {
  form: 'ooo',
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bik: '044525225',
  account: '40702810938000000001',
  address: 'г. Москва, ул. Вавилова, д. 19',
};
const companiesTable = async () =>
  (await one<{ v: string }>(t.database.db, sql`select coalesce(json_agg(to_jsonb(c) order by id), '[]')::text as v from companies c`))?.v;
const list = async (cookie: string) => (await get(t.app, '/api/account/companies/', { cookie })).json<CompaniesResponse>().companies;
const save = (body: unknown, cookie: string | null = ivan, headers?: Record<string, string>) =>
  post(t.app, '/api/account/companies/', body, { cookie, ...(headers ? { headers } : {}) });
const remove = (id: unknown, cookie: string | null = ivan) => post(t.app, '/api/ajax/', { action: 'removeCompany', id }, { cookie });

describe('companies', () => {
  it('lists only the user’s own companies', async () => {
    const own = await list(aleksey);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ form: 'ip', name: 'ИП Продавцов Алексей Викторович', kpp: null });
    expect(await list(ivan)).toEqual([]);
  });

  it('creates an ООО with checked numbers, and keeps only the fields its form has', async () => {
    const res = await save({ ...OOO, inn: '7707 083 893' });
    expect(res.statusCode, res.body).toBe(200);
    const { company } = res.json<{ company: Company }>();
    expect(company).toMatchObject(OOO);
    expect(company.id).toBeGreaterThan(0);
    const self = await save({ form: 'self_employed', name: 'Иван Покупателев', inn: '500100732259', kpp: '773601001', ogrn: '1027700132195' });
    expect(self.json<{ company: Company }>().company).toMatchObject({ form: 'self_employed', kpp: null, ogrn: null, bik: null, account: null });
    expect((await list(ivan)).map((c) => c.form)).toEqual(['ooo', 'self_employed']);
  });

  it('refuses invalid numbers with a Russian message per field and writes nothing', async () => {
    const before = await companiesTable();
    const res = await save({ ...OOO, inn: '7707083894', ogrn: '1027700132194', account: '40702810938000000002', kpp: '' });
    expectRefusal(res, 400, {
      code: 'VALIDATION_FAILED',
      fields: {
        inn: 'ИНН введён с ошибкой: не сходятся контрольные цифры',
        ogrn: 'Номер введён с ошибкой: не сходится контрольная цифра',
        account: 'Счёт не сходится с БИК: проверьте оба номера',
        kpp: 'Заполните это поле',
      },
    });
    const ip = await save({ form: 'ip', name: 'ИП Иванов', inn: '7707083893', ogrn: '1027700132195' });
    expect(ip.json()).toMatchObject({ fields: { inn: 'ИНН физического лица и ИП — 12 цифр', ogrn: 'ОГРНИП — 15 цифр' } });
    const english = await save({ ...OOO, inn: '123' }, ivan, { 'x-locale': 'en-US' });
    expect(english.json()).toMatchObject({ fields: { inn: 'A company INN has 10 digits' } });
    expect((await save({ ...OOO, form: 'llc' })).json()).toHaveProperty('fields.form');
    expect(await companiesTable()).toBe(before);
  });

  it('edits the user’s own company', async () => {
    const [first] = await list(ivan);
    const res = await save({ ...OOO, id: first!.id, name: 'ООО «Ромашка и партнёры»', bik: '', account: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ company: Company }>().company).toMatchObject({ id: first!.id, name: 'ООО «Ромашка и партнёры»', bik: null, account: null });
    expect((await list(ivan)).find((c) => c.id === first!.id)?.name).toBe('ООО «Ромашка и партнёры»');
  });

  it('answers 404 to editing or removing another user’s company, and writes nothing (IDOR)', async () => {
    const [alekseys] = await list(aleksey);
    const before = await companiesTable();
    expect((await save({ ...OOO, id: alekseys!.id })).statusCode).toBe(404);
    expect((await remove(alekseys!.id)).statusCode).toBe(404);
    expect((await remove(987654)).statusCode).toBe(404);
    expect(await companiesTable()).toBe(before);
    expect(await list(aleksey)).toHaveLength(1);
  });

  it('removes a company softly: gone from the list, the row kept, a second removal is a 404', async () => {
    const [first, second] = await list(ivan);
    const res = await remove(first!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(ivan)).map((c) => c.id)).toEqual([second!.id]);
    const row = await one<{ deleted: boolean; user: number }>(
      t.database.db,
      sql`select deleted_at is not null as deleted, user_id as user from companies where id = ${first!.id}`,
    );
    expect(row).toEqual({ deleted: true, user: await demoUserId(t.database.db, 'shopper') });
    expect((await remove(first!.id)).statusCode).toBe(404);
    expect((await save({ ...OOO, id: first!.id })).statusCode).toBe(404);
  });

  it('refuses anonymous sessions (401) and banned users (403) without writing', async () => {
    const before = await companiesTable();
    const anonymous = await anonymousSession(t);
    expect((await get(t.app, '/api/account/companies/', { cookie: anonymous })).statusCode).toBe(401);
    expect((await save(OOO, anonymous)).statusCode).toBe(401);
    expect((await save(OOO, null)).statusCode).toBe(401);
    expect((await remove(1, anonymous)).statusCode).toBe(401);
    const banned = await loginAs(t, 'banned');
    const refused = await save(OOO, banned);
    expectRefusal(refused, 403, { code: 'BANNED' });
    expect((await get(t.app, '/api/account/companies/', { cookie: banned })).statusCode).toBe(403);
    expect(await companiesTable()).toBe(before);
  });

  it('refuses a write without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/companies/',
      headers: { 'content-type': 'application/json', cookie: `sid=${ivan}` },
      payload: JSON.stringify(OOO),
    });
    expect(res.statusCode).toBe(403);
  });
});
