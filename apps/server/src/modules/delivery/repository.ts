import type { DeliveryProviderId, OrderDeliveryChoice } from '@storefront/contract/delivery';
import type { OrderStatus } from '@storefront/contract/orders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { OrderContact, OrderDelivery, ShipmentHistoryEntry } from '../../db/schema';
import { one, rows } from '../../db/sql';

type Conn = Db | Tx;
type State = 'pending' | 'created' | 'failed' | 'cancelled';

export async function courierSettings(db: Conn, showcaseId: number): Promise<unknown> {
  const row = await one<{ settings: unknown }>(db, sql`select courier_settings as settings from showcases where id = ${showcaseId}`);
  return row?.settings ?? null;
}

export async function saveCourierSettings(db: Conn, showcaseId: number, settings: unknown): Promise<void> {
  await db.execute(sql`update showcases set courier_settings = ${JSON.stringify(settings)}::jsonb where id = ${showcaseId}`);
}

/** A shipment row for an order with a provider's delivery (once: a repeated call finds it). */
export async function queueShipment(tx: Tx, orderId: number): Promise<boolean> {
  const row = await one<{ orderId: number }>(
    tx,
    sql`
    insert into shipments (order_id, provider)
    select id, delivery_choice->>'provider' from orders where id = ${orderId} and delivery_choice is not null
    on conflict (order_id) do nothing returning order_id as "orderId"`,
  );
  return row !== undefined;
}

export interface ShipmentForCreate {
  orderId: number;
  showcaseId: number;
  provider: DeliveryProviderId;
  state: State;
  attempts: number;
  number: string;
  contact: OrderContact;
  delivery: OrderDelivery;
  choice: OrderDeliveryChoice;
  goodsTotal: number;
  units: number;
  items: Array<{ name: string; article: string; price: number; quantity: number }>;
}

export async function shipmentForCreate(db: Conn, orderId: number): Promise<ShipmentForCreate | undefined> {
  const row = await one<Omit<ShipmentForCreate, 'items'>>(
    db,
    sql`
    select s.order_id as "orderId", o.showcase_id as "showcaseId", s.provider, s.state, s.attempts, o.number, o.contact, o.delivery,
      o.delivery_choice as choice, o.goods_total::float8 as "goodsTotal",
      (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as units
    from shipments s join orders o on o.id = s.order_id where s.order_id = ${orderId}`,
  );
  if (!row) return undefined;
  const items = await rows<ShipmentForCreate['items'][number]>(
    db,
    sql`select name, article, price::float8 as price, quantity from order_items where order_id = ${orderId} order by id`,
  );
  return { ...row, items };
}

export async function markCreated(
  db: Conn,
  orderId: number,
  uuid: string,
  trackNumber: string | null,
  history: ShipmentHistoryEntry[],
): Promise<void> {
  await db.execute(sql`
    update shipments set state = 'created', provider_uuid = ${uuid}, track_number = ${trackNumber}, history = ${JSON.stringify(history)}::jsonb,
      attempts = attempts + 1, last_error = null, updated_at = now()
    where order_id = ${orderId} and state = 'pending'`);
  if (trackNumber) await db.execute(sql`update orders set tracking_number = ${trackNumber}, updated_at = now() where id = ${orderId}`);
}

export async function markAttempt(db: Conn, orderId: number, attempts: number, next: Date, error: string, failed: boolean): Promise<void> {
  await db.execute(sql`
    update shipments set attempts = ${attempts}, next_attempt_at = ${next}, last_error = ${error},
      state = case when ${failed} then 'failed' else state end, updated_at = now()
    where order_id = ${orderId} and state = 'pending'`);
}

export async function dueShipments(db: Conn, now: Date, limit: number): Promise<number[]> {
  const found = await rows<{ orderId: number }>(
    db,
    sql`select order_id as "orderId" from shipments where state = 'pending' and next_attempt_at <= ${now} order by next_attempt_at limit ${limit}`,
  );
  return found.map((r) => r.orderId);
}

export interface ShipmentForSync {
  orderId: number;
  provider: DeliveryProviderId;
  state: State;
  providerUuid: string | null;
  history: ShipmentHistoryEntry[];
  number: string;
  pointName: string | null;
}

export function shipmentForSync(db: Conn, orderId: number): Promise<ShipmentForSync | undefined> {
  return one<ShipmentForSync>(
    db,
    sql`
    select s.order_id as "orderId", s.provider, s.state, s.provider_uuid as "providerUuid", s.history, o.number,
      o.delivery_choice->>'pointName' as "pointName"
    from shipments s join orders o on o.id = s.order_id where s.order_id = ${orderId}`,
  );
}

export async function orderOfShipment(db: Conn, provider: DeliveryProviderId, uuid: string): Promise<number | null> {
  const row = await one<{ orderId: number }>(
    db,
    sql`select order_id as "orderId" from shipments where provider = ${provider} and provider_uuid = ${uuid}`,
  );
  return row?.orderId ?? null;
}

export function lockOrderStatus(tx: Tx, orderId: number): Promise<{ status: OrderStatus; userId: number; number: string } | undefined> {
  return one(tx, sql`select status, user_id as "userId", number from orders where id = ${orderId} for update`);
}

export async function updateTracking(tx: Tx, orderId: number, trackNumber: string | null, history: ShipmentHistoryEntry[]): Promise<void> {
  await tx.execute(sql`
    update shipments set history = ${JSON.stringify(history)}::jsonb, track_number = coalesce(${trackNumber}, track_number), updated_at = now()
    where order_id = ${orderId}`);
  if (trackNumber) await tx.execute(sql`update orders set tracking_number = ${trackNumber} where id = ${orderId} and tracking_number is null`);
}

export async function appendHistory(tx: Tx, orderId: number, entry: ShipmentHistoryEntry): Promise<void> {
  await tx.execute(sql`
    update shipments set history = history || ${JSON.stringify([entry])}::jsonb, updated_at = now() where order_id = ${orderId} and provider = 'seller'`);
}

export async function inTransit(db: Conn, limit: number): Promise<number[]> {
  const found = await rows<{ orderId: number }>(
    db,
    sql`
    select s.order_id as "orderId" from shipments s join orders o on o.id = s.order_id
    where s.state = 'created' and s.provider = 'cdek' and o.status = 'shipped' order by s.updated_at limit ${limit}`,
  );
  return found.map((r) => r.orderId);
}

export interface ShipmentRow {
  orderId: number;
  provider: DeliveryProviderId;
  state: State;
  trackNumber: string | null;
  history: ShipmentHistoryEntry[];
}

export function shipmentsOf(db: Conn, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<ShipmentRow>(
    db,
    sql`
    select order_id as "orderId", provider, state, track_number as "trackNumber", history from shipments
    where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
