import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originFor, showcaseHostname } from '../../lib/host';
import type { Showcase } from '../../lib/request-context';
import { logoUrl } from '../startup/inline-config';
import * as seo from './seo-repository';

/** What a page tells link previews (Telegram, VK, WhatsApp) and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page on its showcase's own address, without share parameters. */
  canonical: string;
  image: string | null;
  type: 'website' | 'product' | 'article';
  /** Kopecks, for products. */
  price: number | null;
  /** Personal and checkout pages are kept out of search results. */
  noindex: boolean;
}

const PRIVATE = /^(account|cart|order|favorites|wishlist|test|lastLink)(\/|$)/;
const rub = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** Plain text of at most `max` characters, cut at a word. */
export function plainSnippet(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export function showcaseOrigin(app: FastifyInstance, req: FastifyRequest, showcase: Showcase): string {
  return originFor(req, showcaseHostname(showcase, app.config));
}

/** The meta of a page path (`rel`: the path without its leading slash) on a showcase. */
export async function pageMeta(app: FastifyInstance, req: FastifyRequest, showcase: Showcase, rel: string): Promise<PageMeta> {
  const origin = showcaseOrigin(app, req, showcase);
  const path = rel.replace(/\/+$/, '');
  const site = showcase.name;
  const base: PageMeta = {
    title: showcase.slogan ? `${site} — ${showcase.slogan}` : site,
    description: plainSnippet(showcase.description || showcase.slogan || `Интернет-витрина «${site}»`),
    canonical: `${origin}/${path}`,
    image: `${origin}${logoUrl(showcase)}`,
    type: 'website',
    price: null,
    noindex: PRIVATE.test(path),
  };
  const parts = path.split('/');
  const [first, second, third] = parts;
  const titled = (title: string, description?: string): PageMeta => ({
    ...base,
    title: `${title} | ${site}`,
    description: description ? plainSnippet(description) : base.description,
  });
  if (first === 'product' && second && /^\d{1,9}$/.test(second) && parts.length === 2) {
    const p = await seo.productMeta(app.db, showcase.id, Number(second));
    if (!p) return base;
    const price = `${rub.format(p.price / 100)} ₽`;
    return {
      ...titled(`${p.name} — ${price}`, p.description || [p.brand, p.name, price].filter(Boolean).join(', ')),
      image: p.image ? `${origin}${p.image}` : base.image,
      type: 'product',
      price: p.price,
    };
  }
  if (first === 'actions' && second && /^\d{1,9}$/.test(second) && parts.length === 2) {
    const l = await seo.landingMeta(app.db, showcase.id, Number(second));
    if (!l) return base;
    return { ...titled(l.title, l.description), image: l.image ? `${origin}${l.image}` : base.image, type: 'article' };
  }
  if (first === 'actions' && parts.length === 1) return titled('Лендинги');
  if (first === 'brands' && parts.length === 1) return titled('Бренды');
  if (first === 'catalog' && parts.length === 1) return titled('Каталог');
  if (first === 'catalog' && (third ?? second) && parts.length <= 3) {
    const c = await seo.categoryMeta(app.db, showcase.id, (third ?? second) as string);
    return c ? titled(c.name) : base;
  }
  if (first === 'pages' && second && parts.length === 2) {
    const page = await seo.staticPageMeta(app.db, showcase.id, second);
    return page ? titled(page.name) : base;
  }
  return base;
}
