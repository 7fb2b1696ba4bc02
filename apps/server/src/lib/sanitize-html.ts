import { FilterXSS } from 'xss';

/**
 * Static pages and landing texts are written by sellers; what reaches a shopper's browser is a strict
 * whitelist: text formatting, lists, headings, tables and links to http(s)/relative URLs, phone numbers (`tel:`)
 * and e-mail addresses (`mailto:`) only.
 */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#)/i;
/** A shop's contacts: `tel:+7 (495) 123-45-67`, `mailto:shop@example.ru?subject=…`; nothing that could run. */
const TEL_HREF = /^tel:\+?[\d\s().-]{3,24}$/i;
const MAILTO_HREF = /^mailto:[^\s"'<>:;\\]+@[^\s"'<>:;\\]+(\?[^\s"'<>\\]*)?$/i;

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    hr: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: [],
    td: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const url = value.trim();
      return SAFE_HREF.test(url) || TEL_HREF.test(url) || MAILTO_HREF.test(url)
        ? `href="${url.replace(/"/g, '&quot;')}" rel="noopener noreferrer nofollow"`
        : '';
    }
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
