import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { formatRoubles } from '../../src/lib/money';
import { deferredLoader } from '../../src/modules/web/index-html';
import { RouteAssetTable, type Manifest } from '../../src/modules/web/route-assets';
import { showcaseByAlias } from '../helpers/facts';
import { ASSET, fileWebApp } from '../helpers/web-dist';

/** A build manifest as Vite writes it: the entry with a shared chunk, the product page with a chunk of cards. */
const MANIFEST: Manifest = {
  'index.html': { file: ASSET, isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_cards.js': { file: 'assets/cards.js', imports: ['_shared.js'], css: ['assets/cards.css'] },
  'src/features/product/product-page.tsx': { file: 'assets/product.js', imports: ['index.html', '_cards.js'], css: ['assets/product.css'] },
  'src/features/home/home-route.tsx': { file: 'assets/home.js', imports: ['index.html', '_cards.js'] },
  'src/features/catalog/catalog-page.tsx': { file: 'assets/catalog.js', imports: ['index.html', '_cards.js'], css: ['assets/catalog.css'] },
};

const t = fileWebApp({}, {}, { '.vite/manifest.json': JSON.stringify(MANIFEST) });
const hostile = 'Чайник </div><script>alert(1)</script> & "кавычки" <img src=x onerror=alert(2)>';
let product: { id: number; price: number; image: string };

beforeAll(async () => {
  const main = await showcaseByAlias(t.database.db, 'main');
  const row = await one<{ id: number; price: number; image: string }>(
    t.database.db,
    sql`select p.id, p.price::float8 as price,
        (select '/' || m.path from product_images pi join media m on m.id = pi.big_media_id where pi.product_id = p.id order by pi.position limit 1) as image
      from products p where p.is_active and exists (select 1 from product_images i where i.product_id = p.id)
        and p.category_id in (select category_id from showcase_categories where showcase_id = ${main.id} and visible) order by p.id limit 1`,
  );
  product = row!;
  await t.database.db.execute(sql`update products set name = ${hostile} where id = ${product.id}`);
});

const page = (url: string, host = 'main.localhost') => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script>\(\(\)=>/.exec(html)?.[1] ?? '';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the first screen in index.html (page-shell.ts)', () => {
  it("puts a product page's header, picture, name and price into #root, escaped", async () => {
    const res = await page(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<header class="app-header">');
    // Its buttons wait for the app and say so (the app's own replace them).
    expect(root).toMatch(/^<div class="app-shell" data-first-screen>/);
    const buttons = root.match(/<button [^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) expect(button).toContain('aria-disabled="true"');
    expect(root).toContain(
      '<h1 class="product__name" dir="auto">Чайник &#60;/div&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;кавычки&#34;',
    );
    expect(root).not.toContain('<script>alert(1)');
    expect(root).not.toContain('<img src=x');
    // The picture is the page's largest paint: a real <img>, requested at once with high priority.
    expect(root).toMatch(
      new RegExp(`<img alt="[^"]*фото 1 из \\d+" fetchpriority="high" class="product-picture" width="600" height="600" src="${product.image}">`),
    );
    expect(root).toContain(`<span class="price__current">${formatRoubles(product.price)}</span>`);
    expect(formatRoubles(1799000)).toBe('17\u00a0990\u00a0₽');
  });

  it('puts the home hero, the first landing cover and the popular products into #root', async () => {
    const main = await showcaseByAlias(t.database.db, 'main');
    const root = rootOf((await page('/')).body);
    expect(root).toContain(`<h1 class="home__title">${main.name}</h1>`);
    expect(root).toMatch(/<img alt="" fetchpriority="high" class="home-landing__cover" width="260" height="140" src="\/[^"]+">/);
    expect(root).toContain('<ul class="product-grid" aria-label="Популярные товары">');
    // The first row of cards loads at once, the rest lazily.
    expect(root.match(/class="product-picture"/g)?.length).toBe(6);
    expect(root.match(/fetchpriority="high" class="product-picture"/g)?.length).toBe(2);
  });

  it("puts a category's name, path and first products into #root; an unknown category gets none", async () => {
    const category = await one<{ slug: string; name: string; parent: string }>(
      t.database.db,
      sql`select c.slug, c.name, p.slug as parent from categories c join categories p on p.id = c.parent_id
        join showcase_categories sc on sc.category_id = c.id and sc.visible join showcases s on s.id = sc.showcase_id and s.alias = 'main'
        where exists (select 1 from products x where x.category_id = c.id and x.is_active) order by c.id limit 1`,
    );
    const root = rootOf((await page(`/catalog/${category!.parent}/${category!.slug}`)).body);
    expect(root).toContain(`<h1 class="catalog__title">${category!.name}</h1>`);
    expect(root).toContain(`<a href="/catalog/${category!.parent}">`);
    expect(root).toContain('<article class="product-card">');
    for (const url of ['/catalog/no-such-category', '/catalog/Not_A_Slug', '/product/999999999', '/cart', '/search']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(`<script type="module" crossorigin src="/${ASSET}"></script>`);
    }
  });

  it('keeps the `s` of a page opened with it on every link of the first screen', async () => {
    const root = rootOf((await page(`/product/${product.id}?s=main_r%3Cx%3E`)).body);
    const hrefs = [...root.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(/^\/[^?"]*\?s=main_r%3Cx%3E$/);
    // Without `s` the links name paths only.
    expect(rootOf((await page(`/product/${product.id}`)).body)).not.toContain('?s=');
  });

  it('loads the app after the first paint through one inline script allowed by its hash', async () => {
    const res = await page(`/product/${product.id}`);
    expect(res.body).not.toMatch(/<script type="module"[^>]*src=/);
    const loader = deferredLoader(`/${ASSET}`);
    expect(res.body).toContain(`<script>${loader}</script>`);
    // The route's chunks load beside the first screen at low priority; the entry imports them once it runs.
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product.js" /><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards.js" />',
    );
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(sha256(loader));
    // The config script keeps its own hash; nothing else inline is allowed.
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    for (const script of inline) expect(csp).toContain(sha256(script));
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });

  it('leaves the Telegram bundle and a landing-mode showcase without a first screen, with their preloads', async () => {
    const promo = await showcaseByAlias(t.database.db, 'promo');
    for (const [url, host] of [
      ['/api/tgbundle/', 'main.localhost'],
      ['/', 'promo.localhost'],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(`<script type="module" crossorigin src="/${ASSET}"></script>`);
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js" />');
      expect(res.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/cards.css" />');
    }
    expect(promo.stateId).toBe(1);
  });

  it("links the route's stylesheets in the head, shared ones first", async () => {
    const res = await page(`/product/${product.id}`);
    const head = /<head>([\s\S]*)<\/head>/.exec(res.body)?.[1] ?? '';
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/cards.css" /><link rel="stylesheet" crossorigin href="/assets/product.css" />',
    );
    // The entry's own stylesheet and chunks are the build's; the server adds only the route's.
    expect(head).not.toContain('shared.css');
    expect(head).not.toContain('/assets/shared.js');
  });
});

describe('deferredLoader', () => {
  /** Runs the loader against a stand-in document: one high-priority picture still loading, frames and timers by hand. */
  function run(visibilityState: 'visible' | 'hidden', complete: boolean, storedLocale?: string) {
    const appended: Record<string, unknown>[] = [];
    const onLoad: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const img = { complete, addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn) };
    const root = { emptied: false, replaceChildren: () => (root.emptied = true) };
    const listeners: Record<string, () => void> = {};
    const document = {
      visibilityState,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      getElementById: (id: string) => (id === 'root' ? root : null),
      createElement: () => ({}),
      head: { append: (node: Record<string, unknown>) => appended.push(node) },
      querySelectorAll: (selector: string) => (selector === '#root img[fetchpriority=high]' ? [img] : []),
    };
    // Without a stored locale the context has no localStorage at all, as a sandboxed frame that refuses it.
    const storage = storedLocale ? { localStorage: { getItem: (key: string) => (key === 'locale' ? storedLocale : null) } } : {};
    runInNewContext(deferredLoader('/assets/entry.js'), {
      ...storage,
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    });
    return { appended, onLoad, frames, timers, root, listeners };
  }

  it('starts the app at the first tap or key press, without waiting for the pictures any longer', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { appended, listeners, onLoad, frames, timers } = run('visible', false);
      expect(appended).toEqual([]);
      listeners[type]!();
      expect(appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/entry.js' }]);
      // The pictures arriving later start nothing twice.
      onLoad.forEach((fn) => fn());
      frames.forEach((fn) => fn());
      timers.forEach((t) => t.fn());
      expect(appended).toHaveLength(1);
    }
  });

  it('drops the first screen and starts at once for a visitor who chose another locale than the default', () => {
    const arabic = run('visible', false, 'ar-AR');
    expect(arabic.root.emptied).toBe(true);
    expect(arabic.appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/entry.js' }]);
    const russian = run('visible', false, 'ru-RU');
    expect(russian.root.emptied).toBe(false);
    expect(russian.appended).toEqual([]);
  });

  it('adds the entry after the first screen’s high-priority pictures have loaded and a frame has painted', () => {
    const { appended, onLoad, frames, timers } = run('visible', false);
    expect(appended).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    onLoad.forEach((fn) => fn());
    expect(frames).toHaveLength(1);
    frames[0]!();
    timers.at(-1)!.fn();
    expect(appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/entry.js' }]);
    // The fallback timer after the pictures changes nothing.
    timers[0]!.fn();
    expect(frames).toHaveLength(1);
  });

  it('starts at once in a hidden tab, and after a frame when the pictures are already there', () => {
    expect(run('hidden', false).appended).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/entry.js' }]);
    const ready = run('visible', true);
    expect(ready.frames).toHaveLength(1);
    ready.frames[0]!();
    ready.timers[0]!.fn();
    expect(ready.appended).toHaveLength(1);
  });
});

describe('RouteAssetTable', () => {
  const table = new RouteAssetTable(MANIFEST);

  it("lists a route's own chunks and stylesheets without the entry's, dependencies' styles first", () => {
    expect(table.forPath('product/12')).toEqual({ js: ['assets/product.js', 'assets/cards.js'], css: ['assets/cards.css', 'assets/product.css'] });
    expect(table.forPath('')).toEqual({ js: ['assets/home.js', 'assets/cards.js'], css: ['assets/cards.css'] });
    for (const path of ['catalog', 'catalog/phones', 'catalog/electronics/phones/', 'catalog/phones?']) {
      expect(table.forPath(path.replace('?', '')), path).toEqual({
        js: ['assets/catalog.js', 'assets/cards.js'],
        css: ['assets/cards.css', 'assets/catalog.css'],
      });
    }
  });

  it('knows nothing of other pages, of routes missing from the build, or without a manifest', () => {
    for (const path of ['cart', 'account/profile', 'catalog/a/b/c', 'product/1/extra']) expect(table.forPath(path), path).toBeNull();
    expect(table.forPath('brands')).toBeNull();
    expect(RouteAssetTable.fromFile('/nonexistent/manifest.json').forPath('')).toBeNull();
  });
});
