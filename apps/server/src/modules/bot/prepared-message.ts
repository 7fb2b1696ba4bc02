import { buildStartParam, type StartRoute } from '@storefront/contract/start-param';
import { buildReferralQuery } from '@storefront/contract/links';
import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { botApiResponseSchema } from '@storefront/contract/bot';
import { preparedInlineMessageSchema, type PrepareShareMessageBody, type PreparedInlineMessage } from '@storefront/contract/share-message';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { formatRoubles } from '../../lib/money';
import type { Showcase } from '../../lib/request-context';
import { BotApiError, type BotFetch, type InlineButton } from './client';

/**
 * Telegram's prepared inline messages (Bot API 8.0, https://core.telegram.org/bots/api#savepreparedinlinemessage):
 * the server stores a message the Mini App's user may then send to a chat of their choice with
 * `Telegram.WebApp.shareMessage(id)`. Kept apart from client.ts: it is called for a logged-in shopper from a route,
 * not from the webhook, and its answer (PreparedInlineMessage) is what the web needs.
 */

/** The parts of InlineQueryResultPhoto / InlineQueryResultArticle this app sends. */
export type InlineQueryResult =
  | {
      type: 'photo';
      id: string;
      photo_url: string;
      thumbnail_url: string;
      title?: string;
      caption: string;
      reply_markup: { inline_keyboard: InlineButton[][] };
    }
  | {
      type: 'article';
      id: string;
      title: string;
      description?: string;
      thumbnail_url?: string;
      input_message_content: {
        message_text: string;
        link_preview_options?: { is_disabled: true } | { url: string; prefer_large_media: true; show_above_text: true };
      };
      reply_markup: { inline_keyboard: InlineButton[][] };
    };

export interface SavePreparedInlineMessage {
  user_id: number;
  result: InlineQueryResult;
  allow_user_chats?: boolean;
  allow_bot_chats?: boolean;
  allow_group_chats?: boolean;
  allow_channel_chats?: boolean;
}

export type SavePrepared = (request: SavePreparedInlineMessage) => Promise<PreparedInlineMessage>;

/** `POST {BOT_API_URL}/bot{token}/savePreparedInlineMessage`; BotApiError (never with the token) when refused or unreachable. */
export function savePreparedInlineMessage(baseUrl: string, token: string, fetchImpl: BotFetch = fetch, timeoutMs = 3_000): SavePrepared {
  const url = `${baseUrl.replace(/\/+$/, '')}/bot${token}/savePreparedInlineMessage`;
  return async (request) => {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new BotApiError(`Bot API savePreparedInlineMessage unreachable (${(err as Error).name})`);
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new BotApiError(`Bot API savePreparedInlineMessage answered ${res.status} without JSON`);
    }
    const parsed = botApiResponseSchema.safeParse(body);
    if (!parsed.success) throw new BotApiError(`Bot API savePreparedInlineMessage answered ${res.status} with an unexpected body`);
    if (!res.ok || !parsed.data.ok)
      throw new BotApiError(`Bot API savePreparedInlineMessage answered ${res.status}: ${(parsed.data.description ?? '').slice(0, 200)}`);
    const result = preparedInlineMessageSchema.safeParse(parsed.data.result);
    if (!result.success) throw new BotApiError('Bot API savePreparedInlineMessage answered without a PreparedInlineMessage');
    return result.data;
  };
}

/** What the DEMO sandbox was asked to store, newest last (the launcher shows the card before «sending» it). */
export interface SandboxPreparedMessage {
  id: string;
  expiration_date: number;
  request: SavePreparedInlineMessage;
}

const SANDBOX_LIMIT = 100;
/** Telegram keeps a prepared message for a while; the sandbox says one hour. */
const SANDBOX_TTL_SECONDS = 3600;

/** DEMO stand-in for the Bot API (the demo bot token reaches no real Telegram): stores and answers as Telegram does. */
export function sandboxSavePrepared(store: SandboxPreparedMessage[]): SavePrepared {
  return (request) => {
    const prepared = {
      id: `sandbox-${store.length + 1}-${Math.random().toString(36).slice(2, 10)}`,
      expiration_date: Math.floor(Date.now() / 1000) + SANDBOX_TTL_SECONDS,
    };
    store.push({ ...prepared, request });
    if (store.length > SANDBOX_LIMIT) store.splice(0, store.length - SANDBOX_LIMIT);
    return Promise.resolve(prepared);
  };
}

