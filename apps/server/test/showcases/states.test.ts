import { toBase36 } from '@storefront/contract/links';
import type { CheckoutInfo } from '@storefront/contract/orders';
import type { StartupConfig } from '@storefront/contract/startup';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { fileTestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { addToCart, createBuyer, placeOrder, productsInStock, validBody, type TestProduct } from '../orders/order-helpers';

const t = fileTestApp();
let draftId: number;
let owner: { userId: number; cookie: string };
let admin: { userId: number; cookie: string };
let product: TestProduct;

const startup = (cookie: string | null, query: Record<string, string>) => post(t.app, '/api/startup', { query }, { cookie, query: { s: query.s } });

beforeAll(async () => {
  const db = t.database.db;
  const main = await showcaseByAlias(db, 'main');
  [product] = (await productsInStock(db, main.id, 1, 5)) as [TestProduct];
  owner = await createBuyer(db, 'Владелец Черновика');
  admin = await createBuyer(db, 'Админ Черновика');
  const row = await one<{ id: number }>(
    db,
    sql`insert into showcases (alias, name, owner_id, state_id) values ('draftshop', 'Черновая лавка', ${owner.userId}, 0) returning id`,
  );
  draftId = row!.id;
  await db.execute(
    sql`insert into showcase_admins (showcase_id, user_id, role) values (${draftId}, ${owner.userId}, 'owner'), (${draftId}, ${admin.userId}, 'admin')`,
  );
  await db.execute(
    sql`insert into showcase_categories (showcase_id, category_id, visible, position) select ${draftId}, category_id, visible, position from showcase_categories where showcase_id = ${main.id}`,
  );
});

describe('a draft showcase (state 0)', () => {
  const s = () => ({ s: toBase36(draftId) });

  it('tells a visitor it is not open yet and shows him nothing', async () => {
    const res = await startup(null, s());
    expect(res.statusCode).toBe(200);
    expect(res.json<StartupConfig>()).toMatchObject({ showcaseId: draftId, showcaseNotOpen: true });
    const home = await get(t.app, '/api/catalog/home', { query: s() });
    expectRefusal(home, 403, { code: 'SHOWCASE_DRAFT', message: 'Витрина ещё не открыта: заказы здесь пока не принимаются' });
  });

  it('refuses a logged-in stranger the cart and the order', async () => {
    const buyer = await createBuyer(t.database.db);
    expect((await startup(buyer.cookie, s())).json<StartupConfig>().showcaseNotOpen).toBe(true);
    const add = await addToCart(t.app, buyer.cookie, product.id, 1, s());
    expectRefusal(add, 403, { code: 'SHOWCASE_DRAFT' });
    const order = await placeOrder(t.app, buyer.cookie, validBody(), undefined, s());
    expectRefusal(order, 403, { code: 'SHOWCASE_DRAFT' });
  });

  it('opens to its owner, admins and operators, but takes no order even from the owner', async () => {
    for (const cookie of [owner.cookie, admin.cookie, await loginAs(t, 'operator')]) {
      expect((await startup(cookie, s())).json<StartupConfig>().showcaseNotOpen).toBe(false);
      expect((await get(t.app, '/api/catalog/home', { cookie, query: s() })).statusCode).toBe(200);
    }
    expect((await addToCart(t.app, owner.cookie, product.id, 1, s())).statusCode).toBe(200);
    const info = (await get(t.app, '/api/orders/checkout', { cookie: owner.cookie, query: s() })).json<CheckoutInfo>();
    expect(info.acceptsOrders).toBe(false);
    const order = await placeOrder(t.app, owner.cookie, validBody(), undefined, s());
    expectRefusal(order, 403, { code: 'SHOWCASE_DRAFT' });
    const count = await one<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where showcase_id = ${draftId}`);
    expect(count!.n).toBe(0);
  });
});

describe('a landing-mode showcase (state 1)', () => {
  it('answers its landings as the home page, without products', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const res = await get(t.app, '/api/catalog/home', { query: { s: toBase36(promo.id) } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ products: unknown[]; landings: Array<{ id: number }> }>();
    expect(body.products).toEqual([]);
    expect(body.landings.length).toBeGreaterThan(0);
    expect((await get(t.app, '/api/catalog/products', { query: { s: toBase36(promo.id) } })).json()).toMatchObject({ code: 'LANDING_MODE' });
  });

  it('refuses an order with a clear message', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    const buyer = await createBuyer(t.database.db);
    const res = await placeOrder(t.app, buyer.cookie, validBody(), undefined, { s: toBase36(promo.id) });
    expectRefusal(res, 404, { code: 'LANDING_MODE', message: 'Эта витрина сейчас показывает только акции' });
  });

  it('sends product buttons to the store showcase with the visitor’s referral', async () => {
    const db = t.database.db;
    const [promo, main] = [await showcaseByAlias(db, 'promo'), await showcaseByAlias(db, 'main')];
    const referrer = await createBuyer(db, 'Рекомендатель');
    const code = (await one<{ c: string }>(db, sql`select ref_code as c from users where id = ${referrer.userId}`))!.c;
    const launch = { s: `${toBase36(promo.id)}_r=${code}`, cmp: '12ABCD', land: '1' };
    const res = await startup(null, launch);
    expect(res.json<StartupConfig>().storeLink).toEqual({
      origin: 'http://main.localhost:80',
      name: main.name,
      query: `s=${toBase36(main.id)}_r=${code}&cmp=12ABCD`,
    });
    // Without a referral of his own the visitor came through the landing showcase's owner.
    const ownerCode = (await one<{ c: string }>(db, sql`select u.ref_code as c from users u where u.id = ${promo.ownerId}`))!.c;
    const plain = (await startup(null, { s: toBase36(promo.id) })).json<StartupConfig>();
    expect(plain.storeLink?.query).toBe(`s=${toBase36(main.id)}_r=${ownerCode}`);
    // A store showcase links nowhere else.
    expect((await startup(null, { s: toBase36(main.id) })).json<StartupConfig>().storeLink).toBeNull();
  });
});

describe('a blocked showcase (state 3)', () => {
  it('answers startup with the blocked flag and refuses everything else', async () => {
    const blocked = await showcaseByAlias(t.database.db, 'blocked');
    const s = { s: toBase36(blocked.id) };
    expect((await startup(null, s)).json<StartupConfig>()).toMatchObject({ isBanned: true, showcaseNotOpen: false });
    const home = await get(t.app, '/api/catalog/home', { query: s });
    expectRefusal(home, 403, { code: 'BANNED' });
  });
});

describe('what the seller sets is what buyers get', () => {
  it('answers the saved contacts, announcement, banner and promo to an anonymous buyer', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const seller = await loginAs(t, 'sportAdmin');
    const save = (name: string, body: unknown) =>
      post(t.app, `/api/account/showcases/edit/${name}/`, body, { cookie: seller, query: { id: String(sport.id), json: '1' } });
    const saves: Array<[string, unknown]> = [
      [
        'contacts',
        {
          phone: '+7 900 111-22-33',
          email: 'sport@example.ru',
          address: 'Казань, ул. Баумана, 1',
          telegram: '@sport_shop',
          whatsapp: '+7 900 111-22-33',
        },
      ],
      ['header', { burgerMenu: {}, announcement: 'Бесплатная доставка от 3000 ₽' }],
      ['home/banner', { title: 'Сезон велосипедов', text: 'Скидки до 20%', visible: true }],
      ['home/promo', { title: 'Скрытый блок', text: 'Не показывать', visible: false }],
    ];
    for (const [name, body] of saves) expect((await save(name, body)).statusCode, name).toBe(200);
    const config = (await startup(null, { s: toBase36(sport.id) })).json<StartupConfig>();
    expect(config.storefront).toEqual({
      contacts: {
        phone: '+7 900 111-22-33',
        email: 'sport@example.ru',
        address: 'Казань, ул. Баумана, 1',
        telegram: '@sport_shop',
        whatsapp: '+7 900 111-22-33',
        vk: '',
        workHours: '',
      },
      announcement: 'Бесплатная доставка от 3000 ₽',
      banner: { title: 'Сезон велосипедов', text: 'Скидки до 20%' },
      promo: null,
    });
  });
});

describe('the seller’s product count', () => {
  it('equals what buyers see in the catalogue, even with a hidden parent category', async () => {
    const db = t.database.db;
    const sport = await showcaseByAlias(db, 'sport');
    const parent = await one<{ id: number }>(
      db,
      sql`select c.id from categories c join showcase_categories sc on sc.category_id = c.id and sc.showcase_id = ${sport.id} and sc.visible
      where c.parent_id is null and exists (select 1 from categories k join showcase_categories ks on ks.category_id = k.id and ks.showcase_id = ${sport.id} and ks.visible
        where k.parent_id = c.id and exists (select 1 from products p where p.category_id = k.id and p.is_active)) order by c.id limit 1`,
    );
    expect(parent).toBeDefined();
    await db.execute(sql`update showcase_categories set visible = false where showcase_id = ${sport.id} and category_id = ${parent!.id}`);
    const seller = await loginAs(t, 'sportAdmin');
    const list = (await get(t.app, '/api/account/showcases/', { cookie: seller })).json<{
      showcases: Array<{ id: number; visibleProducts: number }>;
    }>();
    const counted = list.showcases.find((s) => s.id === sport.id)!.visibleProducts;
    const seen = (await get(t.app, '/api/catalog/products', { query: { s: toBase36(sport.id) } })).json<{ total: number }>().total;
    expect(counted).toBe(seen);
  });
});

describe('settings field messages', () => {
  it('name the problem in words, never a pattern or a type', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    const seller = await loginAs(t, 'sportAdmin');
    const save = (name: string, body: unknown, locale = 'ru-RU') =>
      post(t.app, `/api/account/showcases/edit/${name}/`, body, {
        cookie: seller,
        query: { id: String(sport.id), json: '1' },
        headers: { 'accept-language': locale },
      });
    const catalog = (await save('catalog', { cashbackPercent: 31 })).json<{ fields: Record<string, string> }>();
    expect(catalog.fields).toEqual({ cashbackPercent: 'Не больше 30' });
    const contacts = (await save('contacts', { phone: 'abc', email: 'nope', telegram: '!' })).json<{ fields: Record<string, string> }>();
    expect(contacts.fields).toEqual({
      phone: 'Телефон: цифры, пробелы, скобки и дефисы, от 5 до 20 знаков',
      email: 'Проверьте адрес e-mail: например, shop@example.ru',
      telegram: 'Имя в Telegram: латиница, цифры и «_», от 4 до 32 знаков, например @myshop',
    });
    const info = (await save('info', { name: '', botUsername: 'a b' })).json<{ fields: Record<string, string> }>();
    expect(info.fields.name).toBe('Заполните поле');
    expect(info.fields.botUsername).toBe('Имя бота: латиница, цифры и «_», от 5 до 32 знаков, начинается с буквы');
    const domain = (await save('domain', { alias: 'admin' })).json<{ fields: Record<string, string> }>();
    expect(domain.fields.alias).toBe('Этот адрес зарезервирован: выберите другой');
    const english = (await save('catalog', { cashbackPercent: 31 }, 'en-US')).json<{ fields: Record<string, string> }>();
    expect(english.fields).toEqual({ cashbackPercent: 'At most 30' });
    for (const body of [catalog, contacts, info, domain]) expect(JSON.stringify(body)).not.toMatch(/number|string|\^|\$\/|<=|>=/);
  });
});
