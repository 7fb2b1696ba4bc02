import { brands, categories, media, productImages, products } from '../schema';
import type { Tx } from '../client';
import { BATCH_SIZE, insertAll } from './batch';
import { BRANDS } from './brands-data';
import { CATEGORY_TREE } from './catalog-data';
import { drawnPicture, drawnSvg, type PictureMedia } from './pictures';
import { generateProducts, type ProductSpec } from './products';
import { createRandom } from './random';
import { brandSvg, productSvg } from './svg';

export interface CatalogIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  /** The first products (the same ones at any SEED_PRODUCTS), for orders, landings and wishlists. */
  products: Array<{ id: number; spec: ProductSpec }>;
}

/** Products beyond this many reuse pictures of earlier products of the same category (media rows are shared). */
export const PICTURE_POOL_PRODUCTS = 1000;
const SAMPLE_PRODUCTS = 320;

export async function seedCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, root] of CATEGORY_TREE.entries()) {
    const [row] = await tx.insert(categories).values({ slug: root.slug, name: root.name, position: i }).returning({ id: categories.id });
    ids.set(root.slug, row!.id);
    const children = await tx
      .insert(categories)
      .values(root.children.map((leaf, j) => ({ slug: leaf.slug, name: leaf.name, parentId: row!.id, position: j })))
      .returning({ id: categories.id, slug: categories.slug });
    for (const child of children) ids.set(child.slug, child.id);
  }
  return ids;
}

export async function seedBrands(tx: Tx): Promise<Map<string, number>> {
  const logos = await tx
    .insert(media)
    .values(await Promise.all(BRANDS.map((b) => drawnPicture(`images/media/brand-${b.slug}.webp`, brandSvg(b.name, b.color)))))
    .returning({ id: media.id, path: media.path });
  const logoIds = new Map(logos.map((m) => [m.path, m.id]));
  const rows = await tx
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        slug: b.slug,
        name: b.name,
        description: b.description,
        logoMediaId: logoIds.get(`images/media/brand-${b.slug}.webp`) ?? null,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

interface PictureSet {
  smallMediaId: number;
  bigMediaId: number;
}

async function pictureMedia(spec: ProductSpec, productId: number, brandName: string): Promise<PictureMedia[]> {
  const sets = await Promise.all(
    Array.from({ length: spec.pictureCount }, async (_, i) => {
      const n = i + 1;
      const picture = { title: spec.title, subtitle: spec.subtitle, brand: brandName, icon: spec.icon, gradient: spec.gradient, n };
      return [
        await drawnPicture(`images/goods/good_small_pics/${productId}_${n}.webp`, productSvg({ ...picture, size: 300 })),
        drawnSvg(`images/upload/${productId}_${n}.svg`, productSvg({ ...picture, size: 900 })),
      ];
    }),
  );
  return sets.flat();
}

export async function seedProducts(
  tx: Tx,
  count: number,
  now: Date,
  ids: Pick<CatalogIds, 'categories' | 'brands'>,
): Promise<CatalogIds['products']> {
  const brandNames = new Map(BRANDS.map((b) => [b.slug, b.name]));
  const poolByCategory = new Map<string, PictureSet[][]>();
  const poolRandom = createRandom('picture-pool');
  const sample: CatalogIds['products'] = [];
  const generator = generateProducts(count);

  for (let done = 0; done < count;) {
    const specs: ProductSpec[] = [];
    for (let i = 0; i < BATCH_SIZE && done < count; i++, done++) specs.push(generator.next().value as ProductSpec);

    const inserted = await tx
      .insert(products)
      .values(
        specs.map((s) => ({
          article: s.article,
          name: s.name,
          brandId: ids.brands.get(s.brandSlug) ?? null,
          categoryId: ids.categories.get(s.leafSlug)!,
          description: s.description,
          price: s.price,
          oldPrice: s.oldPrice,
          stock: s.stock,
          bonusRate: s.bonusRate,
          attributes: s.attributes,
          videoLinks: s.videoLinks,
          popularity: s.popularity,
          createdAt: new Date(now.getTime() - s.ageMs),
        })),
      )
      .returning({ id: products.id, article: products.article });
    const idByArticle = new Map(inserted.map((r) => [r.article, r.id]));

    const owned = specs.filter((s) => s.index < PICTURE_POOL_PRODUCTS);
    const mediaRows = (await Promise.all(owned.map((s) => pictureMedia(s, idByArticle.get(s.article)!, brandNames.get(s.brandSlug) ?? '')))).flat();
    const mediaIds = new Map<string, number>();
    for (let i = 0; i < mediaRows.length; i += 500) {
      const rows = await tx
        .insert(media)
        .values(mediaRows.slice(i, i + 500))
        .returning({ id: media.id, path: media.path });
      for (const r of rows) mediaIds.set(r.path, r.id);
    }

    const imageRows: Array<typeof productImages.$inferInsert> = [];
    for (const s of specs) {
      const productId = idByArticle.get(s.article)!;
      if (sample.length < SAMPLE_PRODUCTS) sample.push({ id: productId, spec: s });
      const pool = poolByCategory.get(s.leafSlug) ?? [];
      poolByCategory.set(s.leafSlug, pool);
      let set: PictureSet[];
      if (s.index < PICTURE_POOL_PRODUCTS) {
        set = Array.from({ length: s.pictureCount }, (_, i) => ({
          smallMediaId: mediaIds.get(`images/goods/good_small_pics/${productId}_${i + 1}.webp`)!,
          bigMediaId: mediaIds.get(`images/upload/${productId}_${i + 1}.svg`)!,
        }));
        pool.push(set);
      } else {
        set = poolRandom.pick(pool);
      }
      set.forEach((p, position) => imageRows.push({ productId, position, ...p }));
    }
    await insertAll(tx, productImages, imageRows);
  }
  return sample;
}
