import {
  CLAIM_DESCRIPTION,
  CLAIM_PHOTOS,
  CLAIM_REASONS,
  CLAIMABLE_ORDER_STATUSES,
  type Claim,
  type ClaimForm,
  type ClaimReason,
} from '@storefront/contract/claims';
import type { Locale } from '@storefront/contract/constants';
import type { OrderStatus } from '@storefront/contract/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { canAdminister } from '../showcases/service';
import type { CurrentUser } from '../../lib/request-context';
import { assertQuota } from '../media/quota';
import { claimText } from './messages';
import * as repo from './repository';
import type { Photo } from './upload';
import { notifyShowcaseStaff } from '../notifications/service';

/** The columns every claim query reads; the operator's queue (modules/operator) reads them in its own query too. */
export type { ClaimCoreRow } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isClaimable = (status: OrderStatus) => (CLAIMABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const claimPhotoUrl = (claimId: number, n: number) => `/api/account/claims/${claimId}/photos/${n}`;
/** Where a claim photo is stored in the media table; served only through claimPhotoUrl, never /images. */
export const claimPhotoPath = (claimId: number, n: number, ext: string) => `images/media/claims/${claimId}-${n}.${ext}`;

function toClaim(r: repo.ClaimRow): Claim {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    description: r.description,
    answer: r.answer,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    order: { id: r.orderId, number: r.orderNumber, createdAt: iso(r.orderCreatedAt) },
    line: { id: r.lineId, productId: r.productId, name: r.name, article: r.article, price: r.price, quantity: r.quantity, picture: r.picture },
    photos: Array.from({ length: r.photos }, (_, i) => claimPhotoUrl(r.id, i + 1)),
  };
}

export async function listClaims(db: Db, userId: number): Promise<Claim[]> {
  return (await repo.listClaims(db, userId)).map(toClaim);
}

/** The claim form of one line of the user's own order; another user's order is a 404. */
export async function claimForm(db: Db, userId: number, orderId: number, article: string): Promise<ClaimForm> {
  const line = await repo.findOwnLineByArticle(db, userId, orderId, article);
  if (!line) throw new AppError('NOT_FOUND');
  const blockedBy = !isClaimable(line.orderStatus) ? 'order_status' : line.openClaims > 0 ? 'open_claim' : null;
  return {
    order: { id: line.orderId, number: line.orderNumber, status: line.orderStatus, createdAt: iso(line.orderCreatedAt) },
    line: {
      id: line.id,
      productId: line.productId,
      name: line.name,
      article: line.article,
      price: line.price,
      quantity: line.quantity,
      picture: line.picture,
    },
    claimable: blockedBy === null,
    blockedBy,
    reasons: [...CLAIM_REASONS],
    photos: { maxCount: CLAIM_PHOTOS.maxCount, maxBytes: CLAIM_PHOTOS.maxBytes, types: [...CLAIM_PHOTOS.types] },
    description: { ...CLAIM_DESCRIPTION },
  };
}

export interface NewClaim {
  orderItemId: number;
  reason: ClaimReason;
  description: string;
}

/**
 * A claim on a line of the user's own delivered or completed order, at most one open claim per line.
 * The claim and its photos are written in one transaction; the line is locked so that two requests
 * cannot both pass the "no open claim" check.
 */
export async function createClaim(
  db: Db,
  userId: number,
  input: NewClaim,
  photos: readonly Photo[],
  locale: Locale,
  quotaMb: number,
): Promise<Claim> {
  const claimId = await db.transaction(async (tx) => {
    await assertQuota(
      tx,
      userId,
      photos.reduce((n, p) => n + p.data.length, 0),
      { mb: quotaMb, field: 'photos', locale },
    );
    const line = await repo.lockOwnLine(tx, userId, input.orderItemId);
    if (!line) throw new AppError('NOT_FOUND');
    if (!isClaimable(line.orderStatus)) throw new AppError('CONFLICT', {}, { orderItemId: claimText(locale, 'orderStatus') });
    if (line.openClaims > 0) throw new AppError('CONFLICT', {}, { orderItemId: claimText(locale, 'openClaim') });
    const id = await repo.insertClaim(tx, {
      orderId: line.orderId,
      orderItemId: line.id,
      userId,
      reason: input.reason,
      description: input.description,
    });
    for (const [i, p] of photos.entries()) {
      await repo.insertPhoto(tx, { claimId: id, path: claimPhotoPath(id, i + 1, p.ext), contentType: p.contentType, data: p.data, ownerId: userId });
    }
    await notifyShowcaseStaff(tx, line.showcaseId, { kind: 'claim_new', claimId: id, orderNumber: line.orderNumber });
    return id;
  });
  const created = await repo.findClaim(db, claimId);
  if (!created) throw new Error('created claim not found');
  return toClaim(created);
}

/** A photo for its author, operators and admins of the order's showcase; to anyone else it does not exist. */
export async function claimPhoto(db: Db, viewer: CurrentUser, claimId: number, n: number): Promise<{ contentType: string; data: Uint8Array }> {
  const access = await repo.claimAccess(db, claimId);
  const allowed = access !== undefined && (access.userId === viewer.id || (await canAdminister(db, viewer, access.showcaseId)));
  const file = allowed ? await repo.photo(db, claimId, n) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
