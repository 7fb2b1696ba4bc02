import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/db/seed/brands-data';
import { CATEGORY_TREE } from '../../src/db/seed/catalog-data';
import { generateProducts, shopRubles } from '../../src/db/seed/products';
import { createRandom } from '../../src/db/seed/random';
import { escapeXml, productSvg } from '../../src/db/seed/svg';

describe('seed generation (no database)', () => {
  it('draws the same numbers from the same stream', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom('y').next()).not.toBe(createRandom('x').next());
  });

  it('makes the first products the same whatever the product count', () => {
    const few = [...generateProducts(40)];
    const many = [...generateProducts(2000)].slice(0, 40);
    expect(many).toEqual(few);
    expect(new Set([...generateProducts(2000)].map((p) => p.article)).size).toBe(2000);
  });

  it('only names brands that exist', () => {
    const slugs = new Set(BRANDS.map((b) => b.slug));
    for (const leaf of CATEGORY_TREE.flatMap((r) => r.children)) expect(leaf.brands.filter((b) => !slugs.has(b))).toEqual([]);
    expect(BRANDS.length).toBeGreaterThanOrEqual(25);
  });

  it('rounds prices the way shops do', () => {
    expect([shopRubles(187), shopRubles(4633), shopRubles(12_345)]).toEqual([190, 4690, 12_990]);
  });

  it('escapes text in generated pictures', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;');
    const svg = productSvg({
      title: '<script>alert(1)</script>',
      subtitle: 'A & B',
      brand: 'x"y',
      icon: 'phone',
      gradient: ['#000000', '#ffffff'],
      n: 1,
      size: 900,
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('A &amp; B');
  });
});

describe('product names', () => {
  it('are unique, even past the combinations of the templates', () => {
    const names = [...generateProducts(20_000)].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
