import { toProviderAmount } from '@storefront/contract/payments';
import { toKopecks } from '@storefront/contract/bonuses';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import { idempotencyKey } from '../../lib/idempotency';
import { formatMoney } from '../../lib/money';
import { ensureAccount, post } from '../bonuses/ledger';
import { inTransaction } from '../bonuses/tx';
import { notify } from '../notifications/notify';
import { paymentProvider, ProviderError } from '../payments/provider';
import { PAYMENT_CURRENCY, receiptCustomer, topupReceipt } from '../payments/receipt';
import { publicOrigin } from '../payments/service';
import { audit } from './audit';

/**
 * The owner tops up the showcase's local fund («Баланс страницы», which pays buyers' cashback) by a card payment of
 * payment system 1; the fund is credited once, when the provider says the payment succeeded (webhook or return).
 */
export interface TopupRow {
  id: number;
  showcaseId: number;
  userId: number;
  amount: number;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  providerPaymentId: string | null;
  idempotenceKey: string;
  confirmationUrl: string | null;
  createdAt: Date | string;
}

const COLUMNS = sql`id, showcase_id as "showcaseId", user_id as "userId", amount::float8 as amount, status, provider_payment_id as "providerPaymentId",
  idempotence_key as "idempotenceKey", confirmation_url as "confirmationUrl", created_at as "createdAt"`;

export const topupView = (t: TopupRow) => ({
  id: t.id,
  amount: t.amount / 100,
  status: t.status,
  createdAt: new Date(t.createdAt).toISOString(),
  confirmationUrl: t.status === 'pending' ? t.confirmationUrl : null,
});

export function topupsOf(app: FastifyInstance, showcaseId: number): Promise<TopupRow[]> {
  return rows<TopupRow>(app.db, sql`select ${COLUMNS} from fund_topups where showcase_id = ${showcaseId} order by id desc limit 20`);
}

export async function createTopup(
  app: FastifyInstance,
  req: FastifyRequest,
  owner: { id: number },
  showcase: { id: number; name: string },
  amountRub: number,
  requestId?: string,
) {
  const provider = paymentProvider(app);
  if (!provider) throw new AppError('PAYMENT_PROVIDER_ERROR');
  const amount = toKopecks(amountRub);
  const user = await one<{ phone: string | null; email: string | null }>(app.db, sql`select phone, email from users where id = ${owner.id}`);
  const customer = receiptCustomer({ phone: user?.phone ?? null, email: user?.email ?? null });
  if (!customer.phone && !customer.email) throw new AppError('VALIDATION_FAILED', {}, { amount: fieldText('receiptContactMissing') });
  const key = idempotencyKey(`topup-${showcase.id}-`, requestId);
  const topup = await inTransaction(app.db, async (tx) => {
    await tx.execute(sql`insert into fund_topups (showcase_id, user_id, amount, idempotence_key) values (${showcase.id}, ${owner.id}, ${amount}, ${key})
      on conflict (idempotence_key) do nothing`);
    const row = (await one<TopupRow>(tx, sql`select ${COLUMNS} from fund_topups where idempotence_key = ${key}`))!;
    if (row.providerPaymentId === null)
      await audit(tx, {
        showcaseId: showcase.id,
        actorId: owner.id,
        action: 'topup_created',
        amount: 0,
        reason: `${formatMoney(amount)} ₽`,
        ref: `topup:${row.id}`,
      });
    return row;
  });
  if (topup.providerPaymentId) return { topup: topupView(topup), confirmationUrl: topup.confirmationUrl };
  const back = new URL('/api/payments/1/topup-return', publicOrigin(app, req));
  back.searchParams.set('topupId', String(topup.id));
  try {
    const created = await provider.create(
      {
        amount: { value: toProviderAmount(topup.amount), currency: PAYMENT_CURRENCY },
        capture: true,
        confirmation: { type: 'redirect', return_url: back.toString() },
        description: `Пополнение баланса страницы «${showcase.name}»`.slice(0, 128),
        metadata: { topupId: String(topup.id) },
        receipt: topupReceipt(customer, showcase.name, topup.amount),
      },
      topup.idempotenceKey,
    );
    const url = created.confirmation?.confirmation_url ?? null;
    await app.db.execute(
      sql`update fund_topups set provider_payment_id = ${created.id}, confirmation_url = ${url}, status = ${created.status}, updated_at = now() where id = ${topup.id}`,
    );
    return { topup: topupView({ ...topup, providerPaymentId: created.id, confirmationUrl: url, status: created.status }), confirmationUrl: url };
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw err;
  }
}

/** A top-up's payment re-read from the provider: succeeded credits the fund once; canceled closes the top-up. */
export async function syncTopup(app: FastifyInstance, providerPaymentId: string): Promise<'unknown' | 'unchanged' | 'updated'> {
  const local = await one<TopupRow>(app.db, sql`select ${COLUMNS} from fund_topups where provider_payment_id = ${providerPaymentId}`);
  const remote = local ? await paymentProvider(app)?.get(providerPaymentId) : null;
  if (!local || !remote || remote.amount.value !== toProviderAmount(local.amount) || remote.amount.currency !== PAYMENT_CURRENCY) return 'unknown';
  return inTransaction(app.db, async (tx) => {
    const t = await one<TopupRow>(tx, sql`select ${COLUMNS} from fund_topups where id = ${local.id} for update`);
    if (!t || t.status === remote.status || t.status === 'succeeded' || t.status === 'canceled') return 'unchanged';
    await tx.execute(sql`update fund_topups set status = ${remote.status}, updated_at = now() where id = ${t.id}`);
    if (remote.status === 'succeeded') {
      const fund = await ensureAccount(tx, 'showcase_fund', { showcaseId: t.showcaseId });
      await post(tx, {
        accountId: fund,
        amount: t.amount,
        status: 'available',
        operation: 'fund_topup',
        showcaseId: t.showcaseId,
        sourceUserId: t.userId,
        idempotencyKey: `topup:${t.id}`,
      });
      await audit(tx, {
        showcaseId: t.showcaseId,
        actorId: t.userId,
        action: 'topup_paid',
        amount: t.amount,
        accountId: fund,
        reason: providerPaymentId,
        ref: `topup:${t.id}`,
      });
      await notify(tx, {
        userId: t.userId,
        type: 'fund_topup',
        title: `Баланс страницы пополнен на ${formatMoney(t.amount)} ₽`,
        link: `/account/profile/showcases/${t.showcaseId}`,
      });
    } else if (remote.status === 'canceled') {
      await audit(tx, {
        showcaseId: t.showcaseId,
        actorId: t.userId,
        action: 'topup_canceled',
        amount: 0,
        reason: providerPaymentId,
        ref: `topup:${t.id}`,
      });
    }
    return 'updated';
  });
}

export async function topupShowcase(
  app: FastifyInstance,
  topupId: number,
): Promise<{ showcaseId: number; providerPaymentId: string | null } | undefined> {
  return one(app.db, sql`select showcase_id as "showcaseId", provider_payment_id as "providerPaymentId" from fund_topups where id = ${topupId}`);
}