/** As every Telegram call (bot/service.ts telegramApiFor): DEMO without BOT_API_URL answers from the sandbox. */
export function usesSandbox(config: Pick<AppConfig, 'DEMO' | 'BOT_API_URL'>): boolean {
  return config.DEMO && !config.BOT_API_URL;
}

export interface ShareCard {
  showcase: Pick<Showcase, 'id' | 'name' | 'botUsername' | 'stateId'>;
  refCode: string;
  cmp: string;
  /** The showcase's own origin (absolute links for the picture). */
  origin: string;
  product: { id: number; name: string; price: number; picture: string | null } | null;
  /** The showcase's share text (menu shareText), used for the showcase card. */
  description?: string | null;
}

/** The shopper's referral deep link into the Mini App: the product (p_{id}) or the showcase, with `s=…_r=…&cmp=…`. */
export function shareDeepLink(card: Pick<ShareCard, 'showcase' | 'refCode' | 'cmp' | 'product'>): string {
  const bot = card.showcase.botUsername?.replace(/^@/, '') ?? '';
  if (!bot) throw new AppError('NOT_FOUND');
  const query = buildReferralQuery({
    showcaseId: card.showcase.id,
    refCode: card.refCode,
    cmp: card.cmp,
    landing: card.showcase.stateId === SHOWCASE_STATE.landing,
  });
  const route: StartRoute | null = card.product ? { kind: 'product', id: card.product.id } : null;
  // The product with the full referral query may not fit Telegram's 64 characters: then the query wins (the referral pays).
  const startParam = buildStartParam({ route, query }) ?? buildStartParam({ query });
  if (!startParam) throw new Error('share start parameter does not fit');
  return `https://t.me/${bot}?startapp=${startParam}`;
}

/** The card: a photo with a caption for a product with a picture, else an article; one button opens the Mini App. */
export function shareResult(card: ShareCard): InlineQueryResult {
  const link = shareDeepLink(card);
  const keyboard = { inline_keyboard: [[{ text: card.product ? 'Открыть товар' : 'Открыть витрину', url: link }]] };
  const id = `${card.product ? `p${card.product.id}` : 's'}-${card.cmp}`;
  if (card.product) {
    const text = `${card.product.name}\n${formatRoubles(card.product.price)}\n\n«${card.showcase.name}»`;
    const picture = card.product.picture ? new URL(card.product.picture, card.origin).toString() : null;
    // InlineQueryResultPhoto takes JPEG only; another picture rides as the large preview above the text.
    if (picture && /\.jpe?g$/i.test(new URL(picture).pathname)) {
      return { type: 'photo', id, photo_url: picture, thumbnail_url: picture, title: card.product.name, caption: text, reply_markup: keyboard };
    }
    return {
      type: 'article',
      id,
      title: card.product.name,
      ...(picture ? { thumbnail_url: picture } : {}),
      input_message_content: {
        message_text: text,
        ...(picture ? { link_preview_options: { url: picture, prefer_large_media: true, show_above_text: true } } : {}),
      },
      reply_markup: keyboard,
    };
  }
  const text = [`«${card.showcase.name}»`, card.description?.trim()].filter(Boolean).join('\n');
  return {
    type: 'article',
    id,
    title: card.showcase.name,
    ...(card.description?.trim() ? { description: card.description.trim().slice(0, 200) } : {}),
    input_message_content: { message_text: text, link_preview_options: { is_disabled: true } },
    reply_markup: keyboard,
  };
}

/** Stores the card for the Telegram user: it may go to private chats with people and to groups, not to bots or channels. */
export function prepareShareCard(save: SavePrepared, telegramUserId: number, card: ShareCard): Promise<PreparedInlineMessage> {
  return save({ user_id: telegramUserId, result: shareResult(card), allow_user_chats: true, allow_group_chats: true });
}

export type { PrepareShareMessageBody };
