import { DEFAULT_LOCALE, LOCALE_HEADER, LOCALES, type Locale } from '@storefront/contract/constants';
import type { FastifyRequest } from 'fastify';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The shopper's language: the client's header, else the browser's preference, else Russian. */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const accept = req.headers['accept-language'] ?? '';
  if (/^en\b/i.test(accept)) return 'en-US';
  if (/^ar\b/i.test(accept)) return 'ar-AR';
  return DEFAULT_LOCALE;
}
