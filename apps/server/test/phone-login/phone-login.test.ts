import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@storefront/contract/constants';
import { PHONE_CODE_ATTEMPTS, PHONE_CODES_PER_IP_PER_HOUR, PHONE_CODES_PER_PHONE_PER_HOUR } from '@storefront/contract/phone-login';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { one, rows } from '../../src/db/sql';
import { signInitData } from '../../src/lib/telegram';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { fileTestApp } from '../helpers/app';
import { demoUserId, snapshot } from '../helpers/facts';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';

const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const now = () => Math.floor(Date.now() / 1000);

const t = fileTestApp();

let ipSeq = 0;
/** Each test its own client IP unless it names one, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const call = (url: string, body: unknown, opts: { cookie?: string | undefined; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'content-type': 'application/json',
      ...(opts.cookie ? { cookie: `${SESSION_COOKIE}=${opts.cookie}` } : {}),
    },
    payload: JSON.stringify(body),
  });
const askCode = (phone: string, opts: { cookie?: string | undefined; ip?: string } = {}) => call('/api/auth/phone/code', { phone }, opts);
const verify = (phone: string, code: string, opts: { cookie?: string | undefined; merge?: boolean } = {}) =>
  call('/api/auth/phone/verify', { phone, code, ...(opts.merge ? { merge: true } : {}) }, opts);

/** The code the sandbox "sent" to this phone last, read from the /test page's list. */
async function lastCode(phone: string): Promise<string> {
  const res = await get(t.app, '/api/test/sms');
  const pretty = `+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
  const message = res.json<{ messages: Array<{ phone: string; text: string }> }>().messages.find((m) => m.phone === pretty);
  const code = /^(\d{6}) /.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

/** Backdates the phone's codes, as if `minutes` had passed. */
const age = (phone: string, minutes: number) =>
  t.database.db.execute(
    sql`update phone_codes set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes}) where phone = ${phone}`,
  );

async function phoneLogin(phone: string, cookie?: string): Promise<{ cookie: string; userId: number }> {
  expect((await askCode(phone, { cookie })).statusCode).toBe(200);
  const res = await verify(phone, await lastCode(phone), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const set = sessionCookie(res);
  const user = await one<{ id: number }>(t.database.db, sql`select id from users where login_phone = ${phone}`);
  return { cookie: set?.value ?? cookie ?? '', userId: user!.id };
}

async function telegramLogin(id: number, name: string): Promise<string> {
  const res = await post(t.app, '/api/startup', {
    query: {},
    tgData: signInitData(DEMO_TOKEN, { auth_date: now(), user: { id, first_name: name } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res)!.value;
}

describe('phone login with a one-time SMS code', () => {
  it('sends the code through the SMS.ru sandbox and logs in, creating the account once', async () => {
    const sent = await askCode('+7 (912) 000-00-01');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ phone: '+7 912 000-00-01', expiresIn: 300, resendIn: 60, attempts: 5 });
    const code = await lastCode('79120000001');
    const sms = await one<{ text: string; api_id: string }>(t.database.db, sql`select text, api_id from sandbox_sms where phone = '79120000001'`);
    expect(sms?.text).toContain('«Сарафан Маркет»');
    expect(sms?.api_id).toBe(testConfig().SMS_API_ID);
    expect(await one(t.database.db, sql`select 1 from phone_codes where code_hash = ${code}`)).toBeUndefined();

    const res = await verify('89120000001', code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'loggedIn', auth: { isLogged: true } });
    const cookie = sessionCookie(res)!.value;
    const profile = await get(t.app, '/api/account/profile/', { cookie });
    expect(profile.statusCode).toBe(200);
    // Checkout prefills the contact phone in its own form.
    expect(JSON.stringify(profile.json())).toContain('+79120000001');

    // The code works once; a later login reaches the same account.
    expect((await verify('79120000001', code)).json()).toMatchObject({ code: 'PHONE_CODE_EXPIRED' });
    await age('79120000001', 2);
    const again = await phoneLogin('79120000001');
    const count = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where login_phone = '79120000001'`);
    expect(count?.n).toBe(1);
    expect(again.cookie).not.toBe(cookie);
  });

  it('refuses a wrong number and changes nothing', async () => {
    const before = await snapshot(t.database.db);
    for (const phone of ['12345', '+1 212 555 0100', '8 495 123-45-67', 'abc']) {
      const res = await askCode(phone);
      expectRefusal(res, 400, { code: 'PHONE_INVALID', fields: { phone: expect.stringContaining('+7') as unknown } });
    }
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('counts wrong codes: the fifth burns the code, the right one no longer opens', async () => {
    await askCode('79120000002');
    const code = await lastCode('79120000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = PHONE_CODE_ATTEMPTS - 1; left > 0; left--) {
      const res = await verify('79120000002', wrong);
      expectRefusal(res, 400, { code: 'PHONE_CODE_WRONG', fields: { code: `Неверный код. Осталось попыток: ${left}` } });
    }
    expect((await verify('79120000002', wrong)).json()).toMatchObject({ code: 'PHONE_CODE_ATTEMPTS' });
    const right = await verify('79120000002', code);
    expect(right.statusCode).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();
  });

  it('lets a code live five minutes', async () => {
    await askCode('79120000003');
    const code = await lastCode('79120000003');
    await age('79120000003', 5);
    const res = await verify('79120000003', code);
    expectRefusal(res, 410, { code: 'PHONE_CODE_EXPIRED' });
  });

  it('limits codes per phone (a minute apart, five an hour) and per IP', async () => {
    expect((await askCode('79120000004')).statusCode).toBe(200);
    const soon = await askCode('79120000004');
    expectRefusal(soon, 429, { code: 'PHONE_CODE_TOO_SOON' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 1; i < PHONE_CODES_PER_PHONE_PER_HOUR; i++) {
      await age('79120000004', 2);
      expect((await askCode('79120000004')).statusCode).toBe(200);
    }
    await age('79120000004', 2);
    const hourly = await askCode('79120000004');
    expectRefusal(hourly, 429, { code: 'RATE_LIMITED' });

    const ip = '10.77.0.1';
    for (let i = 0; i < PHONE_CODES_PER_IP_PER_HOUR; i++)
      expect((await askCode(`7913000${String(i).padStart(4, '0')}`, { ip })).statusCode).toBe(200);
    expect((await askCode('79139999999', { ip })).json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await askCode('79139999999')).statusCode).toBe(200);
  });

  it('links the phone to a Telegram account, which the phone then logs into on the web', async () => {
    const tg = await telegramLogin(555_300_001, 'Ольга');
    await askCode('79120000005', { cookie: tg });
    const res = await verify('79120000005', await lastCode('79120000005'), { cookie: tg });
    expect(res.json()).toMatchObject({ result: 'linked' });
    const owner = await one<{ telegram_id: string }>(t.database.db, sql`select telegram_id::text from users where login_phone = '79120000005'`);
    expect(owner?.telegram_id).toBe('555300001');

    // Another Telegram account cannot take it.
    const other = await telegramLogin(555_300_002, 'Олег');
    await age('79120000005', 2);
    await askCode('79120000005', { cookie: other });
    const taken = await verify('79120000005', await lastCode('79120000005'), { cookie: other, merge: true });
    expectRefusal(taken, 409, { code: 'PHONE_TAKEN' });

    await age('79120000005', 2);
    const web = await phoneLogin('79120000005');
    expect(web.userId).toBe((await one<{ id: number }>(t.database.db, sql`select id from users where telegram_id = 555300001`))!.id);
  });

  it('merges a phone-only account into the Telegram account that confirms it: orders, favourites, bonuses', async () => {
    const phone = await phoneLogin('79120000006');
    const db = t.database.db;
    // The phone account holds an order and the referrer's bonus accounts (so both sides have a network account).
    const referrer = await demoUserId(db, 'referrer');
    const order = await one<{ id: number }>(db, sql`select id from orders order by id limit 1`);
    await db.execute(sql`update orders set user_id = ${phone.userId} where id = ${order!.id}`);
    await db.execute(sql`update bonus_accounts set user_id = ${phone.userId} where user_id = ${referrer}`);
    const product = await one<{ id: number }>(db, sql`select id from products where is_active order by id limit 1`);
    await post(t.app, '/api/tg', { method: 'ToggleFavourite', ProductId: product!.id }, { cookie: phone.cookie });
    const moved = await one<{ n: number }>(
      db,
      sql`select coalesce(sum(balance), 0)::float8 as n from bonus_accounts where user_id = ${phone.userId} and kind = 'user_network'`,
    );

    const tg = await telegramLogin(DEMO_USERS.shopper.telegramId, 'Иван');
    const shopper = await demoUserId(db, 'shopper');
    const before = await one<{ n: number }>(
      db,
      sql`select balance::float8 as n from bonus_accounts where user_id = ${shopper} and kind = 'user_network'`,
    );
    await age('79120000006', 2);
    await askCode('79120000006', { cookie: tg });
    const code = await lastCode('79120000006');
    const ask = await verify('79120000006', code, { cookie: tg });
    expect(ask.json()).toEqual({ result: 'confirmMerge', account: { name: 'Покупатель 0006', orders: 1 } });
    expect((await one<{ user_id: number }>(db, sql`select user_id from orders where id = ${order!.id}`))?.user_id).toBe(phone.userId);

    const merged = await verify('79120000006', code, { cookie: tg, merge: true });
    expect(merged.json()).toMatchObject({ result: 'merged', orders: 1 });
    expect((await one<{ user_id: number }>(db, sql`select user_id from orders where id = ${order!.id}`))?.user_id).toBe(shopper);
    expect(await rows(db, sql`select 1 from favourites where user_id = ${shopper} and product_id = ${product!.id}`)).toHaveLength(1);
    const after = await one<{ n: number }>(
      db,
      sql`select balance::float8 as n from bonus_accounts where user_id = ${shopper} and kind = 'user_network'`,
    );
    expect(after!.n).toBe(before!.n + moved!.n);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(
      await one(db, sql`select merged_into from users where id = ${phone.userId} and merged_into = ${shopper} and login_phone is null`),
    ).toBeDefined();
    // The phone account's sessions are gone, and the phone now logs into the Telegram account.
    expect((await get(t.app, '/api/account/profile/', { cookie: phone.cookie })).statusCode).toBe(401);
    await age('79120000006', 2);
    expect((await phoneLogin('79120000006')).userId).toBe(shopper);
  });

  it('refuses to merge an account that sells', async () => {
    const phone = await phoneLogin('79120000007');
    await t.database.db.execute(sql`insert into companies (user_id, form, name, inn) values (${phone.userId}, 'ip', 'ИП Тест', '500100732259')`);
    const tg = await telegramLogin(555_300_003, 'Анна');
    await age('79120000007', 2);
    await askCode('79120000007', { cookie: tg });
    const before = await snapshot(t.database.db);
    const res = await verify('79120000007', await lastCode('79120000007'), { cookie: tg, merge: true });
    expectRefusal(res, 409, { code: 'PHONE_MERGE_REFUSED' });
    expect(await snapshot(t.database.db)).toBe(before);
  });

  it('the sandbox answers as SMS.ru does to a wrong key or number', async () => {
    const wrongKey = await get(t.app, '/api/sandbox/smsru/sms/send?api_id=nope&to=79120000008&msg=x&json=1');
    expect(wrongKey.json()).toMatchObject({ status: 'ERROR', status_code: 200 });
    const key = testConfig().SMS_API_ID;
    const wrongNumber = await get(t.app, `/api/sandbox/smsru/sms/send?api_id=${key}&to=123&msg=x&json=1`);
    expect(wrongNumber.json()).toMatchObject({ status: 'OK', sms: { '123': { status: 'ERROR', status_code: 202 } } });
  });
});
