import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson } from '../../src/lib/html';

describe('HTML escaping', () => {
  it('escapes markup characters in text', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&#60;b a=&#34;1&#34;&#62;&#39;&#38;&#39;&#60;/b&#62;');
  });

  it('makes JSON safe inside a script element and keeps its value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- \u2028\u2029 &' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});
