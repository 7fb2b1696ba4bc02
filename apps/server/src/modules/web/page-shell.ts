import { productListQuerySchema, type ProductCard, type ProductDetail } from '@storefront/contract/catalog';
import { FIRST_SCREEN_CARDS, SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { formatRoubles } from '../../lib/money';
import type { Showcase } from '../../lib/request-context';
import * as catalog from '../catalog/service';
import { publicLandings } from '../landings/service';
import { storefrontSettings } from '../startup/storefront-settings';

/**
 * The first screen of a public page as plain HTML inside `<div id="root">`, so the browser paints the page (and its
 * largest picture, requested at once from the markup) before the app's script has arrived and run (Lighthouse FCP
 * and LCP, issue 18). It is the markup the app renders for an anonymous visitor (same elements, same classes, the
 * route's stylesheet is linked in the head), cut to what the first screen shows; the app replaces it wholesale on
 * its first render (apps/web/src/app/main.tsx waits for the route's chunk first), so nothing here needs to match
 * the app exactly and nothing here is interactive for that short while. Every value is escaped. The same for every
 * visitor (cached with index.html): no cart, favourites or account state.
 */

const ICON =
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';
const icon = (size: number, body: string) => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" ${ICON}>${body}</svg>`;
const MENU_ICON = icon(24, '<path d="M4 7h16M4 12h16M4 17h16"></path>');
const SEARCH_ICON = icon(24, '<circle cx="11" cy="11" r="6.5"></circle><path d="m20 20-4.3-4.3"></path>');
const heartIcon = (size: number) => icon(size, '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"></path>');
const cartIcon = (size: number) =>
  icon(
    size,
    '<path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6"></path><circle cx="9.5" cy="19.5" r="1.2"></circle><circle cx="17" cy="19.5" r="1.2"></circle>',
  );
const PROFILE_ICON = icon(24, '<circle cx="12" cy="8" r="4"></circle><path d="M4.5 20a7.5 7.5 0 0 1 15 0"></path>');

const e = escapeHtml;

/** The app's header for an anonymous visitor: menu, the showcase's name, search, favourites, cart, login. */
function header(showcase: Showcase): string {
  const search = showcase.stateId === SHOWCASE_STATE.landing ? '' : `<a class="icon-button" aria-label="Поиск" href="/search">${SEARCH_ICON}</a>`;
  return (
    `<header class="app-header"><div class="app-header__bar">` +
    `<button type="button" class="icon-button" aria-label="Меню" aria-disabled="true">${MENU_ICON}</button>` +
    `<a class="app-header__title" dir="auto" href="/">${e(showcase.name)}</a>` +
    `<nav class="app-header__actions" aria-label="Быстрые ссылки">${search}` +
    `<a class="icon-button" aria-label="Избранное: пусто" aria-disabled="true" href="/favorites">${heartIcon(24)}</a>` +
    `<a class="icon-button" aria-label="Корзина: пусто" aria-disabled="true" href="/cart">${cartIcon(24)}</a>` +
    `<button type="button" class="icon-button" aria-label="Войти" aria-haspopup="dialog" aria-disabled="true">${PROFILE_ICON}</button>` +
    `</nav></div></header>`
  );
}

function layout(showcase: Showcase, main: string): string {
  const announcement = storefrontSettings(showcase).announcement;
  const note = announcement ? `<p class="app-announcement" role="note" dir="auto">${e(announcement)}</p>` : '';
  // Its buttons do nothing until the app has replaced it: they say so (aria-disabled; assistive technology and
  // automation wait for the app's own), without the faded look of a disabled control (controls.css).
  return `<div class="app-shell" data-first-screen>${header(showcase)}${note}<main class="app-main">${main}</main></div>`;
}

function price(p: { price: number; oldPrice: number | null }, size: 'sm' | 'lg'): string {
  const old = p.oldPrice !== null && p.oldPrice > p.price;
  return (
    `<p class="price price--${size}${old ? ' price--discounted' : ''}"><span class="price__current">${formatRoubles(p.price)}</span>` +
    (old ? `<s class="price__old"><span class="visually-hidden">Старая цена </span>${formatRoubles(p.oldPrice as number)}</s>` : '') +
    `</p>`
  );
}

/** `priority`: the picture is requested at once with high priority (the page's largest paint), else lazily. */
function picture(src: string | null, alt: string, cls: string, size: number, priority: boolean): string {
  if (!src) return `<span class="${cls} product-picture--empty" role="img" aria-label="${e(`${alt}: нет фото`)}"></span>`;
  const load = priority ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  return `<img alt="${e(alt)}" ${load} class="${cls}" width="${size}" height="${size}" src="${e(src)}">`;
}

function productCard(p: ProductCard, priority: boolean): string {
  const href = `/product/${p.id}`;
  return (
    `<li><article class="product-card"><div class="product-card__media"><a tabindex="-1" aria-hidden="true" href="${href}">` +
    `${picture(p.picture, p.name, 'product-picture', 300, priority)}</a></div>` +
    `<div class="product-card__body">${price(p, 'sm')}` +
    `<h3 class="line-clamp product-card__name" dir="auto"><a href="${href}">${e(p.name)}</a></h3>` +
    (p.brand ? `<p class="product-card__brand" dir="auto">${e(p.brand.name)}</p>` : '') +
    `</div><div class="product-card__actions"><button type="button" class="add-to-cart add-to-cart--sm button button--primary" aria-disabled="true">` +
    `${cartIcon(18)}В корзину</button></div></article></li>`
  );
}

/** The first cards of a grid; the first two (the first row on a phone) are the page's largest paint. */
function grid(products: ProductCard[], label: string): string {
  const cards = products.slice(0, FIRST_SCREEN_CARDS).map((p, i) => productCard(p, i < 2));
  return `<ul class="product-grid" aria-label="${e(label)}">${cards.join('')}</ul>`;
}

function breadcrumbs(items: { href: string | null; name: string }[]): string {
  const li = items.map(({ href, name }) =>
    href ? `<li><a href="${e(href)}">${e(name)}</a></li>` : `<li><span aria-current="page">${e(name)}</span></li>`,
  );
  return `<nav class="breadcrumbs" aria-label="Путь по каталогу"><ol>${li.join('')}</ol></nav>`;
}

function homeBlock(block: { title: string; text: string } | null, kind: 'banner' | 'promo'): string {
  if (!block) return '';
  const label = block.title ? ` aria-label="${e(block.title)}"` : '';
  return (
    `<section class="home-block home-block--${kind}"${label}>` +
    (block.title ? `<h2 class="home-block__title" dir="auto">${e(block.title)}</h2>` : '') +
    (block.text ? `<p class="home-block__text" dir="auto">${e(block.text)}</p>` : '') +
    `</section>`
  );
}

async function homeMain(app: FastifyInstance, showcase: Showcase, ctx: catalog.CatalogContext): Promise<string> {
  const [products, landings] = await Promise.all([catalog.homeProducts(ctx), publicLandings(app.db, showcase.id)]);
  const settings = storefrontSettings(showcase);
  const hero =
    `<header class="home__hero"><h1 class="home__title">${e(showcase.name)}</h1>` +
    (showcase.slogan ? `<p class="home__slogan">${e(showcase.slogan)}</p>` : '') +
    `</header>`;
  const teaser = landings.length
    ? `<section class="home-landings" aria-labelledby="home-landings"><div class="home-landings__head">` +
      `<h2 id="home-landings" class="home__section-title">Лендинги</h2><a href="/actions">Все лендинги</a></div>` +
      `<ul class="home-landings__list">${landings
        .slice(0, 2)
        .map(
          (l, i) =>
            `<li><a class="home-landing" href="/actions/${l.id}">` +
            (l.cover
              ? `<img alt="" ${i === 0 ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"'} class="home-landing__cover" width="260" height="140" src="${e(l.cover)}">`
              : '') +
            `<span class="home-landing__title" dir="auto">${e(l.title)}</span>` +
            (l.description ? `<span class="home-landing__text">${e(l.description)}</span>` : '') +
            `</a></li>`,
        )
        .join('')}</ul></section>`
    : '';
  const popular = products.length
    ? `<section aria-labelledby="home-products"><h2 id="home-products" class="home__section-title">Популярные товары</h2>${grid(products, 'Популярные товары')}</section>`
    : '';
  return `<div class="home">${hero}${homeBlock(settings.banner, 'banner')}${teaser}${homeBlock(settings.promo, 'promo')}${popular}</div>`;
}

async function catalogueMain(ctx: catalog.CatalogContext, slug: string): Promise<string | null> {
  const query = productListQuerySchema.safeParse({ category: slug });
  if (!query.success) return null;
  const list = await catalog.productList(ctx, query.data);
  if (!list.category) return null;
  const { name, breadcrumbs: path } = list.category;
  return (
    `<div class="catalog">${breadcrumbs([{ href: '/catalog', name: 'Каталог' }, ...categoryCrumbs(path.slice(0, -1)), { href: null, name }])}` +
    `<h1 class="catalog__title">${e(name)}</h1>` +
    `<div class="product-listing"><h2 class="visually-hidden">Товары</h2>${grid(list.items, 'Товары')}</div></div>`
  );
}

/** Links of a category path: `/catalog/{parent}`, `/catalog/{parent}/{child}`. */
function categoryCrumbs(path: { slug: string; name: string }[]): { href: string; name: string }[] {
  let prefix = '/catalog';
  return path.map(({ slug, name }) => {
    prefix += `/${encodeURIComponent(slug)}`;
    return { href: prefix, name };
  });
}

function productMain(p: ProductDetail): string {
  const crumbs = [{ href: '/catalog', name: 'Каталог' }, ...categoryCrumbs(p.breadcrumbs)];
  const image = p.images[0]?.big ?? p.picture;
  const alt = p.images.length > 0 ? `${p.name}, фото 1 из ${p.images.length}` : p.name;
  return (
    `<article class="product">${breadcrumbs(crumbs)}<div class="product__media"><section class="gallery" aria-label="Фото товара">` +
    `<div class="gallery__track"><div class="gallery__slide">${picture(image, alt, 'product-picture', 600, true)}</div></div></section></div>` +
    `<div class="card product__summary"><h1 class="product__name" dir="auto">${e(p.name)}</h1>` +
    `<p class="product__meta"><span>Артикул: ${e(p.article)}</span>${p.brand ? `<span>Бренд: ${e(p.brand.name)}</span>` : ''}</p>` +
    `${price(p, 'lg')}</div></article>`
  );
}

/**
 * The shell of the page at `rel` (its path without the leading slash), or null when the page has none: a page
 * other than home, a category or a product, a showcase not taking orders, a product or category it does not show.
 */
export async function pageShell(app: FastifyInstance, showcase: Showcase, rel: string, s: string | null = null): Promise<string | null> {
  const html = await shellOf(app, showcase, rel);
  return html && s ? keepShowcase(html, s) : html;
}

/**
 * A page opened with `?s=` names its showcase only in its address: every link of the first screen carries it too, so
 * a click before the app has started (a full page load) stays on that showcase, as the app's own links do.
 */
function keepShowcase(html: string, s: string): string {
  const param = e(`s=${encodeURIComponent(s)}`);
  return html.replace(/ href="(\/[^"?#]*)"/g, (_, path: string) => ` href="${path}?${param}"`);
}

async function shellOf(app: FastifyInstance, showcase: Showcase, rel: string): Promise<string | null> {
  if (showcase.stateId !== SHOWCASE_STATE.store) return null;
  const path = rel.replace(/\/+$/, '');
  const ctx: catalog.CatalogContext = { db: app.db, showcaseId: showcase.id, owner: { userId: null, sessionHash: null }, cache: app.readCache };
  try {
    if (path === '') return layout(showcase, await homeMain(app, showcase, ctx));
    const category = /^catalog\/(?:[^/]+\/)?([^/]+)$/.exec(path);
    if (category) {
      const main = await catalogueMain(ctx, decodeURIComponent(category[1] as string));
      return main ? layout(showcase, main) : null;
    }
    const product = /^product\/([1-9][0-9]{0,8})$/.exec(path);
    if (product) return layout(showcase, productMain(await catalog.productPage(ctx, Number(product[1]))));
  } catch (error) {
    // An unknown product or category, a malformed slug: the app shows its own "not found".
    if (error instanceof AppError || error instanceof URIError) return null;
    throw error;
  }
  return null;
}
