import type { LandingBlockInput, saveActionSchema, SellerLanding, SellerLandingDetail } from '@storefront/contract/seller';
import type { Locale } from '@storefront/contract/constants';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { LandingBlock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { reencodePicture, type PictureLimits } from '../../lib/uploads';
import { assertQuota } from '../media/quota';
import { EXTENSION } from '../seller-showcases/upload';
import * as repo from './repository';

type SaveInput = z.output<typeof saveActionSchema>;

export const listLandings = repo.listLandings;

/** One landing for the editor, with the names of its pictures and products so the form can show them. */
export async function landingForEdit(db: Db, showcaseId: number, id: number): Promise<SellerLandingDetail> {
  const landing = await repo.findLanding(db, showcaseId, id);
  if (!landing) throw new AppError('NOT_FOUND');
  const mediaIds = landing.blocks.flatMap((b) => (b.type === 'picture' ? [b.mediaId] : []));
  const productIds = landing.blocks.flatMap((b) => (b.type === 'products' ? b.productIds : []));
  const [pictures, products] = await Promise.all([repo.picturesOf(db, showcaseId, mediaIds), repo.productsOf(db, productIds)]);
  return {
    ...landing,
    pictures: Object.fromEntries(pictures.map((p) => [String(p.id), `/${p.path}`])),
    products: Object.fromEntries(products.map((p) => [String(p.id), p])),
  };
}

/**
 * Blocks as stored: text sanitised on save too (the public service sanitises again on output), pictures only
 * from this showcase's uploads, products only existing active ones (unknown ids are refused, not dropped).
 */
async function cleanBlocks(db: Db, showcaseId: number, blocks: LandingBlockInput[]): Promise<LandingBlock[]> {
  const mediaIds = [...new Set(blocks.flatMap((b) => (b.type === 'picture' ? [b.mediaId] : [])))];
  const productIds = [...new Set(blocks.flatMap((b) => (b.type === 'products' ? b.productIds : [])))];
  const [pictures, products] = await Promise.all([repo.picturesOf(db, showcaseId, mediaIds), repo.productsOf(db, productIds)]);
  if (pictures.length !== mediaIds.length) throw new AppError('VALIDATION_FAILED', {}, { blocks: 'picture' });
  if (products.length !== productIds.length) throw new AppError('VALIDATION_FAILED', {}, { blocks: 'product' });
  return blocks.map((b): LandingBlock => {
    if (b.type === 'text') return { type: 'text', ...(b.title ? { title: b.title } : {}), text: sanitizeHtml(b.text) };
    if (b.type === 'picture') return { type: 'picture', mediaId: b.mediaId, ...(b.caption ? { caption: b.caption } : {}) };
    return { type: 'products', ...(b.title ? { title: b.title } : {}), productIds: [...new Set(b.productIds)] };
  });
}

export async function saveLanding(db: Db, showcaseId: number, input: SaveInput): Promise<{ id: number }> {
  if (await repo.slugTaken(db, showcaseId, input.slug, input.id ?? 0)) throw new AppError('CONFLICT', {}, { slug: 'taken' });
  const values: repo.LandingValues = {
    slug: input.slug,
    title: input.title,
    description: input.description,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    published: input.published,
    blocks: await cleanBlocks(db, showcaseId, input.blocks),
  };
  if (input.id === undefined) return { id: await repo.insertLanding(db, showcaseId, values) };
  if (!(await repo.updateLanding(db, showcaseId, input.id, values))) throw new AppError('NOT_FOUND');
  return { id: input.id };
}

export async function publishLanding(db: Db, showcaseId: number, id: number, published: boolean): Promise<void> {
  if (!(await repo.setPublished(db, showcaseId, id, published))) throw new AppError('NOT_FOUND');
}

export async function deleteLanding(db: Db, showcaseId: number, id: number): Promise<void> {
  if (!(await repo.deleteLanding(db, showcaseId, id))) throw new AppError('NOT_FOUND');
}

/** All or nothing: an id that is not one of this showcase's landings (another showcase's, deleted, unknown) is 404. */
export async function reorderLandings(db: Db, showcaseId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await repo.reorder(tx, showcaseId, ids)) !== new Set(ids).size) throw new AppError('NOT_FOUND');
  });
}

/** The longest side of a stored landing picture: a full-width picture on a wide, dense screen. */
export const PICTURE_SIZE = 2048;

export interface PictureUpload {
  limits: PictureLimits;
  quotaMb: number;
  locale: Locale;
}

/**
 * A landing picture: decoded, checked for its pixel count, fitted into PICTURE_SIZE² and encoded again without
 * metadata (lib/uploads.ts), then stored within the uploader's quota.
 */
export async function storePicture(db: Db, showcaseId: number, ownerId: number, image: { bytes: Buffer }, upload: PictureUpload) {
  const { locale } = upload;
  const picture = await reencodePicture(image.bytes, { limits: upload.limits, fitInside: PICTURE_SIZE, field: 'file', locale });
  const name = `${randomBytes(8).toString('hex')}.${EXTENSION[picture.type]}`;
  const stored = await db.transaction(async (tx) => {
    await assertQuota(tx, ownerId, picture.bytes.length, { mb: upload.quotaMb, field: 'file', locale });
    return repo.insertPicture(tx, showcaseId, name, picture.type, picture.bytes, ownerId);
  });
  return { mediaId: stored.id, url: `/${stored.path}` };
}

export type { SellerLanding };
