import { sql } from 'drizzle-orm';
import type { MaxBotSettings } from '@storefront/contract/max-bot';
import type { FastifyInstance } from 'fastify';
import { payoutKey, seal } from '../../lib/secret-box';

/** Stores a showcase's MAX bot: the token sealed with lib/secret-box (null removes it), the name for deep links. */
export async function saveMaxBotSettings(app: FastifyInstance, showcaseId: number, settings: MaxBotSettings): Promise<void> {
  const sealed = settings.token === null ? null : seal(payoutKey(app.config), settings.token);
  await app.db.execute(sql`update showcases set max_bot_token = ${sealed}, max_bot_name = ${settings.botName} where id = ${showcaseId}`);
}
