import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { rows } from '../../src/db/sql';
import { AppError } from '../../src/lib/app-error';
import { accrueOrder, scheduleMaturation } from '../../src/modules/bonuses/accrual';
import { ensureAccount, post, reverseOrder } from '../../src/modules/bonuses/ledger';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { matureAll } from '../../src/modules/bonuses/maturation';
import { createTransfer } from '../../src/modules/bonuses/transfers';
import { inTransaction } from '../../src/modules/bonuses/tx';
import { createWithdraw, decideWithdrawal } from '../../src/modules/bonuses/withdrawals';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { insertOrder, userByTelegram } from './bonus-helpers';

/**
 * Property: whatever mix of accruals, spends, withdrawals (requested, paid, rejected), reversals, maturations and
 * transfers runs at once on one database (Promise.all; truly concurrent on PostgreSQL), the ledger stays sound —
 * no balance below zero or below its reserve, every balance equal to the sum of its entries, every reserve equal to
 * the open withdrawals, and every idempotency key applied once.
 */
export const PROPERTY_RUNS = 100;

let t: TestApp;
let people: Array<{ id: number; name: string; refCode: string }>;
let orders: number[];
let operatorId: number;

const TELEGRAM_IDS = [
  DEMO_USERS.shopper.telegramId,
  DEMO_USERS.referrer.telegramId,
  200_001,
  DEMO_USERS.showcaseAdmin.telegramId,
  DEMO_USERS.sportAdmin.telegramId,
];
const VISA = '4111111111111111';
const EXPECTED = new Set(['INSUFFICIENT_BONUSES', 'CONFLICT', 'VALIDATION_FAILED', 'NOT_FOUND']);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people = await Promise.all(
    TELEGRAM_IDS.map(async (tg) => {
      const id = await userByTelegram(db, tg);
      const [u] = await rows<{ name: string; refCode: string }>(db, sql`select name, ref_code as "refCode" from users where id = ${id}`);
      return { id, ...u! };
    }),
  );
  operatorId = await userByTelegram(db, DEMO_USERS.operator.telegramId);
  const main = await showcaseByAlias(db, 'main');
  const sport = await showcaseByAlias(db, 'sport');
  // Every account the operations may touch exists up front, as it would after the first use.
  await db.transaction(async (tx) => {
    for (const p of people) {
      await ensureAccount(tx, 'user_network', { userId: p.id });
      for (const s of [main, sport]) await ensureAccount(tx, 'user_local', { userId: p.id, showcaseId: s.id });
    }
  });
  orders = [];
  for (const [i, buyer] of [0, 1, 0, 4, 2, 0].entries()) {
    orders.push(
      await insertOrder(db, {
        userId: people[buyer]!.id,
        showcaseId: i % 2 ? sport.id : main.id,
        status: 'paid',
        lines: [{ price: 150_000 + i * 33_333, quantity: 1 + (i % 3), bonusRate: 10 + i * 2.5 }],
      }),
    );
  }
});
afterAll(() => t.close());

const person = fc.integer({ min: 0, max: TELEGRAM_IDS.length - 1 });
const order = fc.integer({ min: 0, max: 5 });
const bonuses = fc.oneof(fc.integer({ min: 1, max: 300_000 }), fc.constantFrom(50_000, 100_000)).map((k) => k / 100);
const key = fc.integer({ min: 0, max: 3 });

