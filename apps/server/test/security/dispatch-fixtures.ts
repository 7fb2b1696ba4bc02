import { sql } from 'drizzle-orm';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import { rows } from '../../src/db/sql';
import { SEEDED_NETWORK_SETTINGS } from '../operator/operator-helpers';
import type { FixtureContext } from './matrix-facts';

type Input = Record<string, unknown>;
type Prepared = Record<string, number>;

/**
 * A valid sample call of one dispatcher method. `input` names main-showcase ids and the rightful user's rows;
 * `prepare` creates, once and through the API, what a destructive call then acts on.
 */
export interface MethodFixture {
  input(ctx: FixtureContext, prepared: Prepared): Input;
  prepare?(ctx: FixtureContext): Promise<Prepared>;
  /** Who may make the call; default: shopper for public/user, showcaseAdmin (main) for showcaseAdmin, operator. */
  rightful?: DemoUserKey;
  /** The input names rows of the rightful user: any other user must be refused. */
  owned?: boolean;
  /** showcaseAdmin: the input names main-showcase rows, so the other admin naming their own showcase is refused too. */
  crossIds?: boolean;
}

/** A call of an /api/tg method as one of the demo users: how `prepare` makes what the checked call acts on. */
const tg = (as: FixtureContext['as'], role: DemoUserKey, body: Input) => as(role, { method: 'POST', url: '/api/tg', body });

/** Undoes a showcase admin's move on spare user `n` (adding an admin, banning a member), which `prepare` makes first. */
const undoing = (move: string, n: number): MethodFixture => ({
  prepare: async ({ as, f }) => {
    await tg(as, 'showcaseAdmin', { method: move, ShowcaseID: f.showcase.main, refCode: f.spare[n]!.refCode });
    return {};
  },
  input: ({ f }) => ({ ShowcaseID: f.showcase.main, userId: f.spare[n]!.id }),
  crossIds: true,
});

