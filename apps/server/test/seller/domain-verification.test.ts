import { LOCALE_HEADER } from '@storefront/contract/constants';
import type { SellerShowcaseSettings, ShowcaseDomainAnswer } from '@storefront/contract/seller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post, sessionCookie } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { createWebDist } from '../helpers/web-dist';
import { createBuyer, productsInStock, validBody } from '../orders/order-helpers';

/** A stand-in DNS: TXT answers by name; a name without an entry is NXDOMAIN, an Error entry is thrown as is. */
const dns = new Map<string, string[][] | Error>();
const lookups: string[] = [];
function fakeResolveTxt(name: string): Promise<string[][]> {
  lookups.push(name);
  const answer = dns.get(name);
  if (answer instanceof Error) return Promise.reject(answer);
  if (!answer) return Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
  return Promise.resolve(answer);
}

let t: TestApp;
const dist = createWebDist();
let attacker: string;
let operator: string;
let marina: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir }, { resolveTxt: fakeResolveTxt });
  operator = await loginAs(t, 'operator');
  marina = await loginAs(t, 'sportAdmin');
  const res = await post(t.app, '/api/test/register', { name: 'Злоумышленник' });
  attacker = sessionCookie(res)!.value;
});
afterAll(async () => {
  await t.close();
  dist.remove();
});
beforeEach(() => {
  dns.clear();
  lookups.length = 0;
});

