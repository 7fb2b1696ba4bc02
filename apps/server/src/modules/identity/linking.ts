import type { IdentityLink, Identities } from '@storefront/contract/identities';
import { buildStartParam } from '@storefront/contract/start-param';
import type { FastifyInstance } from 'fastify';
import type { Showcase } from '../../lib/request-context';
import { createLinkCode, LINK_CODE_TTL_MINUTES } from './link-codes';
import { messengerIdsOf } from './repository';

export async function listIdentities(app: FastifyInstance, userId: number): Promise<Identities> {
  const ids = await messengerIdsOf(app.db, userId);
  return { telegram: ids?.telegram != null, max: ids?.max != null };
}

/** A link code for the logged-in user and the deep links into this showcase's Mini Apps that carry it (`link={code}`). */
export async function createIdentityLink(app: FastifyInstance, userId: number, showcase: Showcase): Promise<IdentityLink> {
  const code = await createLinkCode(app.db, userId);
  const startParam = buildStartParam({ query: `link=${code}` });
  if (!startParam) throw new Error('link start parameter does not fit');
  return {
    code,
    startParam,
    expiresInMinutes: LINK_CODE_TTL_MINUTES,
    telegramLink: showcase.botUsername ? `https://t.me/${showcase.botUsername}?startapp=${startParam}` : null,
    maxLink: showcase.maxBotName ? `https://max.ru/${showcase.maxBotName}?startapp=${startParam}` : null,
  };
}

/** The user's Telegram account id (the `user_id` Bot API calls made for them need); null when none is linked. */
export async function telegramIdOf(app: FastifyInstance, userId: number): Promise<number | null> {
  return (await messengerIdsOf(app.db, userId))?.telegram ?? null;
}
