/**
 * Points a showcase bot's webhook at this server:
 *   npx tsx apps/server/src/modules/bot/set-webhook.ts <alias> <showcase id> <public https origin>
 * The bot token comes from TELEGRAM_BOT_TOKENS (by alias), the Bot API from BOT_API_URL. The secret part of
 * the URL is never printed.
 */
import { ConfigError, loadConfig } from '../../config';
import { webhookPath, webhookSecret } from './secret';
import { telegramApiFor } from './service';

async function main(argv: string[]): Promise<void> {
  const [alias, id, origin] = argv;
  const showcaseId = Number(id);
  if (!alias || !Number.isSafeInteger(showcaseId) || showcaseId <= 0 || !origin || !/^https:\/\/[^/]+\/?$/.test(origin)) {
    throw new ConfigError('usage: set-webhook.ts <alias> <showcase id> <https://public-origin>');
  }
  const config = loadConfig();
  const token = config.TELEGRAM_BOT_TOKENS.get(alias);
  if (!token) throw new ConfigError(`TELEGRAM_BOT_TOKENS has no token for "${alias}"`);
  const url = new URL(webhookPath(alias, token, showcaseId), origin).toString();
  await telegramApiFor(config, token).setWebhook({ url, allowed_updates: ['message'], secret_token: webhookSecret(token, showcaseId) });
  console.warn(`webhook of ${alias} set to ${new URL(origin).origin}/api/bot/${alias}/…`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
