import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnPicture, PICTURE_CACHE_DIR } from '../../src/db/seed/pictures';
import { productSvg } from '../../src/db/seed/svg';

/** A drawing no earlier run has rendered: its title is new each time. */
const freshDrawing = () =>
  productSvg({
    title: `Тест ${randomUUID()}`,
    subtitle: 'Проверка',
    brand: 'Бренд',
    icon: 'lamp',
    gradient: ['#1f5681', '#3593d0'],
    n: 2,
    size: 300,
  });

const cacheFiles = async () => new Set(await readdir(PICTURE_CACHE_DIR).catch(() => []));

describe('demo pictures', () => {
  it('are stored as WebP pictures of their drawing’s size', async () => {
    const picture = await drawnPicture('images/goods/good_small_pics/1_1.webp', freshDrawing());
    expect([picture.path, picture.contentType]).toEqual(['images/goods/good_small_pics/1_1.webp', 'image/webp']);
    const meta = await sharp(Buffer.from(picture.data)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    // Not one colour: the gradient, the icon and the title are drawn.
    const { channels } = await sharp(Buffer.from(picture.data)).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
  });

  it('are rendered once per drawing and read back from the cache afterwards; an empty cache file is rendered again', async () => {
    const svg = freshDrawing();
    const before = await cacheFiles();
    const first = await drawnPicture('a.webp', svg);
    const added = [...(await cacheFiles())].filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const file = path.join(PICTURE_CACHE_DIR, added[0]!);
    expect(Buffer.compare(await readFile(file), Buffer.from(first.data))).toBe(0);

    // The cache is what the second seed reads: a marker written into it comes back.
    await writeFile(file, 'cached');
    expect(Buffer.from((await drawnPicture('b.webp', svg)).data).toString()).toBe('cached');

    await writeFile(file, '');
    const again = await drawnPicture('c.webp', svg);
    expect((await sharp(Buffer.from(again.data)).metadata()).format).toBe('webp');
  });
});
