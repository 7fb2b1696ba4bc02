import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { ensureAccount, matureDue, post, reverseOrder } from '../../src/modules/bonuses/ledger';
import { ledgerMismatches } from '../../src/modules/bonuses/ledger-check';
import { fileTestApp } from '../helpers/app';
import { demoUserId } from '../helpers/facts';

const t = fileTestApp();
let userId: number;
beforeAll(async () => {
  userId = await demoUserId(t.database.db, 'shopper');
});

const account = (id: number) =>
  one<{ balance: number; pending: number }>(
    t.database.db,
    sql`select balance::float8 as balance, pending::float8 as pending from bonus_accounts where id = ${id}`,
  );

describe('bonus ledger', () => {
  it('the seeded ledger is sound', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('applies each entry once, refuses to go below zero, matures and reverses', async () => {
    const db = t.database.db;
    const order = (await one<{ id: number }>(db, sql`select id from orders order by id limit 1`))!.id;
    const id = await db.transaction((tx) => ensureAccount(tx, 'user_local', { userId, showcaseId: 3 }));
    expect(await db.transaction((tx) => ensureAccount(tx, 'user_local', { userId, showcaseId: 3 }))).toBe(id);
    const before = (await account(id))!;

    expect(
      await db.transaction((tx) => post(tx, { accountId: id, amount: 5000, status: 'available', operation: 'test', idempotencyKey: 'test:credit' })),
    ).toBe(true);
    expect(
      await db.transaction((tx) => post(tx, { accountId: id, amount: 5000, status: 'available', operation: 'test', idempotencyKey: 'test:credit' })),
    ).toBe(false);
    await expect(
      db.transaction((tx) =>
        post(tx, { accountId: id, amount: -(before.balance + 5001), status: 'available', operation: 'test', idempotencyKey: 'test:overdraw' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BONUSES' });
    expect((await account(id))!.balance).toBe(before.balance + 5000);

    const past = new Date(Date.now() - 1000);
    await db.transaction((tx) =>
      post(tx, { accountId: id, amount: 700, status: 'pending', operation: 'test', orderId: order, idempotencyKey: 'test:pending', maturesAt: past }),
    );
    await db.transaction((tx) =>
      post(tx, {
        accountId: id,
        amount: 300,
        status: 'pending',
        operation: 'test',
        orderId: order,
        idempotencyKey: 'test:pending-later',
        maturesAt: new Date(Date.now() + 86_400_000),
      }),
    );
    expect(await db.transaction((tx) => matureDue(tx, new Date()))).toBeGreaterThanOrEqual(1);
    expect(await account(id)).toEqual({ balance: before.balance + 5700, pending: before.pending + 300 });

    await db.transaction((tx) => reverseOrder(tx, order));
    expect((await account(id))!.pending).toBe(before.pending);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
