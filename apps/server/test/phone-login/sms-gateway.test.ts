import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';

/** A stand-in for sms.ru over real HTTP: records each request's URL and answers with `answer`. */
let server: Server;
let base = '';
const seen: URL[] = [];
let answer: (url: URL) => unknown = () => ({});

let t: TestApp;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gw`;
  t = await createTestApp({ SMS_URL: base, SMS_API_ID: 'live-key-1', SMS_FROM: 'Sarafan' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const ok = (url: URL) => ({
  status: 'OK',
  status_code: 100,
  sms: { [url.searchParams.get('to') ?? '']: { status: 'OK', status_code: 100, sms_id: '000123-10000001' } },
  balance: 41.5,
});

describe('the SMS.ru client over HTTP (SMS_URL)', () => {
  it('sends GET /sms/send with api_id, to, msg, from, json=1 and the code it carries logs in', async () => {
    answer = ok;
    const res = await post(t.app, '/api/auth/phone/code', { phone: '+79121110001' });
    expect(res.statusCode, res.body).toBe(200);
    const url = seen.at(-1)!;
    expect(url.pathname).toBe('/gw/sms/send');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ api_id: 'live-key-1', to: '79121110001', from: 'Sarafan', json: '1' });
    const code = /^(\d{6}) /.exec(url.searchParams.get('msg') ?? '')?.[1];
    const login = await post(t.app, '/api/auth/phone/verify', { phone: '79121110001', code });
    expect(login.json()).toMatchObject({ result: 'loggedIn' });
    expect(sessionCookie(login)).toBeDefined();
    // No sandbox on a server with a real gateway… (DEMO is on in tests, so the /test list exists but stays empty.)
    expect((await get(t.app, '/api/test/sms')).json()).toEqual({ messages: [] });
  });

  it('a refusal by the gateway is a 502 and burns the code', async () => {
    answer = () => ({
      status: 'OK',
      status_code: 100,
      sms: { '79121110002': { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять сообщения' } },
    });
    const res = await post(t.app, '/api/auth/phone/code', { phone: '79121110002' });
    expectRefusal(res, 502, { code: 'SMS_PROVIDER_ERROR', message: 'Не удалось отправить SMS. Попробуйте чуть позже' });
    const row = await one<{ used: boolean }>(t.database.db, sql`select used_at is not null as used from phone_codes where phone = '79121110002'`);
    expect(row?.used).toBe(true);
    answer = () => ({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
    expect((await post(t.app, '/api/auth/phone/code', { phone: '79121110003' })).statusCode).toBe(502);
  });
});

describe('without a gateway and without DEMO', () => {
  it('phone login is off: 503, and the sandbox does not exist', async () => {
    const prod = await createTestApp({ DEMO: false });
    try {
      const res = await post(prod.app, '/api/auth/phone/code', { phone: '79121110004' });
      expectRefusal(res, 503, { code: 'PHONE_LOGIN_UNAVAILABLE' });
      expect((await get(prod.app, '/api/test/sms')).statusCode).toBe(404);
      expect((await get(prod.app, '/api/sandbox/smsru/sms/send?api_id=demo-sms-api-id&to=79121110004&msg=x')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
