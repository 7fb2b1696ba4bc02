import { WISHLIST_TOKEN_LENGTH } from '@storefront/contract/wishlists';
import { agentDocuments, agentRequests, companies, favourites, notifications, wishlistItems, wishlists, withdrawals } from '../schema';
import { sql } from 'drizzle-orm';
import { daysBefore } from './batch';
import { SHOWCASE_FUNDS, type DemoShowcaseKey } from './fixtures';
import type { SeedStageContext } from './ledger';
import { createRandom } from './random';
import { PEOPLE } from './users-data';

/** A minimal one-page PDF: the demo agents' document. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The showcase owners' sole-proprietor requisites; INN and OGRNIP get their check digits in personalInn / ogrnip. */
const DEMO_COMPANIES = [
  {
    owner: 'showcaseAdmin',
    name: 'ИП Продавцов Алексей Викторович',
    innBase: '7707123456',
    ogrnBase: '32177460012345',
    account: '40802810500000012345',
    address: 'г. Москва, ул. Большая Никитская, д. 12, офис 4',
    daysAgo: 170,
  },
  {
    owner: 'sportAdmin',
    name: 'ИП Спортивная Марина Олеговна',
    innBase: '5003012345',
    ogrnBase: '32050030012345',
    account: '40802810100000054321',
    address: 'г. Химки, ул. Спортивная, д. 5',
    daysAgo: 160,
  },
] as const;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every user has a network account and every showcase a network account and a local fund, topped up once. */
export async function seedAccounts(ctx: SeedStageContext): Promise<void> {
  for (const p of PEOPLE) await ctx.ledger.account('user_network', { userId: ctx.users.get(p.key)! });
  for (const [key, showcaseId] of ctx.showcases) {
    await ctx.ledger.account('showcase_network', { showcaseId });
    const fund = await ctx.ledger.account('showcase_fund', { showcaseId });
    const amount = SHOWCASE_FUNDS[key satisfies DemoShowcaseKey];
    if (amount > 0) {
      const at = daysBefore(ctx.now, 60);
      ctx.ledger.post({
        accountId: fund,
        amount,
        status: 'available',
        operation: 'fund_topup',
        showcaseId,
        idempotencyKey: `seed:fund:${key}`,
        createdAt: at,
        seenAt: at,
      });
    }
  }
}

/** A transfer between members, one paid and one requested withdrawal (the latter reserves its amount). */
export async function seedTransfersAndWithdrawals(ctx: SeedStageContext): Promise<void> {
  const { ledger, users, now } = ctx;
  const natalya = await ledger.account('user_network', { userId: users.get('referrer')! });
  const ivan = await ledger.account('user_network', { userId: users.get('shopper')! });
  const transferAt = daysBefore(now, 20);
  ledger.post({
    accountId: natalya,
    amount: -20_000,
    status: 'available',
    operation: 'transfer_out',
    sourceUserId: users.get('shopper')!,
    idempotencyKey: 'seed:transfer:1:out',
    createdAt: transferAt,
    seenAt: transferAt,
  });
  ledger.post({
    accountId: ivan,
    amount: 20_000,
    status: 'available',
    operation: 'transfer_in',
    sourceUserId: users.get('referrer')!,
    idempotencyKey: 'seed:transfer:1:in',
    createdAt: transferAt,
    seenAt: daysBefore(now, 19),
  });

  const paidAt = daysBefore(now, 15);
  const [paid] = await ctx.tx
    .insert(withdrawals)
    .values({
      userId: users.get('referrer')!,
      accountId: natalya,
      amount: 100_000,
      method: 'card',
      detailsMasked: '2200 •••• •••• 4417',
      status: 'paid',
      decidedBy: users.get('operator')!,
      decidedAt: paidAt,
      createdAt: daysBefore(now, 17),
    })
    .returning({ id: withdrawals.id });
  ledger.post({
    accountId: natalya,
    amount: -100_000,
    status: 'available',
    operation: 'withdrawal',
    idempotencyKey: `seed:withdrawal:${paid!.id}`,
    createdAt: paidAt,
    seenAt: paidAt,
  });

  await ctx.tx.insert(withdrawals).values({
    userId: users.get('referrer')!,
    accountId: natalya,
    amount: 50_000,
    method: 'sbp',
    detailsMasked: '+7 900 ***-**-07',
    status: 'requested',
    createdAt: daysBefore(now, 1),
  });
  if (ledger.available(natalya) < 50_000) throw new Error('demo withdrawal reserve exceeds the balance');
  ledger.reserve(natalya, 50_000);
}

