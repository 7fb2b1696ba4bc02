import { PATHS } from '@storefront/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { originFor, splitHost } from '../../lib/host';
import { findShowcaseByAlias } from './repository';
import { showcaseForHost } from './service';

const CONSUMED = new Set(['rd', 'domain', 'alias']);

/** The host `rd=1` points at: the `domain` or `alias` parameter, else the request's own host; only alias hosts and verified domains. */
async function knownHostname(db: Db, config: AppConfig, req: FastifyRequest, query: Record<string, unknown>): Promise<string | null> {
  if (typeof query.alias === 'string') {
    const showcase = await findShowcaseByAlias(db, query.alias.toLowerCase());
    return showcase ? `${showcase.alias}.${config.BASE_DOMAIN}` : null;
  }
  const host = typeof query.domain === 'string' ? query.domain : req.host;
  const parts = splitHost(host);
  if (!parts) return null;
  return (await showcaseForHost(db, config, parts.hostname)) ? parts.hostname : null;
}

/**
 * Spec §2: with `rd=1` and a known domain or alias, the app moves to that showcase's Telegram bundle
 * (`https://{domain}/api/tgbundle/`). Unknown targets are ignored, so this is never an open redirect.
 */
export async function rdRedirectTarget(db: Db, config: AppConfig, req: FastifyRequest, query: Record<string, unknown>): Promise<string | null> {
  if (query.rd !== '1') return null;
  const hostname = await knownHostname(db, config, req, query);
  if (!hostname) return null;
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!CONSUMED.has(key) && typeof value === 'string') rest.append(key, value);
  }
  const search = rest.toString();
  return `${originFor(req, hostname)}${PATHS.tgBundle}${search ? `?${search}` : ''}`;
}
