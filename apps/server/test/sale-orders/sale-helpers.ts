import type { Order } from '@storefront/contract/orders';
import type { SaleOrder, SellerOrderActionBody } from '@storefront/contract/sale-orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { addToCart, createBuyer, placeOrder, productsInStock, validBody, type TestProduct } from '../orders/order-helpers';

/** A fresh buyer places an order on the default showcase (main) and gets it back with their session. */
export async function placedOrder(
  app: FastifyInstance,
  db: Db,
  product: TestProduct,
  paymentSystemId: 1 | 2 = 2,
  over: Parameters<typeof validBody>[0] = {},
) {
  const buyer = await createBuyer(db);
  expect((await addToCart(app, buyer.cookie, product.id, 1)).statusCode).toBe(200);
  const res = await placeOrder(app, buyer.cookie, validBody({ paymentSystemId, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return { ...buyer, order: res.json<{ order: Order }>().order };
}

export type SellerAction = Omit<SellerOrderActionBody, 'action' | 'as'>;

export const sellerAction = (app: FastifyInstance, cookie: string | null, body: SellerAction | Record<string, unknown>) =>
  post(app, '/api/ajax/', { action: 'orderAction', as: 'seller', ...body }, { cookie });

export async function saleOrderOf(app: FastifyInstance, cookie: string, id: number): Promise<SaleOrder> {
  const res = await get(app, '/api/account/sale-orders/', { cookie, query: { id: String(id), json: '1' } });
  if (res.statusCode !== 200) throw new Error(`sale order ${id}: ${res.statusCode} ${res.body}`);
  return res.json<{ order: SaleOrder }>().order;
}

/** Everything a seller's move writes: a refused move must leave it as it was. */
export async function orderSnapshot(db: Db): Promise<string> {
  const row = await one<{ v: string }>(
    db,
    sql`select json_build_object(
    'orders', (select json_agg(json_build_object('i', id, 's', status, 't', tracking_number, 'u', updated_at) order by id) from orders),
    'events', (select count(*) from order_events),
    'notifications', (select count(*) from notifications),
    'entries', (select count(*) from bonus_entries),
    'stock', (select sum(stock) from products)
  )::text as v`,
  );
  return row?.v ?? '';
}

/** Both sellers' sessions and the demo showcases, on a fresh app. */
export interface SaleSuite {
  t: TestApp;
  /** Алексей Продавцов: admin of main. */
  aleksey: string;
  /** Марина: admin of sport. */
  marina: string;
  mainId: number;
  sportId: number;
  products: TestProduct[];
}

/** Registers the suite's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function saleSuite(productCount: number, minStock: number): SaleSuite {
  const fx = {} as SaleSuite;
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.aleksey = await loginAs(fx.t, 'showcaseAdmin');
    fx.marina = await loginAs(fx.t, 'sportAdmin');
    fx.mainId = (await showcaseByAlias(fx.t.database.db, 'main')).id;
    fx.sportId = (await showcaseByAlias(fx.t.database.db, 'sport')).id;
    fx.products = await productsInStock(fx.t.database.db, fx.mainId, productCount, minStock);
  });
  afterAll(() => fx.t.close());
  return fx;
}
