import { Resolver } from 'node:dns/promises';
import type { AppConfig } from '../config';

/** The TXT records of a DNS name, each as its character strings (node:dns `resolveTxt`). Injected so tests supply their own. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** Why a TXT lookup failed: no such record (a seller's mistake) or no usable answer (try later). */
export type TxtLookupFailure = 'missing' | 'unavailable';

// NXDOMAIN (no such name) and NODATA (the name has no TXT): the record is not there.
const MISSING_CODES = new Set(['ENOTFOUND', 'ENODATA']);

export function txtLookupFailure(err: unknown): TxtLookupFailure {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && MISSING_CODES.has(code) ? 'missing' : 'unavailable';
}

/**
 * The real resolver: node:dns/promises with one try of DOMAIN_DNS_TIMEOUT_MS against DOMAIN_DNS_SERVERS (default:
 * the system's). A hard deadline cancels the query too, so a check never hangs a request.
 */
export function systemTxtResolver(config: Pick<AppConfig, 'DOMAIN_DNS_TIMEOUT_MS' | 'DOMAIN_DNS_SERVERS'>): TxtResolver {
  return async (name) => {
    const resolver = new Resolver({ timeout: config.DOMAIN_DNS_TIMEOUT_MS, tries: 1 });
    if (config.DOMAIN_DNS_SERVERS.length > 0) resolver.setServers(config.DOMAIN_DNS_SERVERS);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        resolver.cancel();
        reject(Object.assign(new Error(`DNS TXT lookup of ${name} timed out`), { code: 'ETIMEOUT' }));
      }, config.DOMAIN_DNS_TIMEOUT_MS + 100);
    });
    try {
      return await Promise.race([resolver.resolveTxt(name), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
