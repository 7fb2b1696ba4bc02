import { webPath } from '@storefront/contract/web-paths';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { formatBonusCount, formatMoney } from '../../lib/money';
import { telegramApiFor } from '../bot/service';
import { botTokenFor, maxBotTokenFor } from '../identity/service';
import { maxApiFor } from '../max-bot/service';
import { showcaseById } from '../showcases/service';
import * as repo from './repository';

/**
 * Events of a showcase its staff (the owner and the admins) hear about: in the app (notifications list and badge)
 * and, for whoever opted in, as a message from the showcase's Telegram bot (and its MAX bot when the member has a
 * MAX identity).
 */
export const STAFF_EVENT_KINDS = ['order_new', 'claim_new', 'claim_escalated', 'withdrawal_paid', 'withdrawal_rejected', 'cashback_skipped'] as const;
export type StaffEventKind = (typeof STAFF_EVENT_KINDS)[number];

export type StaffEvent =
  | { kind: 'order_new'; orderId: number; number: string; total: number }
  | { kind: 'claim_new'; claimId: number; orderNumber: string }
  | { kind: 'claim_escalated'; claimId: number; orderNumber: string }
  | { kind: 'withdrawal_paid'; amount: number }
  | { kind: 'withdrawal_rejected'; amount: number; reason: string }
  | { kind: 'cashback_skipped'; orderId: number; number: string; amount: number };

interface Text {
  title: string;
  body: string;
  link: string;
}

function textOf(showcaseId: number, e: StaffEvent): Text {
  const saleOrder = (id: number) => `${webPath('saleOrders')}?id=${id}`;
  // The claim in the showcase's claims inbox (features/seller-claims reads ?claim=).
  const sellerClaim = (id: number) => `${webPath('showcaseClaims', { id: showcaseId })}?claim=${id}`;
  switch (e.kind) {
    case 'order_new':
      return { title: `Новый заказ ${e.number}`, body: `Сумма заказа: ${formatMoney(e.total)}.`, link: saleOrder(e.orderId) };
    case 'claim_new':
      return {
        title: `Новая претензия по заказу ${e.orderNumber}`,
        body: 'Покупатель ждёт ответа продавца.',
        link: sellerClaim(e.claimId),
      };
    case 'claim_escalated':
      return {
        title: `Претензия по заказу ${e.orderNumber} передана оператору`,
        body: 'Покупатель не согласился с отказом: решение примет оператор сети.',
        link: sellerClaim(e.claimId),
      };
    case 'withdrawal_paid':
      return {
        title: `Вывод ${formatBonusCount(e.amount)} выплачен`,
        body: 'Выплата отправлена.',
        link: webPath('showcaseMoney', { id: showcaseId }),
      };
    case 'withdrawal_rejected':
      return {
        title: `Вывод ${formatBonusCount(e.amount)} отклонён`,
        body: `Причина: ${e.reason}. Сумма вернулась на счёт.`,
        link: webPath('showcaseMoney', { id: showcaseId }),
      };
    case 'cashback_skipped':
      return {
        title: `Кэшбэк ${formatMoney(e.amount)} по заказу ${e.number} не начислен`,
        body: 'На балансе страницы не хватило средств. Пополните баланс, чтобы покупатели получали кэшбэк.',
        link: webPath('showcaseMoney', { id: showcaseId }),
      };
  }
}

/** Kicks of the running apps' bot delivery (one per app; registerStaffNotifications adds it). */
const kickers = new Set<() => void>();

/**
 * Tells the showcase's owner and admins about an event: one in-app notification each, written with `conn` (inside
 * the caller's transaction, so it commits or rolls back with the event), and for each member who opted in a bot
 * message queued with it. The messages are sent after the commit by the delivery (soon, and by the job runner),
 * never within the request. Returns the ids of the members told.
 */
export async function notifyShowcaseStaff(conn: Db | Tx, showcaseId: number, event: StaffEvent): Promise<number[]> {
  const text = textOf(showcaseId, event);
  const staff = await repo.staffOf(conn, showcaseId);
  for (const member of staff) {
    await repo.insertStaffNotification(conn, { userId: member.userId, showcaseId, type: event.kind, ...text, bot: member.notifyByBot });
  }
  if (staff.some((m) => m.notifyByBot)) for (const kick of kickers) kick();
  return staff.map((m) => m.userId);
}

