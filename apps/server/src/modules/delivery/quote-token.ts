import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryMethod, DeliveryProviderId } from '@storefront/contract/delivery';
import type { AppConfig } from '../../config';

/**
 * A quote the server signed when it offered a delivery (GET /api/delivery/options) and checks when the order is
 * placed: provider, method, tariff, point, price, dates, showcase, city and parcel weight cannot be changed by the
 * client, and it expires. The key is derived from the CDEK secret (never sent to the client).
 */
export interface QuotePayload {
  s: number;
  p: DeliveryProviderId;
  m: DeliveryMethod;
  t: number | null;
  pc: string | null;
  pn: string | null;
  price: number;
  d0: string;
  d1: string;
  city: string;
  w: number;
  x: number;
}

export const QUOTE_TTL_MS = 2 * 3_600_000;

const keyOf = (config: AppConfig) => createHash('sha256').update(`delivery-quote\u0000${config.CDEK_ACCOUNT}\u0000${config.CDEK_SECRET}`).digest();

export function signQuote(config: AppConfig, payload: QuotePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', keyOf(config)).update(body).digest('base64url')}`;
}

export function readQuote(config: AppConfig, token: string, now: number): QuotePayload | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', keyOf(config)).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as QuotePayload;
    return payload.x * 1000 > now ? payload : null;
  } catch {
    return null;
  }
}
