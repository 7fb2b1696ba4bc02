import type { ProfileResponse } from '@storefront/contract/account';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { lastLinks } from '../../src/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAll } from '../helpers/login';

const t = fileTestApp();
let shopper: string;
let referrer: string;
beforeAll(async () => {
  [shopper, referrer] = await loginAll(t, 'shopper', 'referrer');
});

const profileOf = async (cookie: string) => (await get(t.app, '/api/account/profile/', { cookie })).json<ProfileResponse>().profile;
const updateClient = (cookie: string | null, body: Record<string, unknown>) =>
  post(t.app, '/api/ajax/', { action: 'updateClient', ...body }, { cookie });

describe('profile', () => {
  it('is only for a logged-in user', async () => {
    expect((await get(t.app, '/api/account/profile/')).statusCode).toBe(401);
    expect((await updateClient(null, { name: 'Кто-то' })).statusCode).toBe(401);
  });

  it('reads the session user’s own profile with the referral code', async () => {
    const profile = await profileOf(shopper);
    expect(profile).toMatchObject({
      id: await demoUserId(t.database.db, 'shopper'),
      name: DEMO_USERS.shopper.name,
      refCode: DEMO_USERS.shopper.refCode,
      locale: 'ru-RU',
    });
    expect(new Date(profile.createdAt).getTime()).not.toBeNaN();
  });

  it('saves name, phone (normalised), e-mail, city and language, and changes no one else', async () => {
    const before = await profileOf(referrer);
    const res = await updateClient(shopper, {
      name: '  Иван Петров ',
      phone: '8 (912) 345-67-89',
      email: 'ivan@example.ru',
      city: 'Казань',
      locale: 'en-US',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { name: 'Иван Петров', phone: '+79123456789', email: 'ivan@example.ru', city: 'Казань', locale: 'en-US' };
    expect(res.json<ProfileResponse>().profile).toMatchObject(expected);
    expect(await profileOf(shopper)).toMatchObject(expected);
    expect(await profileOf(referrer)).toEqual(before);
    // The new name is what the menu and auth check show as well.
    expect((await get(t.app, '/api/account/auth', { cookie: shopper })).json<{ clientInfo: { Name: string } }>().clientInfo.Name).toBe('Иван Петров');
  });

  it('changes only the fields sent, and clears optional ones with an empty string', async () => {
    await updateClient(shopper, { locale: 'ar-AR' });
    expect(await profileOf(shopper)).toMatchObject({ name: 'Иван Петров', locale: 'ar-AR', city: 'Казань' });
    await updateClient(shopper, { phone: '', email: '', city: '' });
    expect(await profileOf(shopper)).toMatchObject({ phone: '', email: '', city: '', name: 'Иван Петров' });
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await profileOf(shopper);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'И' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: '+1 202 555 0100' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ city: 'К' }, 'city'],
      [{ locale: 'de-DE' }, 'locale'],
      [{ role: 'operator' }, '_'],
      [{}, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await updateClient(shopper, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), JSON.stringify(body)).toContain(field);
    }
    expect(await profileOf(shopper)).toEqual(before);
  });

  it('answers validation messages in the shopper’s language', async () => {
    const res = await post(t.app, '/api/ajax/', { action: 'updateClient', name: 'И' }, { cookie: shopper, headers: { 'x-locale': 'ru-RU' } });
    expect(res.json<{ message: string }>().message).toBe('Проверьте введённые данные');
  });
});

describe('last sent link', () => {
  const lastLink = (cookie: string | null, bot: string) => get(t.app, '/api/tg', { cookie, query: { method: 'getLastLink', bot, json: '1' } });

  it('is null when the bot sent nothing, and the user’s own link otherwise', async () => {
    expect((await lastLink(shopper, 'sarafan_main_bot')).json()).toEqual({ LastSentUrl: null });
    const db = t.database.db;
    await db.insert(lastLinks).values([
      { userId: await demoUserId(db, 'shopper'), bot: 'sarafan_main_bot', url: 'https://main.example.ru/product/5' },
      { userId: await demoUserId(db, 'referrer'), bot: 'sarafan_sport_bot', url: 'https://sport.example.ru/' },
      { userId: await demoUserId(db, 'shopper'), bot: 'odd_bot', url: 'javascript:alert(1)' },
    ]);
    expect((await lastLink(shopper, 'sarafan_main_bot')).json()).toEqual({ LastSentUrl: 'https://main.example.ru/product/5' });
    expect((await lastLink(shopper, '@Sarafan_Main_Bot')).json()).toEqual({ LastSentUrl: 'https://main.example.ru/product/5' });
    expect((await lastLink(shopper, 'sarafan_sport_bot')).json()).toEqual({ LastSentUrl: null });
    expect((await lastLink(shopper, 'odd_bot')).json()).toEqual({ LastSentUrl: null });
  });

  it('needs a login and a well-formed bot name', async () => {
    expect((await lastLink(null, 'sarafan_main_bot')).statusCode).toBe(401);
    expect((await lastLink(shopper, 'bad bot!')).statusCode).toBe(400);
    expect((await get(t.app, '/api/tg', { cookie: shopper, query: { method: 'getLastLink' } })).statusCode).toBe(400);
  });
});