/**
 * notifyShowcaseStaff for a caller that writes the notifications in a statement of its own (order placement): the
 * rows as a SELECT (repository.staffNotificationRows), and `written` to call with the members told once they are.
 */
export function staffNotifications(showcaseId: number, event: StaffEvent): { rows: SQL; written(staff: ReadonlyArray<{ bot: boolean }>): void } {
  return {
    rows: repo.staffNotificationRows(showcaseId, { type: event.kind, ...textOf(showcaseId, event) }),
    written: (staff) => {
      if (staff.some((m) => m.bot)) for (const kick of kickers) kick();
    },
  };
}

const BATCH = 50;

/** Sends the pending bot messages: each at most once, each call within OUTBOUND_TIMEOUT_MS; a failure is logged. */
export async function deliverStaffMessages(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repo.takePendingBotMessages(app.db, BATCH);
    for (const m of batch) {
      const ok = await sendOne(app, m).catch((err: unknown) => {
        app.log.warn({ err, notificationId: m.id }, 'staff bot message failed');
        return false;
      });
      if (ok) sent++;
      else await repo.markBotFailed(app.db, m.id);
    }
    if (batch.length < BATCH) return sent;
  }
}

async function sendOne(app: FastifyInstance, m: repo.PendingBotMessage): Promise<boolean> {
  const showcase = await showcaseById(app.db, m.showcaseId);
  if (!showcase) return false;
  const text = `${showcase.name}\n${m.title}\n${m.body}`.slice(0, 4096);
  let delivered = false;
  const tgToken = m.telegramId !== null ? botTokenFor(app.config, showcase) : null;
  if (tgToken && m.telegramId !== null) {
    await telegramApiFor(app.config, tgToken).sendMessage({ chat_id: m.telegramId, text, link_preview_options: { is_disabled: true } });
    delivered = true;
  }
  const maxToken = m.maxId !== null && showcase.maxBotToken ? maxBotTokenFor(app.config, showcase) : null;
  const max = maxToken ? maxApiFor(app, maxToken) : null;
  if (max && m.maxId !== null) {
    await max.sendMessage(m.maxId, { text });
    delivered = true;
  }
  return delivered;
}

/** Delivery soon after the deciding transaction commits (a few tries); the job runner catches the rest. */
export function registerStaffNotifications(app: FastifyInstance): void {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const run = () => {
    if (closed) return;
    deliverStaffMessages(app).catch((err: unknown) => app.log.warn({ err }, 'staff bot delivery failed'));
  };
  const kick = () => {
    for (const delay of [30, 300, 1500]) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };
  kickers.add(kick);
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    kickers.delete(kick);
    for (const timer of timers) clearTimeout(timer);
    done();
  });
  app.bonusMaturation.add({ name: 'staff-bot-messages', intervalMs: app.config.MONEY_JOBS_INTERVAL_MS, run: () => deliverStaffMessages(app) });
}

/** The caller's own opt-in for bot messages of the showcase. */
export function botNotificationsOf(db: Db, showcaseId: number, userId: number): Promise<boolean> {
  return repo.botOptIn(db, showcaseId, userId);
}

/** Whether the user is the showcase's owner or one of its admins. */
export async function isShowcaseStaff(db: Db, showcaseId: number, userId: number): Promise<boolean> {
  return (await repo.staffOf(db, showcaseId)).some((m) => m.userId === userId);
}

/** The owner or an admin opts in or out; anyone else (an operator who is not on the staff) is refused. */
export async function setBotNotifications(db: Db, showcase: { id: number; ownerId: number }, userId: number, enabled: boolean): Promise<void> {
  if (!(await isShowcaseStaff(db, showcase.id, userId))) throw new AppError('FORBIDDEN');
  await repo.setBotOptIn(db, showcase.id, userId, showcase.ownerId === userId, enabled);
}
