import {
  CLAIM_DESCRIPTION,
  CLAIM_PHOTOS,
  CLAIM_REASONS,
  CLAIMABLE_ORDER_STATUSES,
  type Claim,
  type ClaimForm,
  type ClaimedLine,
  type ClaimLineChoice,
  type ClaimReason,
  type SellerClaim,
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
import { lineView } from '../orders/views';

/** The columns every claim query reads; the operator's queue (modules/operator) reads them in its own query too. */
export type { ClaimCoreRow } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isClaimable = (status: OrderStatus) => (CLAIMABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const claimPhotoUrl = (claimId: number, n: number) => `/api/account/claims/${claimId}/photos/${n}`;
/** Where a claim photo is stored in the media table; served only through claimPhotoUrl, never /images. */
export const claimPhotoPath = (claimId: number, n: number, ext: string) => `images/media/claims/${claimId}-${n}.${ext}`;

function toClaim(r: repo.ClaimRow, lines: readonly repo.ClaimLineRow[]): Claim {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    description: r.description,
    answer: r.answer,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    order: { id: r.orderId, number: r.orderNumber, createdAt: iso(r.orderCreatedAt) },
    line: lineView({ ...r, id: r.lineId }),
    lines: lines.filter((l) => l.claimId === r.id).map(({ claimId: _claimId, ...l }) => l),
    escalatedAt: r.escalatedAt === null ? null : iso(r.escalatedAt),
    canEscalate: r.status === 'rejected' && r.escalatedAt === null,
    photos: Array.from({ length: r.photos }, (_, i) => claimPhotoUrl(r.id, i + 1)),
  };
}

async function withLines(db: Db, list: readonly repo.ClaimRow[]): Promise<Claim[]> {
  const lines = await repo.linesOfClaims(
    db,
    list.map((c) => c.id),
  );
  return list.map((c) => toClaim(c, lines));
}

function toSellerClaim(c: Claim, r: repo.ClaimRow): SellerClaim {
  return { ...c, buyerName: r.buyerName, orderStatus: r.orderStatus, escalationNote: r.escalationNote };
}

export async function listClaims(db: Db, userId: number): Promise<Claim[]> {
  return withLines(db, await repo.listClaims(db, userId));
}

/** The claims of a showcase for its staff (the caller has checked the rights). */
export async function showcaseClaims(db: Db, showcaseId: number, filter: 'open' | 'decided' | 'all'): Promise<SellerClaim[]> {
  const list = await repo.listShowcaseClaims(db, showcaseId, filter);
  const claims = await withLines(db, list);
  return claims.map((c, i) => toSellerClaim(c, list[i]!));
}

/** One claim of the showcase; a claim of another showcase does not exist here. */
export async function showcaseClaim(db: Db, showcaseId: number, claimId: number): Promise<SellerClaim> {
  const access = await repo.claimAccess(db, claimId);
  const row = access?.showcaseId === showcaseId ? await repo.findClaim(db, claimId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  const [claim] = await withLines(db, [row]);
  return toSellerClaim(claim!, row);
}

/** Whether the claim is one of the showcase's (staff calls name the showcase, and the claim must belong to it). */
export async function claimOfShowcase(db: Db, showcaseId: number, claimId: number): Promise<void> {
  if ((await repo.claimAccess(db, claimId))?.showcaseId !== showcaseId) throw new AppError('NOT_FOUND');
}

export async function claimById(db: Db, claimId: number): Promise<Claim> {
  const row = await repo.findClaim(db, claimId);
  if (!row) throw new AppError('NOT_FOUND');
  return (await withLines(db, [row]))[0]!;
}

/** The lines of the given claims, for the operator's queue. */
export async function linesOfClaims(db: Db, claimIds: readonly number[]): Promise<Map<number, ClaimedLine[]>> {
  const byClaim = new Map<number, ClaimedLine[]>();
  for (const { claimId, ...line } of await repo.linesOfClaims(db, claimIds)) byClaim.set(claimId, [...(byClaim.get(claimId) ?? []), line]);
  return byClaim;
}

const claimableUnits = (l: repo.LineRow) => Math.max(0, l.quantity - l.returnedQuantity - l.openClaims);

/** The claim form of one line of the user's own order; another user's order is a 404. */
export async function claimForm(db: Db, userId: number, orderId: number, article: string): Promise<ClaimForm> {
  const line = await repo.findOwnLineByArticle(db, userId, orderId, article);
  if (!line) throw new AppError('NOT_FOUND');
  const all = await repo.ownOrderLines(db, userId, orderId);
  const blockedBy = !isClaimable(line.orderStatus) ? 'order_status' : all.every((l) => claimableUnits(l) === 0) ? 'open_claim' : null;
  return {
    order: { id: line.orderId, number: line.orderNumber, status: line.orderStatus, createdAt: iso(line.orderCreatedAt) },
    line: lineView(line),
    lines: all.map((l) => ({ ...lineView(l), claimable: isClaimable(l.orderStatus) ? claimableUnits(l) : 0 })),
    claimable: blockedBy === null,
    blockedBy,
    reasons: [...CLAIM_REASONS],
    photos: { maxCount: CLAIM_PHOTOS.maxCount, maxBytes: CLAIM_PHOTOS.maxBytes, types: [...CLAIM_PHOTOS.types] },
    description: { ...CLAIM_DESCRIPTION },
  };
}

export interface NewClaim {
  /** One whole line (the older form), or `lines`. */
  orderItemId?: number;
  lines?: readonly ClaimLineChoice[];
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
    const firstId = input.lines?.[0]?.orderItemId ?? input.orderItemId;
    const orderLines = firstId === undefined ? undefined : await repo.lockOwnOrderOf(tx, userId, firstId);
    if (!orderLines?.[0]) throw new AppError('NOT_FOUND');
    const field = input.lines ? 'lines' : 'orderItemId';
    if (!isClaimable(orderLines[0].orderStatus)) throw new AppError('CONFLICT', {}, { [field]: claimText(locale, 'orderStatus') });
    const byId = new Map(orderLines.map((l) => [l.id, l]));
    const wanted = input.lines ?? [{ orderItemId: firstId!, quantity: claimableUnits(byId.get(firstId!)!) }];
    // Every line must be of this same order; another order's line (or another user's) does not exist here.
    if (wanted.some((w) => !byId.has(w.orderItemId))) throw new AppError('NOT_FOUND');
    const over = wanted.find((w) => w.quantity < 1 || w.quantity > claimableUnits(byId.get(w.orderItemId)!));
    if (over) {
      const line = byId.get(over.orderItemId)!;
      throw new AppError('CONFLICT', {}, { [field]: claimText(locale, line.openClaims > 0 ? 'openClaim' : 'units') });
    }
    const id = await repo.insertClaim(tx, {
      orderId: orderLines[0].orderId,
      userId,
      reason: input.reason,
      description: input.description,
      lines: wanted,
    });
    for (const [i, p] of photos.entries()) {
      await repo.insertPhoto(tx, { claimId: id, path: claimPhotoPath(id, i + 1, p.ext), contentType: p.contentType, data: p.data, ownerId: userId });
    }
    await notifyShowcaseStaff(tx, orderLines[0].showcaseId, { kind: 'claim_new', claimId: id, orderNumber: orderLines[0].orderNumber });
    return id;
  });
  return claimById(db, claimId);
}

/** A photo for its author, operators and admins of the order's showcase; to anyone else it does not exist. */
export async function claimPhoto(db: Db, viewer: CurrentUser, claimId: number, n: number): Promise<{ contentType: string; data: Uint8Array }> {
  const access = await repo.claimAccess(db, claimId);
  const allowed = access !== undefined && (access.userId === viewer.id || (await canAdminister(db, viewer, access.showcaseId)));
  const file = allowed ? await repo.photo(db, claimId, n) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}
