import type { ClaimDecision, ClaimReason, ClaimStatus } from '@storefront/contract/claims';
import type { OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { claimPhotos, media, type OrderLineView } from '../../db/schema';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;

export interface LineRow extends OrderLineView {
  orderId: number;
  orderNumber: string;
  showcaseId: number;
  orderStatus: OrderStatus;
  orderCreatedAt: Date | string;
  /** Units of the line open claims name. */
  openClaims: number;
  returnedQuantity: number;
}

const PICTURE = sql`(select '/' || m.path from product_images pi join media m on m.id = pi.small_media_id
  where pi.product_id = oi.product_id order by pi.position limit 1)`;
/** Units of the line named by open claims. */
const OPEN_CLAIMS = sql`(select coalesce(sum(cl.quantity), 0)::int from claim_lines cl join claims c on c.id = cl.claim_id
  where cl.order_item_id = oi.id and c.status in ('new', 'in_review', 'escalated'))`;
const LINE_COLUMNS = sql`o.id as "orderId", o.number as "orderNumber", o.showcase_id as "showcaseId", o.status as "orderStatus", o.created_at as "orderCreatedAt",
  oi.id, oi.product_id as "productId", oi.name, oi.article, oi.price::int as price, oi.quantity, ${PICTURE} as picture, ${OPEN_CLAIMS} as "openClaims", oi.returned_quantity as "returnedQuantity"`;

/** A line of one of the user's orders by its article (the claim form's `id` and `article`). */
export function findOwnLineByArticle(db: Conn, userId: number, orderId: number, article: string): Promise<LineRow | undefined> {
  return one<LineRow>(
    db,
    sql`select ${LINE_COLUMNS} from orders o join order_items oi on oi.order_id = o.id
    where o.id = ${orderId} and o.user_id = ${userId} and oi.article = ${article} order by oi.id limit 1`,
  );
}

/** Every line of one of the user's orders, with what open claims hold of each. */
export function ownOrderLines(db: Conn, userId: number, orderId: number): Promise<LineRow[]> {
  return rows<LineRow>(
    db,
    sql`select ${LINE_COLUMNS} from orders o join order_items oi on oi.order_id = o.id
    where o.id = ${orderId} and o.user_id = ${userId} order by oi.id`,
  );
}

/** The order of one of the user's lines, locked (with its lines) so that two claims cannot take the same units at once. */
export async function lockOwnOrderOf(tx: Tx, userId: number, orderItemId: number): Promise<LineRow[] | undefined> {
  const order = await one<{ id: number }>(
    tx,
    sql`select o.id from order_items oi join orders o on o.id = oi.order_id
    where oi.id = ${orderItemId} and o.user_id = ${userId} for update of o`,
  );
  if (!order) return undefined;
  return ownOrderLines(tx, userId, order.id);
}

export async function insertClaim(
  tx: Tx,
  c: { orderId: number; userId: number; reason: ClaimReason; description: string; lines: ReadonlyArray<{ orderItemId: number; quantity: number }> },
): Promise<number> {
  const first = c.lines[0];
  if (!first) throw new Error('a claim needs a line');
  const row = await one<{ id: number }>(
    tx,
    sql`insert into claims (order_id, order_item_id, user_id, reason, description)
    values (${c.orderId}, ${first.orderItemId}, ${c.userId}, ${c.reason}, ${c.description}) returning id`,
  );
  if (!row) throw new Error('claim insert returned no row');
  for (const l of c.lines)
    await tx.execute(sql`insert into claim_lines (claim_id, order_item_id, quantity) values (${row.id}, ${l.orderItemId}, ${l.quantity})`);
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

export interface ClaimRow extends ClaimCoreRow, Omit<OrderLineView, 'id'> {
  updatedAt: Date | string;
  escalatedAt: Date | string | null;
  escalationNote: string | null;
  buyerName: string;
  orderStatus: OrderStatus;
  orderId: number;
  orderNumber: string;
  orderCreatedAt: Date | string;
  lineId: number;
  photos: number;
}

const CLAIM_SELECT = sql`select c.id, c.status, c.reason, c.description, c.answer, c.created_at as "createdAt", c.updated_at as "updatedAt",
    c.escalated_at as "escalatedAt", c.escalation_note as "escalationNote", u.name as "buyerName", o.status as "orderStatus",
    o.id as "orderId", o.number as "orderNumber", o.created_at as "orderCreatedAt", oi.id as "lineId", oi.product_id as "productId", oi.name, oi.article,
    oi.price::int as price, oi.quantity, ${PICTURE} as picture,
    (select count(*)::int from claim_photos cp where cp.claim_id = c.id) as photos
  from claims c join orders o on o.id = c.order_id join order_items oi on oi.id = c.order_item_id join users u on u.id = c.user_id`;

export function listClaims(db: Conn, userId: number): Promise<ClaimRow[]> {
  return rows<ClaimRow>(db, sql`${CLAIM_SELECT} where c.user_id = ${userId} order by c.created_at desc, c.id desc limit 200`);
}

/** A showcase's claims: open ones (escalated first, then oldest first), then decided ones newest first. */
export function listShowcaseClaims(db: Conn, showcaseId: number, filter: 'open' | 'decided' | 'all'): Promise<ClaimRow[]> {
  const where =
    filter === 'open'
      ? sql`and c.status in ('new', 'in_review', 'escalated')`
      : filter === 'decided'
        ? sql`and c.status in ('approved', 'rejected')`
        : sql``;
  return rows<ClaimRow>(
    db,
    sql`${CLAIM_SELECT} where o.showcase_id = ${showcaseId} ${where}
    order by (c.status in ('new', 'in_review', 'escalated')) desc, case when c.status in ('approved', 'rejected') then 0 else extract(epoch from c.created_at) end,
      c.updated_at desc, c.id desc limit 200`,
  );
}

export interface ClaimLineRow extends OrderLineView {
  claimId: number;
  claimed: number;
  approved: number | null;
}

/** The lines the given claims name, in order-line order. */
export function linesOfClaims(db: Conn, claimIds: readonly number[]): Promise<ClaimLineRow[]> {
  if (claimIds.length === 0) return Promise.resolve([]);
  return rows<ClaimLineRow>(
    db,
    sql`select cl.claim_id as "claimId", oi.id, oi.product_id as "productId", oi.name, oi.article, oi.price::int as price, oi.quantity,
      ${PICTURE} as picture, cl.quantity as claimed, cl.approved_quantity as approved
    from claim_lines cl join order_items oi on oi.id = cl.order_item_id
    where cl.claim_id in (${sql.join(
      claimIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by cl.claim_id, oi.id`,
  );
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
  escalatedAt: Date | string | null;
  paymentSystemId: number;
  userId: number;
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  showcaseId: number;
}

export function lockClaim(tx: Tx, claimId: number): Promise<LockedClaim | undefined> {
  return one<LockedClaim>(
    tx,
    sql`select c.id, c.status, c.escalated_at as "escalatedAt", c.user_id as "userId", o.id as "orderId", o.number as "orderNumber",
      o.status as "orderStatus", o.showcase_id as "showcaseId", o.payment_system_id as "paymentSystemId"
    from claims c join orders o on o.id = c.order_id where c.id = ${claimId} for update of c, o`,
  );
}

export async function setDecision(
  tx: Tx,
  claimId: number,
  d: { status: ClaimDecision | ClaimStatus; answer: string | null; actorId: number },
): Promise<void> {
  await tx.execute(sql`update claims set status = ${d.status}, answer = coalesce(${d.answer}, answer), decided_by = ${d.actorId}, updated_at = now()
    where id = ${claimId}`);
}

export async function setEscalated(tx: Tx, claimId: number, note: string | null): Promise<void> {
  await tx.execute(
    sql`update claims set status = 'escalated', escalated_at = now(), escalation_note = ${note}, updated_at = now() where id = ${claimId}`,
  );
}

/** The claim's lines with what is left of each order line (locked with the order by lockClaim). */
export function claimedUnits(
  tx: Tx,
  claimId: number,
): Promise<Array<{ orderItemId: number; productId: number; claimed: number; quantity: number; returned: number }>> {
  return rows(
    tx,
    sql`select cl.order_item_id as "orderItemId", oi.product_id as "productId", cl.quantity as claimed, oi.quantity, oi.returned_quantity as returned
    from claim_lines cl join order_items oi on oi.id = cl.order_item_id where cl.claim_id = ${claimId} order by oi.id for update of oi`,
  );
}

export async function setApproved(tx: Tx, claimId: number, units: ReadonlyMap<number, number>): Promise<void> {
  await tx.execute(sql`update claim_lines set approved_quantity = 0 where claim_id = ${claimId}`);
  for (const [orderItemId, n] of units)
    await tx.execute(sql`update claim_lines set approved_quantity = ${n} where claim_id = ${claimId} and order_item_id = ${orderItemId}`);
}

/** Units not yet returned of the whole order. */
export async function unitsLeft(tx: Tx, orderId: number): Promise<number> {
  return (
    (await one<{ n: number }>(tx, sql`select coalesce(sum(quantity - returned_quantity), 0)::int as n from order_items where order_id = ${orderId}`))
      ?.n ?? 0
  );
}
