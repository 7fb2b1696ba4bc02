import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, STORAGE_KEYS } from '@storefront/contract/constants';
import { INLINE_CONFIG_GLOBAL } from '@storefront/contract/startup';
import type { AppConfig } from '../../config';
import { escapeHtml, scriptSafeJson } from '../../lib/html';
import type { Showcase } from '../../lib/request-context';
import { inlineConfig } from '../startup/inline-config';
import type { PageMeta } from './page-meta';
import type { RouteAssets } from './route-assets';

const PLACEHOLDER = '<!-- storefront:inline-config -->';

/** What the server adds to one page's index.html beyond the showcase's configuration (see route-assets.ts, page-shell.ts). */
export interface PageParts {
  /** The route's own stylesheets and JS chunks (paths under the web root, e.g. `assets/x.js`). */
  assets?: RouteAssets | null;
  /** The page's first screen for `<div id="root">`; HTML the server built and escaped. */
  root?: string | null;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** Longest wait of the app's start for the first screen's pictures. */
export const LOADER_IMAGE_WAIT_MS = 3000;

/**
 * The inline script that starts the app once the server-rendered first screen has painted with its high-priority
 * pictures (its largest paint; at most LOADER_IMAGE_WAIT_MS): the app's entry is requested then, not before, so
 * neither the first paint nor the largest one waits for its download or its start-up work (Lighthouse FCP and LCP).
 * The route's chunks are already on their way (low-priority module preloads in the head, not evaluated before the
 * entry imports them). A hidden tab paints nothing: it starts at once.
 */
export function deferredLoader(entry: string): string {
  return (
    `(()=>{const d=document;let started=false;const go=()=>{if(started)return;started=true;const s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptSafeJson(entry)};d.head.append(s)};` +
    // The first screen is written in the default locale: a visitor who chose another one never sees it (this runs
    // right after #root is parsed, before its first paint) and the app starts at once.
    `try{const l=localStorage.getItem(${scriptSafeJson(STORAGE_KEYS.locale)});if(l&&l!==${scriptSafeJson(DEFAULT_LOCALE)}){d.getElementById('root').replaceChildren();return go()}}catch{}` +
    `if(d.visibilityState==='hidden')return go();` +
    // A visitor who reaches for the page (a tap, a key) wants the app now: its start no longer waits for the pictures.
    `for(const t of['pointerdown','keydown'])d.addEventListener(t,go,{once:true,capture:true});let done=false;const paint=()=>{if(!done){done=true;requestAnimationFrame(()=>setTimeout(go,0))}};` +
    `const imgs=[...d.querySelectorAll('#root img[fetchpriority=high]')].filter((i)=>!i.complete);let n=imgs.length;if(!n)return paint();` +
    `const one=()=>{if(--n===0)paint()};for(const i of imgs){i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})}` +
    `setTimeout(paint,${LOADER_IMAGE_WAIT_MS})})();`
  );
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The route's stylesheets, its chunks' preloads and its first screen. With a first screen the app's entry script
 * loads through deferredLoader() (its hash joins `hashes`); without one, as the build wrote it.
 */
function withPageParts(template: string, parts: PageParts, hashes: string[]): string {
  const css = (parts.assets?.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const deferred = Boolean(parts.root && entry);
  // With a first screen the chunks leave the connection to what that screen shows (stylesheets, its largest picture).
  const priority = deferred ? ' fetchpriority="low"' : '';
  const preloads = (parts.assets?.js ?? []).map((file) => `<link rel="modulepreload"${priority} crossorigin href="/${escapeHtml(file)}" />`);
  const head = [...css, ...preloads].join('');
  const html = head ? template.replace(/<\/head>/i, () => `${head}</head>`) : template;
  if (!deferred || !entry) return html;
  const loader = deferredLoader(entry);
  hashes.push(sha256(loader));
  return html.replace(ENTRY_SCRIPT, '').replace(/<div id="root"><\/div>/, () => `<div id="root">${parts.root}</div><script>${loader}</script>`);
}

/**
 * index.html with the showcase-level startup configuration inlined (first paint without a round trip),
 * the showcase name as title and its logo as favicon, the route's own assets and first screen when given.
 * Returns the inline scripts' CSP hashes, as the policy allows no other inline script.
 */
export function renderIndex(
  template: string,
  showcase: Showcase | null,
  config: AppConfig,
  meta?: PageMeta,
  extra: { actionsCount?: number } = {},
  parts: PageParts = {},
): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  if (!showcase) return { html: withPageParts(template.replace(PLACEHOLDER, ''), parts, scriptHashes), scriptHashes };
  const data = { ...inlineConfig(showcase, config), ...extra };
  const script = `window.${INLINE_CONFIG_GLOBAL}=${scriptSafeJson(data)};`;
  scriptHashes.push(sha256(script));
  const head = `<link rel="icon" href="${escapeHtml(data.favicon)}" />${meta ? metaTags(meta, showcase.name) : ''}<script>${script}</script>`;
  let html = withPageParts(template, parts, scriptHashes)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta?.title ?? showcase.name)}</title>`)
    .replace(/<link\s+rel="(?:shortcut )?icon"[^>]*>/gi, '');
  html = html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, () => head) : html.replace(/<\/head>/i, () => `${head}</head>`);
  return { html, scriptHashes };
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
