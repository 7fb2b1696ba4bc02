import { orderEvents, orderItems, orders, payments, type OrderStatus } from '../schema';
import { DAY_MS } from './batch';
import type { CatalogIds } from './catalog';
import { NETWORK_SETTINGS, SHOWCASES, type DemoShowcaseKey } from './fixtures';
import type { SeedStageContext } from './ledger';
import { createRandom } from './random';
import { SHOWCASE_SPECS } from './showcases-data';
import { PEOPLE, phoneFor } from './users-data';

interface OrderSpec {
  buyer: string;
  showcase: DemoShowcaseKey;
  status: Extract<OrderStatus, 'completed' | 'delivered' | 'shipped' | 'cancelled'>;
  system: 1 | 2;
  daysAgo: number;
  /** `rank` 0 is the most expensive in-stock product of that category among the sample products. */
  items: ReadonlyArray<{ leaf: string; rank: number; qty: number }>;
  spendNetwork?: number;
  comment?: string;
}

/** Lines as `leaf:rank` or `leaf:rank×quantity`, e.g. 'smartfony:0 turizm:1×2'. */
const order = (
  buyer: string,
  showcase: DemoShowcaseKey,
  status: OrderSpec['status'],
  system: OrderSpec['system'],
  daysAgo: number,
  lines: string,
  extra: Pick<OrderSpec, 'spendNetwork' | 'comment'> = {},
): OrderSpec => ({
  buyer,
  showcase,
  status,
  system,
  daysAgo,
  items: lines.split(' ').map((line) => {
    const [, leaf, rank, qty] = /^(.+):(\d+)(?:×(\d+))?$/.exec(line)!;
    return { leaf: leaf!, rank: Number(rank), qty: Number(qty ?? 1) };
  }),
  ...extra,
});

/** In the order they were placed: buyer, showcase, status, payment system, days ago, lines. */
const ORDERS: readonly OrderSpec[] = [
  order('petr', 'main', 'completed', 1, 45, 'smartfony:0 audio:2'),
  order('shopper', 'main', 'completed', 1, 40, 'noutbuki:0 audio:0', { comment: 'Позвоните за час до доставки' }),
  order('shopper', 'sport', 'completed', 1, 30, 'velosport:0 turizm:1×2'),
  order('shopper', 'main', 'completed', 2, 10, 'kukhnya:0 tekstil:1×2', { spendNetwork: 50_000 }),
  order('shopper', 'main', 'cancelled', 1, 7, 'umnye-chasy:0'),
  order('shopper', 'main', 'delivered', 1, 5, 'smartfony:3 aksessuary:1'),
  order('shopper', 'main', 'shipped', 1, 3, 'ukhod-za-litsom:0×2 parfyumeriya:2'),
];

const MINUTE = 60_000;
type Step = readonly [OrderStatus, number, 'buyer' | 'owner' | null, string];
const ORDERED: Step = ['new', 0, 'buyer', 'Заказ оформлен'];
const TO_CARD_PAYMENT: Step = ['awaiting_payment', 2 * MINUTE, 'buyer', 'Переход к оплате картой'];
/** Assembly and hand-over to delivery: the same in every flow that reaches the buyer. */
const DISPATCH: readonly Step[] = [
  ['assembling', DAY_MS, 'owner', 'Заказ передан на сборку'],
  ['shipped', 2 * DAY_MS, 'owner', 'Передан в службу доставки'],
];
const CONFIRMED: Step = ['completed', 5 * DAY_MS, 'buyer', 'Получение подтверждено'];
const CARD_FLOW: readonly Step[] = [
  ORDERED,
  TO_CARD_PAYMENT,
  ['paid', 5 * MINUTE, null, 'Оплата получена'],
  ...DISPATCH,
  ['delivered', 4 * DAY_MS, null, 'Вручён покупателю'],
  CONFIRMED,
];
const CASH_FLOW: readonly Step[] = [
  ['new', 0, 'buyer', 'Заказ оформлен, оплата при получении'],
  ...DISPATCH,
  ['delivered', 4 * DAY_MS, null, 'Вручён и оплачен при получении'],
  CONFIRMED,
];
const CANCELLED_FLOW: readonly Step[] = [ORDERED, TO_CARD_PAYMENT, ['cancelled', 60 * MINUTE, 'buyer', 'Отменён покупателем до оплаты']];

