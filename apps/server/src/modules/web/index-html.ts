import { createHash } from 'node:crypto';
import { INLINE_CONFIG_GLOBAL } from '@storefront/contract/startup';
import type { AppConfig } from '../../config';
import { escapeHtml, scriptSafeJson } from '../../lib/html';
import type { Showcase } from '../../lib/request-context';
import { inlineConfig } from '../startup/inline-config';
import type { PageMeta } from './page-meta';

const PLACEHOLDER = '<!-- storefront:inline-config -->';

/**
 * index.html with the showcase-level startup configuration inlined (first paint without a round trip),
 * the showcase name as title and its logo as favicon. Returns the script's CSP hash, as the policy
 * allows no other inline script.
 */
export function renderIndex(
  template: string,
  showcase: Showcase | null,
  config: AppConfig,
  meta?: PageMeta,
  extra: { actionsCount?: number } = {},
): { html: string; scriptHash: string | null } {
  if (!showcase) return { html: template.replace(PLACEHOLDER, ''), scriptHash: null };
  const data = { ...inlineConfig(showcase, config), ...extra };
  const script = `window.${INLINE_CONFIG_GLOBAL}=${scriptSafeJson(data)};`;
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const head = `<link rel="icon" href="${escapeHtml(data.favicon)}" />${meta ? metaTags(meta, showcase.name) : ''}<script>${script}</script>`;
  let html = template
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta?.title ?? showcase.name)}</title>`)
    .replace(/<link\s+rel="(?:shortcut )?icon"[^>]*>/gi, '');
  html = html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, () => head) : html.replace(/<\/head>/i, () => `${head}</head>`);
  return { html, scriptHash };
}

/** Description, canonical URL, Open Graph and Twitter card tags of a page (link previews in messengers). */
export function metaTags(meta: PageMeta, siteName: string): string {
  const tag = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    tag('property', 'og:type', meta.type === 'article' ? 'article' : meta.type === 'product' ? 'product' : 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:locale', 'ru_RU'),
    tag('name', 'twitter:card', meta.image && meta.type !== 'website' ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) tags.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
  if (meta.price !== null) {
    const amount = (meta.price / 100).toFixed(2);
    tags.push(tag('property', 'product:price:amount', amount), tag('property', 'product:price:currency', 'RUB'));
    tags.push(tag('property', 'og:price:amount', amount), tag('property', 'og:price:currency', 'RUB'));
  }
  if (meta.noindex) tags.push(tag('name', 'robots', 'noindex'));
  return tags.join('');
}
