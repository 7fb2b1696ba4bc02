import { BRANDS } from './brands-data';
import { CATEGORY_TREE, CLOSINGS, COLORS, COUNTRIES, type LeafSpec, type RootSpec } from './catalog-data';
import { createRandom, type Random } from './random';
import { mixColor, type IconName } from './svg';

/** Pure generation of demo products: no database, so it can be checked and reused at any size. */
export interface ProductSpec {
  index: number;
  article: string;
  name: string;
  /** Short text for the pictures. */
  title: string;
  subtitle: string;
  brandSlug: string;
  leafSlug: string;
  description: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  bonusRate: number;
  attributes: Array<{ name: string; value: string }>;
  videoLinks: string[];
  popularity: number;
  /** Milliseconds before the seeding moment. */
  ageMs: number;
  pictureCount: number;
  icon: IconName;
  gradient: readonly [string, string];
}

export const LEAVES: ReadonlyArray<{ root: RootSpec; leaf: LeafSpec }> = CATEGORY_TREE.flatMap((root) =>
  root.children.map((leaf) => ({ root, leaf })),
);

const BRAND_NAMES = new Map(BRANDS.map((b) => [b.slug, b.name]));
const DAY = 86_400_000;
const TINTS = ['#ffffff', '#0ea5e9', '#f43f5e', '#22c55e', '#eab308', '#6366f1', '#14b8a6', '#000000'];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Round-looking shop prices in rubles: 490, 4 590, 12 990. */
export function shopRubles(raw: number): number {
  if (raw < 1000) return Math.max(1, Math.floor(raw / 100)) * 100 + 90;
  if (raw < 10_000) return Math.floor(raw / 100) * 100 + 90;
  return Math.floor(raw / 1000) * 1000 + 990;
}

function videoLink(r: Random): string {
  switch (r.int(0, 2)) {
    case 0:
      return `https://www.youtube.com/watch?v=${r.chars(ID_CHARS, 11)}`;
    case 1:
      return `https://rutube.ru/video/${r.chars('0123456789abcdef', 32)}/`;
    default:
      return `https://vkvideo.ru/video-${r.int(10_000_000, 99_999_999)}_${r.int(456_000_000, 456_999_999)}`;
  }
}

function buildOne(r: Random, index: number): ProductSpec {
  const { root, leaf } = LEAVES[index % LEAVES.length]!;
  const kind = r.pick(leaf.kinds);
  const variant = r.pick(kind.variants);
  const brandSlug = r.pick(leaf.brands);
  const brandName = BRAND_NAMES.get(brandSlug);
  if (!brandName) throw new Error(`category ${leaf.slug} names an unknown brand ${brandSlug}`);
  const model = leaf.quoted ? `«${r.pick(leaf.models)}»` : r.pick(leaf.models);
  const base = `${kind.name} ${brandName} ${model}`;
  const name = variant ? `${base} ${variant}` : base;

  const [min, max] = kind.price ?? leaf.price;
  // Log-uniform: cheap items are more common than expensive ones, as in a real catalogue.
  const rubles = Math.min(shopRubles(Math.exp(Math.log(min) + r.next() * (Math.log(max) - Math.log(min)))), shopRubles(max));
  const price = rubles * 100;
  const oldPrice = r.chance(0.4) ? shopRubles(rubles * (1.1 + r.next() * 0.4)) * 100 : null;

  const attributes: Array<{ name: string; value: string }> = [];
  if (leaf.colors) attributes.push({ name: 'Цвет', value: r.pick(COLORS) });
  for (const [attr, values] of Object.entries({ ...leaf.attrs, ...kind.attrs })) attributes.push({ name: attr, value: r.pick(values) });
  if (leaf.warranty) attributes.push({ name: 'Гарантия', value: r.pick(leaf.warranty) });
  attributes.push({ name: 'Страна производства', value: r.pick(COUNTRIES) });

  const [featureA, featureB] = r.sample(leaf.features, 2);
  const sentences = [`${base} — ${r.pick(leaf.benefits)}.`, featureA ?? ''];
  sentences.push(r.chance(0.5) && featureB ? featureB : r.pick(CLOSINGS));

  const videoLinks = r.chance(0.15) ? Array.from({ length: r.int(1, 2) }, () => videoLink(r)) : [];
  const tint = r.pick(TINTS);
  const pictureRoll = r.next();

  return {
    index,
    article: `${leaf.code}-${String(index + 1).padStart(6, '0')}`,
    name,
    title: kind.name,
    subtitle: variant ? `${model} · ${variant}` : model,
    brandSlug,
    leafSlug: leaf.slug,
    description: sentences.join(' '),
    price,
    oldPrice: oldPrice !== null && oldPrice > price ? oldPrice : null,
    stock: r.chance(0.08) ? 0 : r.int(1, 50),
    bonusRate: r.chance(0.7) ? 10 : r.pick([5, 7, 12, 15]),
    attributes,
    videoLinks,
    popularity: Math.floor(r.next() ** 2 * 1000),
    ageMs: Math.floor((r.next() * 180 * DAY) / 60_000) * 60_000,
    pictureCount: pictureRoll < 0.4 ? 1 : pictureRoll < 0.75 ? 2 : 3,
    icon: leaf.icon,
    gradient: [mixColor(root.gradient[0], tint, 0.2), mixColor(root.gradient[1], tint, 0.25)],
  };
}

const NAME_RETRIES = 20;

/**
 * Yields `count` products with unique names; product N is the same whatever the count. A repeated name is
 * drawn again; past the templates' combinations (huge benchmark catalogues) it gets a series number.
 */
export function* generateProducts(count: number): Generator<ProductSpec> {
  const r = createRandom('products');
  const seen = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    let spec = buildOne(r, i);
    for (let retry = 0; retry < NAME_RETRIES && seen.has(spec.name); retry++) spec = buildOne(r, i);
    const repeats = seen.get(spec.name) ?? 0;
    seen.set(spec.name, repeats + 1);
    yield repeats === 0 ? spec : { ...spec, name: `${spec.name}, серия ${repeats + 1}` };
  }
}