function flowOf(spec: OrderSpec): Step[] {
  if (spec.status === 'cancelled') return [...CANCELLED_FLOW];
  const flow = spec.system === 1 ? CARD_FLOW : CASH_FLOW;
  return flow.slice(0, flow.findIndex(([status]) => status === spec.status) + 1);
}

const ADDRESSES: Record<string, string> = {
  Москва: 'ул. Тверская, д. 7, кв. 12',
  Тверь: 'пр-т Чайковского, д. 19, кв. 45',
};

function pickProduct(sample: CatalogIds['products'], leaf: string, rank: number) {
  const candidates = sample.filter((p) => p.spec.leafSlug === leaf && p.spec.stock > 0).sort((a, b) => b.spec.price - a.spec.price || a.id - b.id);
  const found = candidates[Math.min(rank, candidates.length - 1)];
  if (!found) throw new Error(`no demo product in ${leaf}`);
  return found;
}

function upline(buyerKey: string): string[] {
  const byKey = new Map(PEOPLE.map((p) => [p.key, p]));
  const chain: string[] = [];
  for (let p = byKey.get(buyerKey); p?.referrer && chain.length < 3; p = byKey.get(p.referrer)) chain.push(p.referrer);
  return chain;
}

export async function seedOrders(ctx: SeedStageContext): Promise<void> {
  const { tx, now, ledger } = ctx;
  const r = createRandom('orders');
  const split = NETWORK_SETTINGS.bonus_split;
  const matureMs = NETWORK_SETTINGS.maturation_days * DAY_MS;

  for (const [n, spec] of ORDERS.entries()) {
    const number = `DEMO-${1001 + n}`;
    const person = PEOPLE.find((p) => p.key === spec.buyer)!;
    const buyerId = ctx.users.get(spec.buyer)!;
    const showcaseId = ctx.showcases.get(spec.showcase)!;
    const ownerId = ctx.users.get(SHOWCASE_SPECS.find((s) => s.key === spec.showcase)!.owner)!;
    const lines = spec.items.map((item) => ({ ...pickProduct(ctx.sample, item.leaf, item.rank), qty: item.qty }));
    const goodsTotal = lines.reduce((sum, l) => sum + l.spec.price * l.qty, 0);
    const spendNetwork = spec.spendNetwork ?? 0;
    const total = goodsTotal - spendNetwork;

    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY_MS);
    const flow = flowOf(spec);
    const at = (offset: number) => new Date(createdAt.getTime() + offset);
    const stepTime = (status: OrderStatus) => {
      const step = flow.find(([s]) => s === status);
      return step ? at(step[1]) : null;
    };
    const completedAt = stepTime('completed');
    const lastStep = flow[flow.length - 1]!;

    const [order] = await tx
      .insert(orders)
      .values({
        number,
        userId: buyerId,
        showcaseId,
        status: spec.status,
        paymentSystemId: spec.system,
        idempotencyKey: `seed-${number}`,
        contact: { name: person.name, phone: phoneFor(person), email: `${person.username.replace(/_/g, '.')}@sarafan.example` },
        delivery: { method: 'courier', city: person.city ?? 'Москва', address: ADDRESSES[person.city ?? 'Москва'] ?? 'ул. Ленина, д. 1, кв. 1' },
        comment: spec.comment ?? '',
        goodsTotal,
        bonusNetworkSpent: spendNetwork,
        total,
        trackingNumber: stepTime('shipped') ? `RP${r.int(100_000_000, 999_999_999)}RU` : null,
        completedAt,
        createdAt,
        updatedAt: at(lastStep[1]),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        productId: l.id,
        name: l.spec.name,
        article: l.spec.article,
        price: l.spec.price,
        quantity: l.qty,
        bonusRate: l.spec.bonusRate,
      })),
    );
    await tx.insert(orderEvents).values(
      flow.map(([status, offset, actor, note], i) => ({
        orderId,
        fromStatus: i === 0 ? null : flow[i - 1]![0],
        toStatus: status,
        actorId: actor === 'buyer' ? buyerId : actor === 'owner' ? ownerId : null,
        note,
        createdAt: at(offset),
      })),
    );

    const paidAt = spec.system === 1 ? stepTime('paid') : stepTime('delivered');
    if (spec.system === 1) {
      await tx.insert(payments).values({
        orderId,
        systemId: 1,
        providerPaymentId: `demo-${r.chars('0123456789abcdef', 24)}`,
        status: paidAt ? 'succeeded' : 'canceled',
        amount: total,
        idempotenceKey: `seed-payment-${number}`,
        createdAt,
        updatedAt: paidAt ?? at(lastStep[1]),
      });
    } else if (paidAt) {
      await tx.insert(payments).values({
        orderId,
        systemId: 2,
        status: 'succeeded',
        amount: total,
        idempotenceKey: `seed-payment-${number}`,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    }

    const buyerNetwork = await ledger.account('user_network', { userId: buyerId });
    if (spendNetwork > 0) {
      if (ledger.available(buyerNetwork) < spendNetwork) throw new Error(`${spec.buyer} cannot spend ${spendNetwork} on ${number}`);
      ledger.post({
        accountId: buyerNetwork,
        amount: -spendNetwork,
        status: 'available',
        operation: 'spend',
        orderId,
        showcaseId,
        idempotencyKey: `seed:${number}:spend-network`,
        createdAt,
        seenAt: createdAt,
      });
    }
    if (!paidAt) continue;

    const maturesAt = completedAt ? new Date(completedAt.getTime() + matureMs) : null;
    const status = maturesAt && maturesAt <= now ? 'available' : 'pending';
    const seenAt = now.getTime() - paidAt.getTime() > 10 * DAY_MS ? new Date(paidAt.getTime() + DAY_MS) : null;
    const common = { orderId, showcaseId, sourceUserId: buyerId, createdAt: paidAt, maturesAt, seenAt } as const;
    const pool = lines.reduce((sum, l) => sum + Math.floor((l.spec.price * l.qty * l.spec.bonusRate) / 100), 0);

    const showcaseNetwork = await ledger.account('showcase_network', { showcaseId });
    ledger.post({
      ...common,
      accountId: showcaseNetwork,
      amount: Math.floor((pool * split.showcaseOwner) / 100),
      status,
      operation: 'owner_share',
      idempotencyKey: `seed:${number}:owner`,
    });
    for (const [i, key] of upline(spec.buyer).entries()) {
      const accountId = await ledger.account('user_network', { userId: ctx.users.get(key)! });
      ledger.post({
        ...common,
        accountId,
        amount: Math.floor((pool * split.levels[i]!) / 100),
        status,
        operation: 'referral',
        level: i + 1,
        idempotencyKey: `seed:${number}:ref:${i + 1}`,
      });
    }

    const cashback = Math.floor((total * SHOWCASES[spec.showcase].cashbackPercent) / 100);
    const fund = await ledger.account('showcase_fund', { showcaseId });
    if (cashback > 0 && ledger.available(fund) >= cashback) {
      ledger.post({
        ...common,
        accountId: fund,
        amount: -cashback,
        status: 'available',
        operation: 'cashback_payout',
        maturesAt: null,
        seenAt: paidAt,
        idempotencyKey: `seed:${number}:cashback-payout`,
      });
      const local = await ledger.account('user_local', { userId: buyerId, showcaseId });
      ledger.post({ ...common, accountId: local, amount: cashback, status, operation: 'cashback', idempotencyKey: `seed:${number}:cashback` });
    }
  }
}