const op = fc.oneof(
  fc.record({ type: fc.constant('accrue' as const), order }),
  fc.record({ type: fc.constant('reverse' as const), order }),
  fc.record({ type: fc.constant('complete' as const), order }),
  fc.record({ type: fc.constant('mature' as const) }),
  fc.record({ type: fc.constant('spend' as const), who: person, amount: bonuses, key }),
  fc.record({ type: fc.constant('withdraw' as const), who: person, amount: bonuses }),
  fc.record({ type: fc.constant('decide' as const), pick: fc.nat(), pay: fc.boolean() }),
  fc.record({ type: fc.constant('transfer' as const), who: person, to: person, amount: bonuses, key }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

let run = 0;
async function apply(o: Op, runId: number): Promise<void> {
  const db = t.database.db;
  const day = 86_400_000;
  switch (o.type) {
    case 'accrue':
      return void (await inTransaction(db, (tx) => accrueOrder(tx, orders[o.order]!)));
    case 'reverse':
      return void (await inTransaction(db, (tx) => reverseOrder(tx, orders[o.order]!)));
    case 'complete':
      return inTransaction(db, (tx) => scheduleMaturation(tx, orders[o.order]!));
    case 'mature':
      return void (await matureAll(db, new Date(Date.now() + 30 * day)));
    case 'spend':
      return void (await inTransaction(db, async (tx) => {
        const accountId = await ensureAccount(tx, 'user_network', { userId: people[o.who]!.id });
        await post(tx, {
          accountId,
          amount: -Math.round(o.amount * 100),
          status: 'available',
          operation: 'spend',
          idempotencyKey: `prop:${runId}:spend:${o.who}:${o.key}`,
        });
      }));
    case 'withdraw':
      return void (await createWithdraw(db, { DEMO: true, PAYOUT_ENCRYPTION_KEY: undefined }, 'ru-RU', people[o.who]!.id, {
        amount: Math.max(500, o.amount),
        method: 'card',
        details: VISA,
      }));
    case 'decide': {
      const open = await rows<{ id: number }>(db, sql`select id from withdrawals where status = 'requested' order by id`);
      if (open.length === 0) return;
      const id = open[o.pick % open.length]!.id;
      return void (await decideWithdrawal(db, operatorId, id, o.pay ? { pay: true, reference: 'п/п 1' } : { pay: false, reason: 'проверка' }));
    }
    case 'transfer':
      return void (await createTransfer(db, 'ru-RU', people[o.who]!, {
        refCode: people[o.to]!.refCode,
        amount: o.amount,
        requestId: `prop-${runId}-${o.who}-${o.key}`,
      }));
  }
}

async function invariants(): Promise<void> {
  const db = t.database.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  // Reserves are exactly the open withdrawals.
  expect(
    await rows(
      db,
      sql`select a.id from bonus_accounts a where a.reserved <> coalesce((select sum(w.amount) from withdrawals w where w.account_id = a.id and w.status = 'requested'), 0)`,
    ),
  ).toEqual([]);
  // Each accrual share, refund and payout exists at most once, transfers come in whole pairs, paid withdrawals are debited once.
  expect(
    await rows(
      db,
      sql`select order_id, operation, level, account_id from bonus_entries where order_id is not null and operation <> 'spend'
    group by 1, 2, 3, 4 having count(*) > 1`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select regexp_replace(idempotency_key, ':(in|out)$', '') as k from bonus_entries where operation in ('transfer_in', 'transfer_out')
    group by 1 having count(*) <> 2 or sum(amount) <> 0`,
    ),
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select w.id from withdrawals w where (w.status = 'paid') <> exists (select 1 from bonus_entries e where e.operation = 'withdrawal'
    and (e.idempotency_key = 'withdrawal:' || w.id or e.idempotency_key = 'seed:withdrawal:' || w.id))`,
    ),
  ).toEqual([]);
  expect(await rows(db, sql`select id from bonus_accounts where balance < 0 or pending < 0 or reserved < 0 or reserved > balance`)).toEqual([]);
}

describe('ledger under concurrent random operations', () => {
  it(`stays sound over ${PROPERTY_RUNS} runs`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
        const runId = ++run;
        const results = await Promise.allSettled(ops.map((o) => apply(o, runId)));
        for (const r of results) {
          if (r.status === 'rejected' && !(r.reason instanceof AppError && EXPECTED.has(r.reason.code))) throw r.reason;
        }
        await invariants();
      }),
      { numRuns: PROPERTY_RUNS, endOnFailure: true },
    );
    // The runs did real work: every kind of entry was written.
    const ops = (
      await rows<{ operation: string }>(t.database.db, sql`select distinct operation from bonus_entries where idempotency_key not like 'seed:%'`)
    ).map((r) => r.operation);
    expect(ops).toEqual(expect.arrayContaining(['referral', 'owner_share', 'spend', 'transfer_in', 'transfer_out', 'withdrawal']));
  }, 240_000);
});
