import { isSbpBank, maskWithdrawDetails, SBP_BANKS, targetIssue, type WithdrawMethod, type WithdrawTarget } from '@storefront/contract/bonuses';
import type { PayoutDestinationData } from '@storefront/contract/payments';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { one, rows } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { fieldText } from '../../lib/messages';
import { open, payoutKey, seal } from '../../lib/secret-box';

/**
 * Payout destinations (bank card, SBP phone + bank, YooMoney wallet) of a member. The number is sealed with
 * AES-256-GCM (PAYOUT_ENCRYPTION_KEY) and opened only to build the provider's payout request; lists show the mask.
 */
export interface DestinationRow {
  id: number;
  userId: number;
  method: WithdrawMethod;
  bankId: string | null;
  masked: string;
  sealed: string;
}

type KeyConfig = Pick<AppConfig, 'PAYOUT_ENCRYPTION_KEY' | 'DEMO'>;

const COLUMNS = sql`id, user_id as "userId", kind as method, bank_id as "bankId", masked, sealed`;
const digitsOf = (method: WithdrawMethod, details: string) => {
  const d = details.replace(/\D/g, '');
  return method === 'sbp' ? `7${d.slice(-10)}` : d;
};

export const bankName = (id: string | null): string | null => SBP_BANKS.find((b) => b.id === id)?.name ?? null;

export function destinationsOf(db: Db | Tx, userId: number): Promise<DestinationRow[]> {
  return rows<DestinationRow>(
    db,
    sql`select ${COLUMNS} from payout_destinations where user_id = ${userId} and deleted_at is null order by id desc limit 20`,
  );
}

/** Saves new details (the same number saved before is reused, not duplicated). */
export async function saveDestination(
  tx: Db | Tx,
  config: KeyConfig,
  userId: number,
  t: { method: WithdrawMethod; details: string; bankId?: string | undefined },
): Promise<DestinationRow> {
  const issue = targetIssue(t);
  if (issue) throw new AppError('VALIDATION_FAILED', {}, { [issue.path[0]!]: issue.message });
  const key = payoutKey(config);
  const number = digitsOf(t.method, t.details);
  const bankId = t.method === 'sbp' ? t.bankId! : null;
  for (const d of await destinationsOf(tx, userId)) {
    if (d.method === t.method && d.bankId === bankId && open(key, d.sealed) === number) return d;
  }
  const masked = maskWithdrawDetails(t.method, number) + (bankId ? `, ${bankName(bankId)}` : '');
  const row = await one<DestinationRow>(
    tx,
    sql`
    insert into payout_destinations (user_id, kind, bank_id, sealed, masked) values (${userId}, ${t.method}, ${bankId}, ${seal(key, number)}, ${masked})
    returning ${COLUMNS}`,
  );
  return row!;
}

export async function deleteDestination(db: Db, userId: number, id: number): Promise<void> {
  const row = await one(
    db,
    sql`update payout_destinations set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`,
  );
  if (!row) throw new AppError('NOT_FOUND');
}

/** The destination a withdrawal names: a saved one of the user, or new details saved now. */
export async function resolveTarget(tx: Tx, config: KeyConfig, userId: number, t: WithdrawTarget): Promise<DestinationRow> {
  if (t.destinationId !== undefined) {
    const row = await one<DestinationRow>(
      tx,
      sql`select ${COLUMNS} from payout_destinations where id = ${t.destinationId} and user_id = ${userId} and deleted_at is null`,
    );
    if (!row) throw new AppError('NOT_FOUND', {}, { destinationId: fieldText('destinationNotFound') });
    return row;
  }
  return saveDestination(tx, config, userId, { method: t.method!, details: t.details!, bankId: t.bankId });
}

export function destinationById(db: Db | Tx, id: number): Promise<DestinationRow | undefined> {
  return one<DestinationRow>(db, sql`select ${COLUMNS} from payout_destinations where id = ${id}`);
}

/** The provider's payout_destination_data: the only place a sealed number is opened. */
export function payoutData(config: KeyConfig, d: DestinationRow): PayoutDestinationData {
  const number = open(payoutKey(config), d.sealed);
  if (d.method === 'card') return { type: 'bank_card', card: { number } };
  if (d.method === 'sbp') {
    if (!isSbpBank(d.bankId ?? undefined)) throw new AppError('VALIDATION_FAILED', {}, { bankId: fieldText('sbpBankMissing') });
    return { type: 'sbp', phone: number, bank_id: d.bankId! };
  }
  return { type: 'yoo_money', account_number: number };
}
