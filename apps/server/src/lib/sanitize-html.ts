import { FilterXSS } from 'xss';

/**
 * Static pages and landing texts are written by sellers; what reaches a shopper's browser is a strict
 * whitelist: text formatting, lists, headings, tables and links to http(s)/relative URLs only.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [], br: [], hr: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], u: [], s: [],
    ul: [], ol: [], li: [], blockquote: [], table: [], thead: [], tbody: [], tr: [], th: [], td: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const url = value.trim();
      return /^(https?:\/\/|\/(?!\/)|#)/i.test(url) ? `href="${url.replace(/"/g, '&quot;')}" rel="noopener noreferrer nofollow"` : '';
    }
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