let seq = 0;
/** Unique per call: request ids, aliases and slugs must not collide between roles. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;

const landing = async ({ as, f }: FixtureContext): Promise<Prepared> => {
  const res = await tg(as, 'showcaseAdmin', {
    method: 'saveAction',
    ShowcaseID: f.showcase.main,
    title: 'Удаляемая акция',
    slug: unique('del-'),
    blocks: [],
  });
  return { id: Number((res as { id?: number }).id ?? (res as { action?: { id: number } }).action?.id) };
};

/** Keyed by method name: the /api/tg table (`tg:`) and the /api/ajax/ table (`ajax:`). */
export const METHOD_FIXTURES: Record<string, MethodFixture> = {
  'tg:getDBTime': { input: () => ({}) },
  'tg:changeMode': { input: () => ({ wowTreeMode: false }) },
  'tg:getCounters': { input: () => ({}) },
  'tg:getOneShowcaseCounters': { input: ({ f }) => ({ ShowcaseID: f.showcase.main }) },
  'tg:markDocumentSeen': { input: ({ f }) => ({ DocumentType: 'notification', DocumentId: f.notification }), owned: true },
  'tg:clearCounters': { input: ({ f }) => ({ Counter: 'all', ShowcaseID: f.showcase.main }) },
  'tg:getShowcaseMenu': { input: ({ f }) => ({ id: f.showcase.main }) },
  'tg:UpdateProductQuantityInCart': { input: ({ f }) => ({ ProductId: f.product, Quantity: 2 }) },
  'tg:DeleteProductFromCart': { input: ({ f }) => ({ ProductId: f.product }) },
  'tg:ClearCart': { input: () => ({}) },
  'tg:ToggleFavourite': { input: ({ f }) => ({ ProductId: f.product2 }) },
  'tg:CreateWishlist': { input: ({ f }) => ({ Name: 'Подборка матрицы', ProductId: f.product }) },
  'tg:RenameWishlist': { input: ({ f }) => ({ WishlistId: f.wishlist, Name: 'Мои желания' }), owned: true },
  'tg:DeleteWishlist': {
    prepare: async ({ as, f }) => {
      const res = await tg(as, 'shopper', { method: 'CreateWishlist', Name: unique('Удалить '), ProductId: f.product });
      return { id: Number((res as { wishlist?: { id: number }; id?: number }).wishlist?.id ?? (res as { id?: number }).id) };
    },
    input: (_ctx, p) => ({ WishlistId: p.id }),
    owned: true,
  },
  'tg:AddToWishlist': { input: ({ f }) => ({ WishlistId: f.wishlist, ProductId: f.product2 }), owned: true },
  'tg:RemoveFromWishlist': { input: ({ f }) => ({ WishlistId: f.wishlist, ProductId: f.product2 }), owned: true },
  'tg:MoveWishlistToCart': { input: ({ f }) => ({ WishlistId: f.wishlist }), owned: true },
  'tg:getShowcaseActions': { input: ({ f }) => ({ id: f.showcase.main }) },
  'tg:updateShowcaseSettings': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, stateId: 2 }) },
  'tg:addShowcaseAdmin': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, refCode: f.spare[0]!.refCode }) },
  'tg:removeShowcaseAdmin': undoing('addShowcaseAdmin', 1),
  'tg:banShowcaseUser': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, refCode: f.spare[2]!.refCode, reason: 'Матрица прав' }) },
  'tg:unbanShowcaseUser': undoing('banShowcaseUser', 3),
  'tg:getAdminShowcaseActions': { input: ({ f }) => ({ ShowcaseID: f.showcase.main }) },
  'tg:getAdminAction': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, id: f.landing }), crossIds: true },
  'tg:saveAction': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, title: 'Акция матрицы', slug: unique('m-'), blocks: [] }) },
  'tg:publishAction': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, id: f.landing, published: true }), crossIds: true },
  'tg:reorderActions': {
    prepare: async ({ as, f }) => {
      const res = await tg(as, 'showcaseAdmin', { method: 'getAdminShowcaseActions', ShowcaseID: f.showcase.main });
      return Object.fromEntries((res as { actions: Array<{ id: number }> }).actions.map((a, i) => [String(i), a.id]));
    },
    input: ({ f }, p) => ({ ShowcaseID: f.showcase.main, ids: Object.values(p) }),
    crossIds: true,
  },
  'tg:deleteAction': { prepare: landing, input: ({ f }, p) => ({ ShowcaseID: f.showcase.main, id: p.id }), crossIds: true },
  'tg:setCatalogState': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, categories: [{ id: f.category, visible: true }] }) },
  'tg:updateMenu': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, categories: [{ id: f.category, position: 0, customName: null }] }) },
  'tg:getClientBonusTransactions': { input: () => ({ page: 0 }) },
  'tg:getWithdrawBonusesData': { input: () => ({}) },
  'tg:withdrawBonuses': { input: () => ({ amount: 500, payoutMethod: 'card', details: '4111111111111111' }), rightful: 'referrer' },
  'tg:findTransferRecipient': { input: () => ({ refCode: 'NATALYA1' }) },
  'tg:getWithdrawalRequests': { input: () => ({ status: 'requested' }) },
  'tg:payWithdrawal': { prepare: withdrawal, input: (_ctx, p) => ({ id: p.id }) },
  'tg:rejectWithdrawal': { prepare: withdrawal, input: (_ctx, p) => ({ id: p.id, reason: 'Реквизиты не совпадают' }) },
  'tg:createBonusPayment': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, refCode: 'IVANPOKU', amount: 1, requestId: unique('bp-req-') }) },
  'tg:getShowcaseMoney': { input: ({ f }) => ({ ShowcaseID: f.showcase.main }) },
  'tg:createShowcaseWithdraw': {
    input: ({ f }) => ({ ShowcaseID: f.showcase.main, amount: 500, payoutMethod: 'card', details: '4111111111111111' }),
  },
  'tg:createFundTopup': { input: ({ f }) => ({ ShowcaseID: f.showcase.main, amount: 100, requestId: unique('topup-') }) },
  'tg:savePayoutDestination': { input: () => ({ payoutMethod: 'card', details: '4111111111111111' }) },
  'tg:deletePayoutDestination': {
    prepare: async ({ as }) => {
      const res = await tg(as, 'shopper', { method: 'savePayoutDestination', payoutMethod: 'yoomoney', details: '410011234567890' });
      return { id: (res as { destination: { id: number } }).destination.id };
    },
    input: (_ctx, p) => ({ id: p.id }),
    owned: true,
  },
  'tg:operatorAdjustAccount': {
    input: ({ f }) => ({ kind: 'user_network', userId: f.user.shopper, amount: 1, reason: 'Проверка матрицы', requestId: unique('adj-') }),
  },
  'tg:createFictitiousSaleOrder': {
    input: ({ f }) => ({ ShowcaseID: f.showcase.main, items: [{ ProductId: f.product, Quantity: 1 }], buyerRefCode: 'IVANPOKU' }),
  },
  'tg:getLastLink': { input: () => ({ bot: 'sarafan_main_bot' }) },
  'tg:saveLastLink': { input: () => ({ bot: 'sarafan_main_bot', url: 'https://t.me/sarafan_main_bot?startapp=x' }) },
  'tg:getWowTree': { input: () => ({}) },
  'tg:getWowTreeShowcases': { input: () => ({}) },
  'tg:getFriendShowcases': { input: () => ({}) },
  'tg:getAgentShowcases': { input: ({ f }) => ({ agentId: f.user.shopper }), rightful: 'referrer', owned: true },
  'tg:getAgentsShowcases': { input: ({ f }) => ({ Agents: String(f.user.shopper) }), rightful: 'referrer', owned: true },
  'tg:getClientWowInfo': { input: ({ f }) => ({ agentId: f.user.shopper }), rightful: 'referrer', owned: true },
  'tg:getAgentRequests': { input: () => ({}) },
  'tg:decideAgentRequest': {
    prepare: async ({ as }) => {
      const open = (await as('referrer', { method: 'GET', url: '/api/account/mlm/upload' })).request as { id: number; status: string } | null;
      if (open?.status === 'new') return { id: open.id };
      const res = await as('referrer', { method: 'POST', url: '/api/ajax', body: { action: 'createAgentRequest', comment: 'Хочу быть агентом' } });
      return { id: (res as { request: { id: number } }).request.id };
    },
    input: (_ctx, p) => ({ id: p.id, approve: false, reason: 'Нет документов' }),
  },
  'tg:operatorShowcases': { input: () => ({ search: 'Сарафан' }) },
  'tg:operatorBlockShowcase': { input: ({ f }) => ({ id: f.showcase.promo, reason: 'Проверка матрицы' }) },
  'tg:operatorUnblockShowcase': {
    prepare: async ({ as, f }) => {
      await tg(as, 'operator', { method: 'operatorBlockShowcase', id: f.showcase.promo, reason: 'Проверка матрицы' }).catch(() => undefined);
      return {};
    },
    input: ({ f }) => ({ id: f.showcase.promo }),
  },
  'tg:operatorVerifyDomain': {
    prepare: async ({ t, f }) => {
      await t.database.db.execute(sql`update showcases set domain = 'matrix-promo.example.com', domain_token = 'promotoken',
        domain_verified_at = null, domain_verified_via = null where id = ${f.showcase.promo}`);
      return {};
    },
    input: ({ f }) => ({ id: f.showcase.promo, reason: 'Проверка матрицы' }),
  },
  'tg:operatorUsers': { input: () => ({ search: 'Иван' }) },
  'tg:operatorBanUser': { input: ({ f }) => ({ id: f.spare[0]!.id, reason: 'Проверка матрицы' }) },
  'tg:operatorUnbanUser': {
    prepare: async ({ as, f }) => {
      await tg(as, 'operator', { method: 'operatorBanUser', id: f.spare[0]!.id, reason: 'Проверка матрицы' }).catch(() => undefined);
      return {};
    },
    input: ({ f }) => ({ id: f.spare[0]!.id }),
  },
  'tg:operatorClaims': { input: () => ({}) },
  'tg:getShowcaseClaims': { input: ({ f }) => ({ ShowcaseID: f.showcase.main }) },
  'tg:getShowcaseClaim': { prepare: claim, input: ({ f }, p) => ({ ShowcaseID: f.showcase.main, id: p.id }), crossIds: true },
  'tg:answerShowcaseClaim': {
    prepare: claim,
    input: ({ f }, p) => ({ ShowcaseID: f.showcase.main, id: p.id, answer: 'Пришлите фото упаковки' }),
    crossIds: true,
  },
  'tg:decideShowcaseClaim': {
    prepare: claim,
    input: ({ f }, p) => ({ ShowcaseID: f.showcase.main, id: p.id, decision: 'rejected', answer: 'Повреждение не гарантийное' }),
    crossIds: true,
  },
  'tg:operatorDecideClaim': { prepare: claim, input: (_ctx, p) => ({ id: p.id, decision: 'in_review', answer: 'Смотрим' }) },
  'tg:getNetworkSettings': { input: () => ({}) },
  'tg:updateNetworkSettings': { input: () => ({ settings: SEEDED_NETWORK_SETTINGS }) },

  'ajax:orderAction': { input: ({ f }) => ({ orderId: f.order, type: 'repeat' }), owned: true },
  'ajax:createWithdraw': { input: () => ({ amount: 500, method: 'sbp', details: '+79001234567', bankId: '100000000111' }), rightful: 'referrer' },
  'ajax:createTransfer': { input: () => ({ refCode: 'NATALYA1', amount: 1, requestId: unique('tr-req-') }) },
  'ajax:updateClient': { input: () => ({ city: 'Москва' }) },
  'ajax:updateNotification': { input: ({ f }) => ({ id: f.notification, seen: true }), owned: true },
  'ajax:checkAlias': { input: () => ({ alias: 'free-alias-x' }) },
  'ajax:cloneTemplate': { input: ({ f }) => ({ ShowcaseID: f.showcase.promo, templateId: f.showcase.main }), crossIds: true },
  'ajax:removeShowcase': {
    prepare: async ({ as }) => {
      const res = await as('showcaseAdmin', {
        method: 'POST',
        url: '/api/account/showcases/add',
        body: { name: 'Удаляемая витрина', alias: unique('rm-') },
      });
      return { id: Number((res as { id?: number; showcase?: { id: number } }).id ?? (res as { showcase?: { id: number } }).showcase?.id) };
    },
    input: (_ctx, p) => ({ ShowcaseID: p.id }),
  },
  'ajax:removeCompany': {
    prepare: async ({ as }) => {
      const res = await as('shopper', {
        method: 'POST',
        url: '/api/account/companies',
        body: { form: 'self_employed', name: 'Иван Покупателев', inn: '770712345633' },
      });
      return { id: (res as { company: { id: number } }).company.id };
    },
    input: (_ctx, p) => ({ id: p.id }),
    owned: true,
  },
  'ajax:createAgentRequest': { input: () => ({ comment: 'Готов продвигать витрины' }), rightful: 'shopper' },
};

async function withdrawal({ as }: FixtureContext): Promise<Prepared> {
  const res = await as('referrer', {
    method: 'POST',
    url: '/api/ajax',
    body: { action: 'createWithdraw', amount: 500, method: 'card', details: '4111111111111111' },
  });
  const id = (res as { withdrawal?: { id: number }; id?: number }).withdrawal?.id ?? (res as { id?: number }).id;
  return { id: Number(id) };
}

async function claim({ t, f }: FixtureContext): Promise<Prepared> {
  const line = f.claimLines[2]!;
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into claims (order_id, order_item_id, user_id, reason, description, status)
    values (${line.orderId}, ${line.itemId}, ${f.user.shopper}, 'defect', 'Товар пришёл с трещиной на корпусе', 'new') returning id`,
  );
  await t.database.db.execute(sql`insert into claim_lines (claim_id, order_item_id, quantity) values (${row!.id}, ${line.itemId}, 1)`);
  return { id: row!.id };
}
