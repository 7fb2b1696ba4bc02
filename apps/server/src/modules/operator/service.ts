import { SHOWCASE_STATE, type Locale } from '@storefront/contract/constants';
import type { NetworkSettings, NetworkSettingsResponse, OperatorShowcase, OperatorUser } from '@storefront/contract/operator';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isoDate } from '../bonuses/transactions';
import { loadBonusSettings } from '../bonuses/settings';
import { notify } from '../notifications/notify';
import { linesOfClaims } from '../claims/service';
import { refundsOf } from '../payments/refunds';
import * as repo from './repository';
import { conflictText, type ConflictText } from './texts';

const conflict = (locale: Locale, key: ConflictText) => new AppError('CONFLICT', {}, { id: conflictText(locale, key) });

// ---- Showcases ----

export async function showcases(
  db: Db,
  filter: { search?: string | undefined; state?: number | undefined },
): Promise<{ showcases: OperatorShowcase[] }> {
  const list = await repo.listShowcases(db, filter);
  return {
    showcases: list.map(({ block, ...s }) => ({
      ...s,
      // A record left from an earlier block (the state was changed another way since) means nothing now.
      block:
        s.stateId === SHOWCASE_STATE.blocked && block
          ? { reason: block.reason, blockedAt: isoDate(block.blockedAt), previousStateId: block.previousStateId }
          : null,
    })),
  };
}

/** DESIGN §6: state 3 hides the showcase from everyone but operators; the state it had is kept for the unblock. */
export async function blockShowcase(db: Db, locale: Locale, operatorId: number, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const s = await repo.lockShowcase(tx, id);
    if (!s) throw new AppError('NOT_FOUND');
    if (s.stateId === SHOWCASE_STATE.blocked) throw conflict(locale, 'alreadyBlocked');
    await repo.blockShowcase(tx, id, { reason, operatorId });
    await notify(tx, {
      userId: s.ownerId,
      type: 'showcase_blocked',
      title: `Витрина «${s.name}» заблокирована оператором сети`,
      body: `Причина: ${reason}`,
      link: `/account/profile/showcases/${id}`,
    });
  });
}

/** Back to the state before the block; a block without a record (seeded, or set elsewhere) returns to the store state. */
export async function unblockShowcase(db: Db, locale: Locale, id: number): Promise<{ stateId: number }> {
  return db.transaction(async (tx) => {
    const s = await repo.lockShowcase(tx, id);
    if (!s) throw new AppError('NOT_FOUND');
    if (s.stateId !== SHOWCASE_STATE.blocked) throw conflict(locale, 'notBlocked');
    const previous = s.stateBeforeBlock;
    const stateId = previous !== null && previous >= SHOWCASE_STATE.draft && previous < SHOWCASE_STATE.blocked ? previous : SHOWCASE_STATE.store;
    await repo.unblockShowcase(tx, id, stateId);
    await notify(tx, {
      userId: s.ownerId,
      type: 'showcase_unblocked',
      title: `Витрина «${s.name}» разблокирована`,
      link: `/account/profile/showcases/${id}`,
    });
    return { stateId };
  });
}

// ---- Users ----

export async function users(db: Db, filter: { search?: string | undefined; banned?: boolean | undefined }): Promise<{ users: OperatorUser[] }> {
  const list = await repo.listUsers(db, filter);
  return {
    users: list.map(({ ban, createdAt, ...u }) => ({
      ...u,
      createdAt: isoDate(createdAt),
      ban: u.isBanned && ban ? { reason: ban.reason, bannedAt: isoDate(ban.bannedAt) } : null,
    })),
  };
}

/** A network-wide ban: every call of the user is refused from the next request on (plugins/auth.ts). */
export async function banUser(db: Db, locale: Locale, operatorId: number, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const u = await repo.lockUser(tx, id);
    if (!u) throw new AppError('NOT_FOUND');
    if (u.role === 'operator') throw conflict(locale, 'operator');
    if (u.isBanned) throw conflict(locale, 'alreadyBanned');
    await repo.setBan(tx, id, { reason, operatorId });
    await notify(tx, { userId: id, type: 'user_banned', title: 'Ваш аккаунт заблокирован оператором сети', body: `Причина: ${reason}` });
  });
}

export async function unbanUser(db: Db, locale: Locale, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const u = await repo.lockUser(tx, id);
    if (!u) throw new AppError('NOT_FOUND');
    if (!u.isBanned) throw conflict(locale, 'notBanned');
    await repo.setBan(tx, id, null);
    await notify(tx, {
      userId: id,
      type: 'user_unbanned',
      title: 'Блокировка аккаунта снята',
      body: 'Вы снова можете пользоваться всеми витринами сети.',
    });
  });
}

// ---- Claims ----

export async function claims(db: Db, filter: 'open' | 'decided') {
  const list = await repo.listClaims(db, filter);
  const refunds = await refundsOf(db, [...new Set(list.map((c) => c.orderId))]);
  const lines = await linesOfClaims(
    db,
    list.map((c) => c.id),
  );
  return {
    claims: list.map(({ orderId, ...c }) => ({
      ...c,
      lines: lines.get(c.id) ?? [],
      createdAt: isoDate(c.createdAt),
      refunds: refunds.filter((r) => r.orderId === orderId).map(({ orderId: _orderId, ...r }) => r),
    })),
  };
}

// ---- Network settings (the keys modules/bonuses/settings.ts and the checkout caps read) ----

const SETTING_KEYS = ['bonus_split', 'maturation_days', 'withdrawal_min_bonuses', 'network_spend_cap_percent', 'local_spend_cap_percent'] as const;

export async function networkSettings(db: Db): Promise<NetworkSettingsResponse> {
  const [s, updatedAt] = [await loadBonusSettings(db), await repo.settingsUpdatedAt(db, SETTING_KEYS)];
  const level = (i: number) => s.split.levels[i] ?? 0;
  return {
    settings: {
      split: { showcaseOwner: s.split.showcaseOwner, levels: [level(0), level(1), level(2)] },
      maturationDays: s.maturationDays,
      withdrawalMin: Math.round(s.withdrawalMin / 100),
      networkSpendCapPercent: s.networkSpendCapPercent,
      localSpendCapPercent: s.localSpendCapPercent,
    },
    updatedAt: updatedAt ? isoDate(updatedAt) : null,
  };
}

/** All keys in one transaction: a split is never half-written. */
export async function updateNetworkSettings(db: Db, settings: NetworkSettings): Promise<NetworkSettingsResponse> {
  const values: Record<(typeof SETTING_KEYS)[number], unknown> = {
    bonus_split: { showcaseOwner: settings.split.showcaseOwner, levels: [...settings.split.levels] },
    maturation_days: settings.maturationDays,
    withdrawal_min_bonuses: settings.withdrawalMin,
    network_spend_cap_percent: settings.networkSpendCapPercent,
    local_spend_cap_percent: settings.localSpendCapPercent,
  };
  await db.transaction((tx) => repo.putSettings(tx, values));
  return networkSettings(db);
}
