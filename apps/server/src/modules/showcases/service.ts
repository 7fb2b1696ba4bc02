import { parseSParam } from '@storefront/contract/links';
import type { AppConfig } from '../../config';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { aliasFromHostname, isUnderBaseDomain, splitHost } from '../../lib/host';
import type { CurrentUser, Showcase, ShowcaseSource } from '../../lib/request-context';
import * as repo from './repository';
import { findFirstStoreShowcase, findShowcaseByAlias, findShowcaseById, findShowcaseByVerifiedDomain, isShowcaseAdmin } from './repository';

/**
 * The showcase a host names: `{alias}.{BASE_DOMAIN}` first, then a verified custom domain. BASE_DOMAIN and the names
 * under it belong to the network, so a custom domain is never consulted for them. Deleted showcases never resolve.
 */
export async function showcaseForHost(db: Db, config: AppConfig, host: string | undefined): Promise<Showcase | null> {
  const parts = splitHost(host);
  if (!parts) return null;
  if (isUnderBaseDomain(parts.hostname, config)) {
    const alias = aliasFromHostname(parts.hostname, config);
    return alias ? findShowcaseByAlias(db, alias) : null;
  }
  return findShowcaseByVerifiedDomain(db, parts.hostname);
}

export async function defaultShowcase(db: Db, config: AppConfig): Promise<Showcase | null> {
  if (config.DEFAULT_SHOWCASE) {
    const configured = await findShowcaseByAlias(db, config.DEFAULT_SHOWCASE);
    if (configured) return configured;
  }
  return findFirstStoreShowcase(db);
}

export async function showcaseForSParam(db: Db, s: unknown): Promise<Showcase | null> {
  const parsed = typeof s === 'string' ? parseSParam(s) : null;
  return parsed ? findShowcaseById(db, parsed.showcaseId) : null;
}

/** DESIGN §5: host (alias or verified domain), else the `s` parameter, else the default showcase. */
export async function resolveShowcase(
  db: Db,
  config: AppConfig,
  input: { host: string | undefined; s: unknown },
): Promise<{ showcase: Showcase; source: ShowcaseSource } | null> {
  const byHost = await showcaseForHost(db, config, input.host);
  if (byHost) return { showcase: byHost, source: 'host' };
  const byS = await showcaseForSParam(db, input.s);
  if (byS) return { showcase: byS, source: 's' };
  const fallback = await defaultShowcase(db, config);
  return fallback ? { showcase: fallback, source: 'default' } : null;
}

/** Operators run the network and may act on every showcase; otherwise the owner or an admin of that showcase. */
export async function canAdminister(db: Db, user: CurrentUser | null, showcaseId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'operator') return true;
  return isShowcaseAdmin(db, user.id, showcaseId);
}

/** A live showcase by id (null when unknown or deleted). */
export function showcaseById(db: Db, id: number): Promise<Showcase | null> {
  return repo.findShowcaseById(db, id);
}

/** A live showcase by its alias (null when unknown or deleted). */
export function showcaseByAlias(db: Db, alias: string): Promise<Showcase | null> {
  return repo.findShowcaseByAlias(db, alias);
}

/** Whether the user is banned on the showcase. */
export function isBannedOnShowcase(db: Db, userId: number, showcaseId: number): Promise<boolean> {
  return repo.isBannedOnShowcase(db, userId, showcaseId);
}

/**
 * Whether the user is banned on the showcase, from the node's read cache: the showcase's bans, read once and kept
 * across writes of stock and orders (every request that bans or unbans clears the cache, on every node).
 */
export async function isBannedOnShowcaseCached(app: FastifyInstance, userId: number, showcaseId: number): Promise<boolean> {
  const banned = await app.readCache.memo(`bans|${showcaseId}`, async () => new Set(await repo.bannedUserIds(app.db, showcaseId)), { lasting: true });
  return banned.has(userId);
}

/** The showcase's groups of static pages (footer menu), in their order, each with its pages. */
export function staticPageGroups(db: Db, showcaseId: number): ReturnType<typeof repo.listStaticGroups> {
  return repo.listStaticGroups(db, showcaseId);
}
