import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { showcaseByAlias } from '../helpers/facts';
import { fileWebApp } from '../helpers/web-dist';

const t = fileWebApp();

/** A link-preview bot: no cookies, `Accept: *\/*`. */
const bot = (url: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: '*/*', 'user-agent': 'TelegramBot (like TwitterBot)' } });

function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]!] = m[2]!;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (canonical) out.canonical = canonical;
  out.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return out;
}

describe('link previews of public deep links', () => {
  it('answers a product link with its title, price, picture and canonical URL on its showcase', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const p = await one<{ id: number; name: string; price: number }>(
      t.database.db,
      sql`select p.id, p.name, p.price::float8 as price from products p where p.is_active and exists (select 1 from product_images i where i.product_id = p.id)
        and p.category_id in (select category_id from showcase_categories where showcase_id = ${main.id} and visible) order by p.id limit 1`,
    );
    const res = await bot(`/product/${p!.id}?s=${main.id.toString(36)}_r=ABCD1234&cmp=12ABCD`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const meta = metaOf(res.body);
    expect(meta.title).toContain(p!.name);
    expect(meta.title).toContain('₽');
    expect(meta.title).toContain(main.name);
    expect(meta['og:type']).toBe('product');
    expect(meta['og:title']).toBe(meta.title);
    expect(meta['og:image']).toMatch(/^http:\/\/main\.localhost\/.+/);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['product:price:amount']).toBe((p!.price / 100).toFixed(2));
    expect(meta['product:price:currency']).toBe('RUB');
    expect(meta.canonical).toBe(`http://main.localhost/product/${p!.id}`);
    expect(meta.description?.length).toBeGreaterThan(10);
  });

  it('names the showcase the link belongs to: by host and by s', async () => {
    const sport = await showcaseByAlias(t.database.db, 'sport');
    for (const res of [await bot('/', 'sport.localhost'), await bot(`/?s=${sport.id.toString(36)}`)]) {
      const meta = metaOf(res.body);
      expect(meta['og:site_name']).toBe(sport.name);
      expect(meta.canonical).toBe('http://sport.localhost/');
      expect(meta['og:image']).toContain(`/api/stat/images/logos/${sport.id}_mobile.png`);
    }
  });

  it('titles landings, catalogue, categories and static pages; keeps personal pages out of search', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const landing = await one<{ id: number; title: string }>(
      t.database.db,
      sql`select id, title from landings where showcase_id = ${main.id} and published order by id limit 1`,
    );
    if (landing) expect(metaOf((await bot(`/actions/${landing.id}`)).body).title).toBe(`${landing.title} | ${main.name}`);
    expect(metaOf((await bot('/catalog')).body).title).toBe(`Каталог | ${main.name}`);
    const category = await one<{ slug: string; name: string }>(
      t.database.db,
      sql`select c.slug, coalesce(sc.custom_name, c.name) as name from categories c join showcase_categories sc on sc.category_id = c.id
        where sc.showcase_id = ${main.id} and sc.visible and c.parent_id is null order by c.id limit 1`,
    );
    expect(metaOf((await bot(`/catalog/${category!.slug}`)).body).title).toBe(`${category!.name} | ${main.name}`);
    const pageRow = await one<{ alias: string; name: string }>(
      t.database.db,
      sql`select alias, name from static_pages where showcase_id = ${main.id} order by id limit 1`,
    );
    if (pageRow) expect(metaOf((await bot(`/pages/${pageRow.alias}`)).body).title).toBe(`${pageRow.name} | ${main.name}`);
    expect(metaOf((await bot('/account/profile')).body).robots).toBe('noindex');
    expect(metaOf((await bot('/catalog')).body).robots).toBeUndefined();
  });

  it('a draft landing or an unknown product previews as the showcase itself', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const draft = await one<{ id: number; title: string }>(
      t.database.db,
      sql`insert into landings (showcase_id, slug, title, description, published) values (${main.id}, 'draft-preview', 'Черновик акции', 'секрет', false) returning id, title`,
    );
    const meta = metaOf((await bot(`/actions/${draft!.id}`)).body);
    expect(meta.title).not.toContain('Черновик');
    expect(meta['og:type']).toBe('website');
    expect(metaOf((await bot('/product/999999999')).body)['og:type']).toBe('website');
  });

  it('gives a deep link the app for */* or no Accept, and 404 for files and non-HTML calls', async () => {
    expect((await bot('/cart')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/catalog' })).statusCode).toBe(200);
    expect((await bot('/missing.png')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html;q=0, application/json' } })).statusCode).toBe(404);
  });
});

describe('robots.txt and sitemap.xml per showcase', () => {
  it('lists what the showcase shows, on its own address, without drafts', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const robots = await bot('/robots.txt', 'main.localhost');
    expect(robots.body).toContain('Disallow: /account');
    expect(robots.body).toContain('Sitemap: http://main.localhost/sitemap.xml');
    const sitemap = await bot('/sitemap.xml', 'main.localhost');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://main.localhost/</loc>');
    expect(sitemap.body).toContain('<loc>http://main.localhost/catalog</loc>');
    expect(sitemap.body).toMatch(/<loc>http:\/\/main\.localhost\/product\/\d+<\/loc>/);
    const draft = await one<{ id: number }>(
      t.database.db,
      sql`insert into landings (showcase_id, slug, title, description, published) values (${main.id}, 'draft-sitemap', 'Черновик', '', false) returning id`,
    );
    expect(sitemap.body).not.toContain(`/actions/${draft!.id}<`);
    expect((await bot('/sitemap.xml', 'main.localhost')).body).not.toContain(`/actions/${draft!.id}<`);
    // Another showcase lists its own address.
    expect((await bot('/sitemap.xml', 'sport.localhost')).body).toContain('<loc>http://sport.localhost/</loc>');
  });

  it('tells crawlers to stay away from a blocked showcase', async () => {
    const res = await bot('/robots.txt', 'blocked.localhost');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    expect((await bot('/sitemap.xml', 'blocked.localhost')).body).not.toContain('<url>');
  });
});
