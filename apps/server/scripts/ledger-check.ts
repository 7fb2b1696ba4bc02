/** npm run ledger:check — proves every bonus balance equals the sum of its entries (exit 1 when one does not). */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/lock';
import { one } from '../src/db/sql';
import { ledgerMismatches } from '../src/modules/bonuses/ledger-check';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((err: unknown) => {
  // A locked DATA_DIR (a server is running on it) is one line, not a stack.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
});
const totals = await one<{ accounts: number; entries: number }>(
  database.db,
  sql`
  select (select count(*)::int from bonus_accounts) as accounts, (select count(*)::int from bonus_entries) as entries`,
);
const bad = await ledgerMismatches(database.db);
await database.close();
console.log(`ledger: ${totals?.accounts ?? 0} accounts, ${totals?.entries ?? 0} entries, ${bad.length} mismatches`);
for (const m of bad)
  console.log(`  account ${m.accountId}: balance ${m.balance} vs available ${m.available}; pending ${m.pending} vs ${m.pendingSum}`);
process.exit(bad.length ? 1 : 0);
