import { createHash } from 'node:crypto';
import { INLINE_CONFIG_GLOBAL } from '@storefront/contract/startup';
import type { AppConfig } from '../../config';
import { escapeHtml, scriptSafeJson } from '../../lib/html';
import type { Showcase } from '../../lib/request-context';
import { inlineConfig } from '../startup/inline-config';

const PLACEHOLDER = '<!-- storefront:inline-config -->';

/**
 * index.html with the showcase-level startup configuration inlined (first paint without a round trip),
 * the showcase name as title and its logo as favicon. Returns the script's CSP hash, as the policy
 * allows no other inline script.
 */
export function renderIndex(template: string, showcase: Showcase | null, config: AppConfig): { html: string; scriptHash: string | null } {
  if (!showcase) return { html: template.replace(PLACEHOLDER, ''), scriptHash: null };
  const data = inlineConfig(showcase, config);
  const script = `window.${INLINE_CONFIG_GLOBAL}=${scriptSafeJson(data)};`;
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const head = `<link rel="icon" href="${escapeHtml(data.favicon)}" /><script>${script}</script>`;
  let html = template
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(showcase.name)}</title>`)
    .replace(/<link\s+rel="(?:shortcut )?icon"[^>]*>/gi, '');
  html = html.includes(PLACEHOLDER) ? html.replace(PLACEHOLDER, () => head) : html.replace(/<\/head>/i, () => `${head}</head>`);
  return { html, scriptHash };
}
