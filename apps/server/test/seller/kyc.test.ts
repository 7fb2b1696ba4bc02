import type { Profile } from '@storefront/contract/account';
import type { AgentRequest } from '@storefront/contract/agents';
import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { formData, postForm } from '../claims/multipart';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { createBuyer } from '../orders/order-helpers';

let t: TestApp;
let olga: string;
let seller: { userId: number; cookie: string };
let showcaseId: number;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64, 0x20)]);

const setState = (stateId: number, cookie = seller.cookie, headers: Record<string, string> = {}) =>
  post(t.app, '/api/tg', { method: 'updateShowcaseSettings', ShowcaseID: showcaseId, stateId }, { cookie, headers });
const stateOf = async () => (await one<{ s: number }>(t.database.db, sql`select state_id as s from showcases where id = ${showcaseId}`))!.s;
const profile = async () => (await get(t.app, '/api/account/profile', { cookie: seller.cookie })).json<{ profile: Profile }>().profile;
const company = (over: Record<string, string> = {}) =>
  post(
    t.app,
    '/api/account/companies',
    {
      form: 'ip',
      name: 'ИП Новиков Сергей',
      inn: '500301234503',
      ogrn: '320500300123457',
      bik: '044525999',
      account: '40802810100000054321',
      address: 'г. Москва',
      ...over,
    },
    { cookie: seller.cookie },
  );

beforeAll(async () => {
  t = await createTestApp();
  olga = await loginAs(t, 'operator');
  seller = await createBuyer(t.database.db, 'Сергей Новиков');
  const created = await post(t.app, '/api/account/showcases/add', { name: 'Новая витрина', alias: 'kyc-new' }, { cookie: seller.cookie });
  expect(created.statusCode, created.body).toBe(200);
  showcaseId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

describe('KYC before money', () => {
  it('refuses state 2 to a new seller, naming everything missing in the reader language', async () => {
    const res = await setState(SHOWCASE_STATE.store);
    expectRefusal(res, 409, {
      code: 'KYC_REQUIRED',
      fields: {
        company: 'Добавьте компанию с верными реквизитами, включая БИК и расчётный счёт',
        agent: 'Подайте заявку агента и дождитесь её одобрения оператором',
        documents: 'Приложите документы к заявке агента',
      },
    });
    const en = await setState(SHOWCASE_STATE.store, seller.cookie, { 'accept-language': 'en-US' });
    expect(en.json<{ fields: Record<string, string> }>().fields.company).toBe(
      'Add a company with valid requisites, including the BIK and the bank account',
    );
    expect(await stateOf()).toBe(SHOWCASE_STATE.draft);
    // Draft ↔ landing mode stays free.
    expect((await setState(SHOWCASE_STATE.landing)).statusCode).toBe(200);
    expect((await setState(SHOWCASE_STATE.draft)).statusCode).toBe(200);
  });

  it('counts only a company with bank requisites', async () => {
    expect((await company({ bik: '', account: '' })).statusCode).toBe(200);
    const res = await setState(SHOWCASE_STATE.store);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['agent', 'company', 'documents']);
    expect((await company()).statusCode).toBe(200);
    const next = await setState(SHOWCASE_STATE.store);
    expect(Object.keys(next.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['agent', 'documents']);
  });

  it('needs the operator approval of a request with documents, which grants the agent role', async () => {
    const request = (await post(t.app, '/api/ajax/', { action: 'createAgentRequest', comment: 'Хочу продавать' }, { cookie: seller.cookie })).json<{
      request: AgentRequest;
    }>().request;
    // Still open: nothing changes.
    expect(Object.keys((await setState(SHOWCASE_STATE.store)).json<{ fields: object }>().fields).sort()).toEqual(['agent', 'documents']);
    const upload = await postForm(
      t.app,
      `/api/account/mlm/upload/?rq=${request.id}`,
      formData({}, [{ name: 'file', filename: 'passport.pdf', type: 'application/pdf', data: PDF }]),
      { cookie: seller.cookie },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await profile()).isAgent).toBe(false);
    const decided = await post(t.app, '/api/tg', { method: 'decideAgentRequest', id: request.id, approve: true }, { cookie: olga });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await profile()).isAgent).toBe(true);
    const res = await setState(SHOWCASE_STATE.store);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf()).toBe(SHOWCASE_STATE.store);
  });

  it('names only the missing documents for an agent approved without any', async () => {
    await t.database.db.execute(
      sql`delete from agent_documents where request_id in (select id from agent_requests where user_id = ${seller.userId})`,
    );
    expect((await setState(SHOWCASE_STATE.landing)).statusCode).toBe(200);
    const res = await setState(SHOWCASE_STATE.store);
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['documents']);
  });

  it('lets the demo sellers keep and reopen their stores', async () => {
    const marina = await loginAs(t, 'sportAdmin');
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const tg = (stateId: number) => post(t.app, '/api/tg', { method: 'updateShowcaseSettings', ShowcaseID: sport.id, stateId }, { cookie: marina });
    expect((await tg(SHOWCASE_STATE.landing)).statusCode).toBe(200);
    const res = await tg(SHOWCASE_STATE.store);
    expect(res.statusCode, res.body).toBe(200);
    const profileOf = (await get(t.app, '/api/account/profile', { cookie: marina })).json<{ profile: Profile }>().profile;
    expect(profileOf.isAgent).toBe(true);
  });
});
