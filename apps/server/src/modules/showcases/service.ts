import { parseSParam } from '@storefront/contract/links';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { aliasFromHostname, splitHost } from '../../lib/host';
import type { Showcase, ShowcaseSource } from '../../lib/request-context';
import { findFirstStoreShowcase, findShowcaseByAlias, findShowcaseByDomain, findShowcaseById } from './repository';

/** The showcase a host names: its custom domain or `{alias}.{BASE_DOMAIN}`. Deleted showcases never resolve. */
export async function showcaseForHost(db: Db, config: AppConfig, host: string | undefined): Promise<Showcase | null> {
  const parts = splitHost(host);
  if (!parts) return null;
  const byDomain = await findShowcaseByDomain(db, parts.hostname);
  if (byDomain) return byDomain;
  const alias = aliasFromHostname(parts.hostname, config);
  return alias ? findShowcaseByAlias(db, alias) : null;
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

/** DESIGN §5: host (domain or alias), else the `s` parameter, else the default showcase. */
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