let aliasSeq = 0;
async function newShowcase(cookie = attacker): Promise<number> {
  const res = await post(t.app, '/api/account/showcases/add', { name: 'Спорт и отдых', alias: `evilshop${++aliasSeq}` }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}
const aliasOf = async (id: number) => (await one<{ alias: string }>(t.database.db, sql`select alias from showcases where id = ${id}`))!.alias;
async function saveDomain(id: number, domain: string, cookie = attacker, locale?: string) {
  const headers: Record<string, string> = locale ? { [LOCALE_HEADER]: locale } : {};
  return post(t.app, '/api/account/showcases/edit/domain', { alias: await aliasOf(id), domain }, { cookie, query: { id: String(id) }, headers });
}
const verify = (id: number, cookie = attacker, locale?: string) =>
  post(
    t.app,
    '/api/account/showcases/edit/domain/verify',
    {},
    { cookie, query: { id: String(id) }, headers: locale ? { [LOCALE_HEADER]: locale } : {} },
  );
const approve = (id: number, reason: string, cookie = operator) => post(t.app, '/api/tg', { method: 'operatorVerifyDomain', id, reason }, { cookie });
async function aliasForHost(host: string): Promise<string> {
  const res = await post(t.app, '/api/startup', { query: {} }, { headers: { host } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ showcaseAlias: string }>().showcaseAlias;
}
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html' } });

describe('the pentest hijack: a new seller claims sport.localhost', () => {
  it('is refused; sport.localhost keeps answering the sport showcase and its buyers’ orders never reach the attacker', async () => {
    const id = await newShowcase();
    const res = await saveDomain(id, 'sport.localhost');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DOMAIN_NOT_ALLOWED', message: 'Этот домен нельзя подключить к витрине' });
    expect(res.json<{ fields: Record<string, string> }>().fields.domain).toMatch(/адреса витрин/);
    expect(await aliasForHost('sport.localhost')).toBe('sport');

    // A buyer orders on sport.localhost: the order is the sport showcase's, the attacker's sale orders stay empty.
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const buyer = await createBuyer(t.database.db, 'Покупатель Спорта');
    const [product] = await productsInStock(t.database.db, sport.id, 1);
    const host = { host: 'sport.localhost' };
    expect(
      (
        await post(
          t.app,
          '/api/tg/',
          { method: 'UpdateProductQuantityInCart', ProductId: product!.id, Quantity: 1 },
          { cookie: buyer.cookie, headers: host },
        )
      ).statusCode,
    ).toBe(200);
    const order = await post(
      t.app,
      '/api/orders',
      validBody({ contact: { name: 'Покупатель Спорта', phone: '+7 (912) 000-11-22', email: 'sport-buyer@example.com' } }),
      { cookie: buyer.cookie, headers: { ...host, 'idempotency-key': `k${Date.now()}` } },
    );
    expect(order.statusCode, order.body).toBe(201);
    const placed = await one<{ id: number; showcaseId: number }>(
      t.database.db,
      sql`select id, showcase_id as "showcaseId" from orders where user_id = ${buyer.userId}`,
    );
    expect(placed?.showcaseId).toBe(sport.id);
    const list = await get(t.app, '/api/account/sale-orders', { cookie: attacker, query: { json: '1' } });
    const detail = await get(t.app, '/api/account/sale-orders', { cookie: attacker, query: { json: '1', id: String(placed!.id) } });
    expect(detail.statusCode).not.toBe(200);
    for (const body of [list.body, detail.body]) {
      expect(body).not.toContain('sport-buyer@example.com');
      expect(body).not.toContain('Покупатель Спорта');
      expect(body).not.toContain('9120001122');
    }
  });

  it('refuses the network root and every name under it, whatever the case or IDNA form', async () => {
    const id = await newShowcase();
    for (const domain of ['localhost', 'main.localhost', 'SPORT.LOCALHOST', 'xn--80a.localhost', 'Sport.Localhost.', 'a.b.localhost']) {
      const res = await saveDomain(id, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json(), domain).toMatchObject({ code: 'DOMAIN_NOT_ALLOWED' });
    }
    expect(await aliasForHost('main.localhost')).toBe('main');
  });

  it('refuses IP addresses (v4, v6, numeric forms) and local names, with the reason in the seller’s language', async () => {
    const id = await newShowcase();
    for (const domain of ['127.0.0.1', '10.0.0.1', '8.8.8.8', '0x7f.1', '2130706433', '::1', '[::1]', '2001:db8::1', '[2001:db8::1]']) {
      const res = await saveDomain(id, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.domain, domain).toBe('Нужен домен, а не IP-адрес');
    }
    for (const domain of ['router.local', 'nas.internal', 'foo.localdomain']) expect((await saveDomain(id, domain)).statusCode, domain).toBe(400);
    const en = await saveDomain(id, '127.0.0.1', attacker, 'en-US');
    expect(en.json()).toMatchObject({
      message: 'This domain cannot be connected to a showcase',
      fields: { domain: 'A domain is needed, not an IP address' },
    });
    const ar = await saveDomain(id, 'shop_1.example.com', attacker, 'ar-AR');
    expect(ar.json()).toMatchObject({ message: 'لا يمكن ربط هذا النطاق بمتجر' });
  });
});

describe('custom domains are normalised and unique', () => {
  it('stores lower case and IDNA ASCII, and refuses the same domain in another spelling for another showcase', async () => {
    const first = await newShowcase();
    const saved = await saveDomain(first, '  Shop-One.Example.RU. ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ShowcaseDomainAnswer>().domain).toBe('shop-one.example.ru');
    const idn = await newShowcase();
    expect((await saveDomain(idn, 'Спорт.РФ')).json<ShowcaseDomainAnswer>().domain).toBe('xn--n1abebi.xn--p1ai');

    const other = await newShowcase();
    for (const domain of ['SHOP-ONE.EXAMPLE.RU', 'shop-one.example.ru.', 'спорт.рф', 'xn--n1abebi.xn--p1ai']) {
      const res = await saveDomain(other, domain);
      expect(res.statusCode, domain).toBe(409);
      expect(res.json(), domain).toMatchObject({ code: 'DOMAIN_TAKEN', fields: { domain: 'Этот домен уже подключён к другой витрине' } });
    }
  });

  it('is enforced by the database too: a unique index on lower(domain) and lower-case only', async () => {
    const id = await newShowcase();
    expect((await saveDomain(id, 'unique-check.example.org')).statusCode).toBe(200);
    const other = await newShowcase();
    await expect(t.database.db.execute(sql`update showcases set domain = 'unique-check.example.org' where id = ${other}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update showcases set domain = 'Unique-Check.example.org' where id = ${other}`)).rejects.toThrow();
  });
});

describe('an unverified domain', () => {
  it('answers with the TXT record to create, resolves nowhere and is no rd=1 target', async () => {
    const id = await newShowcase();
    const res = await saveDomain(id, 'evil-shop.example.com');
    expect(res.statusCode, res.body).toBe(200);
    const { domainVerification: v } = res.json<ShowcaseDomainAnswer>();
    expect(v).toMatchObject({ status: 'pending', record: '_storefront-verify.evil-shop.example.com', verifiedAt: null, method: null });
    expect(v.value).toMatch(/^storefront-verify=[0-9a-f]{32}$/);
    const settings = await get(t.app, '/api/account/showcases/edit', { cookie: attacker, query: { id: String(id) } });
    expect(settings.json<SellerShowcaseSettings>().domainVerification).toEqual(v);
    expect((await get(t.app, '/api/account/showcases/edit/domain', { cookie: attacker, query: { id: String(id) } })).json()).toEqual({
      alias: await aliasOf(id),
      domain: 'evil-shop.example.com',
      domainVerification: v,
    });

    expect(await aliasForHost('evil-shop.example.com')).toBe('main');
    for (const url of ['/?rd=1&domain=evil-shop.example.com', '/?rd=1&domain=phishing-attacker.example', '/?rd=1&alias=nosuch']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers.location, url).toBeUndefined();
    }
  });
});

describe('DNS TXT verification («Проверить»)', () => {
  it('verifies the domain when the TXT record holds the showcase’s value; then it resolves and redirects', async () => {
    const id = await newShowcase();
    const { domainVerification: v } = (await saveDomain(id, 'proven-shop.example.com')).json<ShowcaseDomainAnswer>();
    // A long TXT value may come in several character strings; another record beside it does not matter.
    dns.set(v.record, [['v=spf1 -all'], [v.value.slice(0, 10), v.value.slice(10)]]);
    const res = await verify(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShowcaseDomainAnswer>().domainVerification).toMatchObject({ status: 'verified', method: 'dns', value: v.value });
    expect(lookups).toEqual(['_storefront-verify.proven-shop.example.com']);
    expect(await aliasForHost('proven-shop.example.com')).toBe(await aliasOf(id));
    expect((await page('/?rd=1&domain=proven-shop.example.com')).headers.location).toBe('https://proven-shop.example.com/api/tgbundle/');
  });

  it('refuses a missing record, a wrong value and a silent DNS with localised messages, and changes nothing', async () => {
    const id = await newShowcase();
    const { domainVerification: v } = (await saveDomain(id, 'unproven.example.com')).json<ShowcaseDomainAnswer>();
    const missing = await verify(id);
    expectRefusal(missing, 409, { code: 'DOMAIN_NOT_VERIFIED' });
    expect(missing.json<{ message: string }>().message).toContain(`Не нашли TXT-запись ${v.record} со значением ${v.value}`);

    dns.set(v.record, [['storefront-verify=someone-elses-token']]);
    const wrong = await verify(id, attacker, 'en-US');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toContain(`No TXT record ${v.record} with the value ${v.value}`);

    dns.set(v.record, Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' }));
    const silent = await verify(id);
    expectRefusal(silent, 503, { code: 'DOMAIN_CHECK_FAILED', message: 'DNS-сервер не ответил. Попробуйте проверить домен позже' });

    const after = await get(t.app, '/api/account/showcases/edit/domain', { cookie: attacker, query: { id: String(id) } });
    expect(after.json<ShowcaseDomainAnswer>().domainVerification.status).toBe('pending');
    expect(await aliasForHost('unproven.example.com')).toBe('main');
  });

  it('starts over when the domain changes: new token, unverified, the old domain no longer resolves', async () => {
    const id = await newShowcase();
    const first = (await saveDomain(id, 'first.example.net')).json<ShowcaseDomainAnswer>().domainVerification;
    dns.set(first.record, [[first.value]]);
    expect((await verify(id)).statusCode).toBe(200);
    // Saving the same domain again (e.g. with the alias form) keeps the proof.
    expect((await saveDomain(id, 'FIRST.example.net')).json<ShowcaseDomainAnswer>().domainVerification.status).toBe('verified');

    const second = (await saveDomain(id, 'second.example.net')).json<ShowcaseDomainAnswer>().domainVerification;
    expect(second).toMatchObject({ status: 'pending', record: '_storefront-verify.second.example.net', method: null });
    expect(second.value).not.toBe(first.value);
    expect(await aliasForHost('first.example.net')).toBe('main');
    expect(await aliasForHost('second.example.net')).toBe('main');
    // Removing the domain clears it altogether.
    expect((await saveDomain(id, '')).json<ShowcaseDomainAnswer>().domainVerification).toEqual({
      status: 'none',
      record: '',
      value: '',
      verifiedAt: null,
      method: null,
    });
    expect((await verify(id)).statusCode).toBe(409);
  });

  it('is only for the showcase’s admins', async () => {
    const id = await newShowcase();
    await saveDomain(id, 'not-yours.example.com');
    expect((await verify(id, marina)).statusCode).toBe(403);
    expect((await post(t.app, '/api/account/showcases/edit/domain/verify', {}, { query: { id: String(id) } })).statusCode).toBe(401);
    expect(lookups).toEqual([]);
  });
});

describe('operator approval', () => {
  it('marks the domain verified with the reason kept; only operators may, and only a set, allowed domain', async () => {
    const id = await newShowcase();
    await saveDomain(id, 'approved.example.org');
    expect((await approve(id, 'Проверено по документам', attacker)).statusCode).toBe(403);
    expect((await approve(id, 'x')).statusCode).toBe(400);
    expect(await aliasForHost('approved.example.org')).toBe('main');

    const res = await approve(id, 'Проверено по документам');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShowcaseDomainAnswer>().domainVerification).toMatchObject({ status: 'verified', method: 'operator' });
    const row = await one<{ reason: string; via: string; by: number }>(
      t.database.db,
      sql`
      select domain_verify_reason as reason, domain_verified_via as via, domain_verified_by as by from showcases where id = ${id}`,
    );
    expect(row).toMatchObject({ reason: 'Проверено по документам', via: 'operator' });
    expect(await aliasForHost('approved.example.org')).toBe(await aliasOf(id));
    expect(lookups).toEqual([]);

    const none = await newShowcase();
    expect((await approve(none, 'Проверено по документам')).statusCode).toBe(409);
    // A domain stored before the rules (here: under BASE_DOMAIN) cannot be approved either.
    await t.database.db.execute(sql`update showcases set domain = 'legacy.localhost' where id = ${none}`);
    expect((await approve(none, 'Проверено по документам')).statusCode).toBe(400);
    expect(await aliasForHost('legacy.localhost')).toBe('main');
  });
});
