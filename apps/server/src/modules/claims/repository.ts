import type { ClaimDecision, ClaimReason, ClaimStatus } from '@storefront/contract/claims';
import type { OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { claimPhotos, media } from '../../db/schema';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;

export interface LineRow {
  orderId: number;
  orderNumber: string;
  showcaseId: number;
  orderStatus: OrderStatus;
  orderCreatedAt: Date | string;
  id: number;
  productId: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  picture: string | null;
  openClaims: number;
}

const PICTURE = sql`(select '/' || m.path from product_images pi join media m on m.id = pi.small_media_id
  where pi.product_id = oi.product_id order by pi.position limit 1)`;
const OPEN_CLAIMS = sql`(select count(*)::int from claims c where c.order_item_id = oi.id and c.status in ('new', 'in_review'))`;
const LINE_COLUMNS = sql`o.id as "orderId", o.number as "orderNumber", o.showcase_id as "showcaseId", o.status as "orderStatus", o.created_at as "orderCreatedAt",
  oi.id, oi.product_id as "productId", oi.name, oi.article, oi.price::int as price, oi.quantity, ${PICTURE} as picture, ${OPEN_CLAIMS} as "openClaims"`;

/** A line of one of the user's orders by its article (the claim form's `id` and `article`). */
export function findOwnLineByArticle(db: Conn, userId: number, orderId: number, article: string): Promise<LineRow | undefined> {
  return one<LineRow>(
    db,
    sql`select ${LINE_COLUMNS} from orders o join order_items oi on oi.order_id = o.id
    where o.id = ${orderId} and o.user_id = ${userId} and oi.article = ${article} order by oi.id limit 1`,
  );
}

/** The user's order line, locked so that two claims on it cannot be created at once. */
export async function lockOwnLine(tx: Tx, userId: number, orderItemId: number): Promise<LineRow | undefined> {
  const locked = await one<{ id: number }>(
    tx,
    sql`select oi.id from order_items oi join orders o on o.id = oi.order_id
    where oi.id = ${orderItemId} and o.user_id = ${userId} for update of oi`,
  );
  if (!locked) return undefined;
  return one<LineRow>(tx, sql`select ${LINE_COLUMNS} from order_items oi join orders o on o.id = oi.order_id where oi.id = ${orderItemId}`);
}

export async function insertClaim(
  tx: Tx,
  c: { orderId: number; orderItemId: number; userId: number; reason: ClaimReason; description: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`insert into claims (order_id, order_item_id, user_id, reason, description)
    values (${c.orderId}, ${c.orderItemId}, ${c.userId}, ${c.reason}, ${c.description}) returning id`,
  );
  if (!row) throw new Error('claim insert returned no row');
  return row.id;
}

export async function insertPhoto(
  tx: Tx,
  p: { claimId: number; path: string; contentType: string; data: Uint8Array; ownerId: number },
): Promise<void> {
  const [row] = await tx
    .insert(media)
    .values({ path: p.path, contentType: p.contentType, data: p.data, ownerId: p.ownerId })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert returned no row');
  await tx.insert(claimPhotos).values({ claimId: p.claimId, mediaId: row.id });
}

/** The columns every claim query reads (the buyer's and seller's here, the operator's queue in modules/operator). */
export interface ClaimCoreRow {
  id: number;
  status: ClaimStatus;
  reason: ClaimReason;
  description: string;
  answer: string | null;
  createdAt: Date | string;
}

export interface ClaimRow extends ClaimCoreRow {
  updatedAt: Date | string;
  orderId: number;
  orderNumber: string;
  orderCreatedAt: Date | string;
  lineId: number;
  productId: number;
  name: string;
  article: string;
  price: number;
  quantity: number;
  picture: string | null;
  photos: number;
}

const CLAIM_SELECT = sql`select c.id, c.status, c.reason, c.description, c.answer, c.created_at as "createdAt", c.updated_at as "updatedAt",
    o.id as "orderId", o.number as "orderNumber", o.created_at as "orderCreatedAt", oi.id as "lineId", oi.product_id as "productId", oi.name, oi.article,
    oi.price::int as price, oi.quantity, ${PICTURE} as picture,
    (select count(*)::int from claim_photos cp where cp.claim_id = c.id) as photos
  from claims c join orders o on o.id = c.order_id join order_items oi on oi.id = c.order_item_id`;

export function listClaims(db: Conn, userId: number): Promise<ClaimRow[]> {
  return rows<ClaimRow>(db, sql`${CLAIM_SELECT} where c.user_id = ${userId} order by c.created_at desc, c.id desc limit 200`);
}

export function findClaim(db: Conn, claimId: number): Promise<ClaimRow | undefined> {
  return one<ClaimRow>(db, sql`${CLAIM_SELECT} where c.id = ${claimId}`);
}

/** Who may see a claim's photos: its author, and the staff of the order's showcase. */
export function claimAccess(db: Conn, claimId: number): Promise<{ userId: number; showcaseId: number } | undefined> {
  return one(
    db,
    sql`select c.user_id as "userId", o.showcase_id as "showcaseId" from claims c join orders o on o.id = c.order_id where c.id = ${claimId}`,
  );
}

/** The n-th photo (1-based, in upload order). */
export function photo(db: Conn, claimId: number, n: number): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  return one(
    db,
    sql`select m.content_type as "contentType", m.data from claim_photos cp join media m on m.id = cp.media_id
    where cp.claim_id = ${claimId} order by m.id offset ${n - 1} limit 1`,
  );
}

export interface LockedClaim {
  id: number;
  status: ClaimStatus;
  userId: number;
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  showcaseId: number;
}

export function lockClaim(tx: Tx, claimId: number): Promise<LockedClaim | undefined> {
  return one<LockedClaim>(
    tx,
    sql`select c.id, c.status, c.user_id as "userId", o.id as "orderId", o.number as "orderNumber",
      o.status as "orderStatus", o.showcase_id as "showcaseId"
    from claims c join orders o on o.id = c.order_id where c.id = ${claimId} for update of c`,
  );
}

export async function setDecision(tx: Tx, claimId: number, d: { status: ClaimDecision; answer: string | null; actorId: number }): Promise<void> {
  await tx.execute(sql`update claims set status = ${d.status}, answer = coalesce(${d.answer}, answer), decided_by = ${d.actorId}, updated_at = now()
    where id = ${claimId}`);
}
