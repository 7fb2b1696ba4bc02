import { getLastLinkQuerySchema, type LastLinkResponse } from '@storefront/contract/account';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastLinks } from '../../db/schema';
import { requireUser } from '../../lib/guards';
import { userRead, type MethodTable } from '../../lib/dispatch-types';

/** Only web links are handed to the client, whatever a bot once stored. */
const WEB_URL = /^https?:\/\/[^\s]+$/i;

export async function lastLink(db: Db, userId: number, bot: string): Promise<LastLinkResponse> {
  const [row] = await db
    .select({ url: lastLinks.url })
    .from(lastLinks)
    .where(and(eq(lastLinks.userId, userId), sql`lower(${lastLinks.bot}) = ${bot.replace(/^@/, '').toLowerCase()}`))
    .orderBy(desc(lastLinks.sentAt))
    .limit(1);
  return { LastSentUrl: row && WEB_URL.test(row.url) ? row.url : null };
}

/** GET /api/tg?method=getLastLink&bot= (spec §7): the link the bot last sent the session user (bot names compare case-insensitively, as in Telegram). */
export const lastLinkMethods: MethodTable = {
  getLastLink: userRead(getLastLinkQuerySchema, (input, { app, req }) => lastLink(app.db, requireUser(req).id, input.bot)),
};