/** Valid INN (12 digits) and OGRNIP (15 digits) check digits, so that form validators accept the demo company. */
function innCheck(digits: number[], weights: number[]): number {
  return (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;
}
export function personalInn(base10: string): string {
  const d = base10.split('').map(Number);
  d.push(innCheck(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  d.push(innCheck(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]));
  return d.join('');
}
export function ogrnip(base14: string): string {
  return base14 + String((BigInt(base14) % 13n) % 10n);
}

export async function seedPeopleExtras(ctx: SeedStageContext): Promise<void> {
  const { tx, users, now, sample } = ctx;
  const r = createRandom('extras');
  const shopper = users.get('shopper')!;

  await tx.insert(notifications).values([
    {
      userId: shopper,
      type: 'order_status',
      title: 'Заказ DEMO-1006 доставлен',
      body: 'Подтвердите получение, чтобы бонусы начали созревать.',
      link: '/account/profile/orders',
      createdAt: daysBefore(now, 1),
    },
    {
      userId: shopper,
      type: 'bonus',
      title: 'Начислены бонусы',
      body: 'За покупку друга Петра вам начислены бонусы сети.',
      link: '/account/profile/bonuses',
      createdAt: daysBefore(now, 30),
      seenAt: daysBefore(now, 29),
    },
    {
      userId: users.get('referrer')!,
      type: 'referral',
      title: 'Новый участник в вашей сети',
      body: 'По вашей цепочке пришла Ксения Фёдорова.',
      link: '/account/profile/wow-tree',
      createdAt: daysBefore(now, 12),
    },
    {
      userId: users.get('operator')!,
      type: 'agent_request',
      title: 'Новая заявка агента',
      body: 'Наталья Рекомендова хочет открыть витрину.',
      createdAt: daysBefore(now, 2),
    },
  ]);

  for (const c of DEMO_COMPANIES) {
    await tx.insert(companies).values({
      userId: users.get(c.owner)!,
      form: 'ip',
      name: c.name,
      inn: personalInn(c.innBase),
      ogrn: ogrnip(c.ogrnBase),
      bik: '044525999',
      account: c.account,
      address: c.address,
      createdAt: daysBefore(now, c.daysAgo),
    });
  }
  // KYC before money (issue 15): the owners of the showcases that take orders are approved agents with documents.
  for (const owner of ['showcaseAdmin', 'sportAdmin'] as const) {
    const [approved] = await tx
      .insert(agentRequests)
      .values({
        userId: users.get(owner)!,
        status: 'approved',
        comment: 'Открываю витрину сети: реквизиты и документы приложены.',
        decidedBy: users.get('operator')!,
        decidedAt: daysBefore(now, 150),
        createdAt: daysBefore(now, 155),
      })
      .returning({ id: agentRequests.id });
    await tx.insert(agentDocuments).values({
      requestId: approved!.id,
      fileName: 'svidetelstvo-ip.pdf',
      contentType: 'application/pdf',
      size: DEMO_PDF.length,
      data: DEMO_PDF,
      createdAt: daysBefore(now, 155),
    });
    await tx.execute(sql`update users set is_agent = true where id = ${users.get(owner)!}`);
  }
  await tx.insert(agentRequests).values({
    userId: users.get('referrer')!,
    status: 'new',
    comment: 'Хочу открыть свою витрину с товарами для дома и сада. Есть аудитория в сообществе дачников.',
    createdAt: daysBefore(now, 2),
  });

  const inStock = sample.filter((p) => p.spec.stock > 0);
  const [list] = await tx
    .insert(wishlists)
    .values({
      userId: shopper,
      name: 'Подарки на день рождения',
      shareToken: r.chars(BASE64URL, WISHLIST_TOKEN_LENGTH),
      createdAt: daysBefore(now, 14),
    })
    .returning({ id: wishlists.id });
  await tx.insert(wishlistItems).values(r.sample(inStock, 3).map((p) => ({ wishlistId: list!.id, productId: p.id, addedAt: daysBefore(now, 14) })));
  await tx.insert(favourites).values(r.sample(inStock, 4).map((p) => ({ userId: shopper, productId: p.id, createdAt: daysBefore(now, 8) })));
}
