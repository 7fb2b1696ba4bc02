import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<h2>Доставка</h2><p>По <strong>Москве</strong> — <a href="/pages/payment">оплата</a></p>')).toBe(
      '<h2>Доставка</h2><p>По <strong>Москве</strong> — <a href="/pages/payment" rel="noopener noreferrer nofollow">оплата</a></p>',
    );
  });

  it('keeps contact links: tel: and mailto:', () => {
    expect(sanitizeHtml('<a href="tel:+7 (495) 123-45-67">звонок</a> <a href="mailto:shop@example.ru?subject=Заказ">почта</a>')).toBe(
      '<a href="tel:+7 (495) 123-45-67" rel="noopener noreferrer nofollow">звонок</a> <a href="mailto:shop@example.ru?subject=Заказ" rel="noopener noreferrer nofollow">почта</a>',
    );
  });

  it.each([
    ['<a href="tel:javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="mailto:x@y.ru&quot;onmouseover=alert(1)">x</a>', '<a>x</a>'],
    ['<a href="mailto:javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="sms:+79120000000">x</a>', '<a>x</a>'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" style="x">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>t', 't'],
    ['<svg><g onload=alert(1)></g></svg>t', 't'],
  ])('neutralises %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
