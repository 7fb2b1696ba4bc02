/**
 * npm run create-operator -- --telegram-id 123456789 [--name "Анна"] [--username anna]
 * Makes that Telegram account an operator of the network on the configured database (DATABASE_URL or DATA_DIR),
 * migrating it first; the account is created if it never logged in. Prints one line; exit 1 with one line on error.
 */
import { parseArgs } from 'node:util';
import { loadConfig, pgOptions, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { startupErrorLine } from '../src/lib/startup-error';
import { createOperator } from '../src/modules/identity/service';

class UsageError extends Error {}

const USAGE = 'usage: npm run create-operator -- --telegram-id <numeric Telegram user id> [--name <name>] [--username <username>]';

function readArgs(): { telegramId: number; name?: string | undefined; username?: string | undefined } {
  let values: { 'telegram-id'?: string; name?: string; username?: string };
  try {
    ({ values } = parseArgs({
      options: { 'telegram-id': { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}; ${USAGE}`);
  }
  const raw = values['telegram-id'];
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new UsageError(raw ? `--telegram-id must be a positive number, got "${raw}"; ${USAGE}` : USAGE);
  }
  return { telegramId: Number(raw), name: values.name, username: values.username };
}

let config: AppConfig | undefined;

async function main(): Promise<void> {
  const args = readArgs();
  config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, postgres: pgOptions(config) });
  try {
    await database.migrate();
    const { id, created } = await createOperator(database.db, args);
    console.log(`${created ? 'Created' : 'Updated'} operator: user ${id}, Telegram id ${args.telegramId}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof UsageError ? err.message : startupErrorLine(err, { databaseUrl: config?.DATABASE_URL, host: '', port: 0 }));
  process.exit(1);
});
