import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const HOST_RE = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** Splits a Host header value into a lower-case hostname and an optional port; null when malformed. */
export function splitHost(host: string | undefined): { hostname: string; port: string | null } | null {
  const value = (host ?? '').trim().toLowerCase();
  if (!HOST_RE.test(value)) return null;
  const colon = value.lastIndexOf(':');
  return colon === -1 ? { hostname: value, port: null } : { hostname: value.slice(0, colon), port: value.slice(colon + 1) };
}

/** `{alias}.{BASE_DOMAIN}` → alias; anything else → null. */
export function aliasFromHostname(hostname: string, config: AppConfig): string | null {
  const suffix = `.${config.BASE_DOMAIN.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const alias = hostname.slice(0, -suffix.length);
  return /^[a-z0-9-]{1,32}$/.test(alias) ? alias : null;
}

/** The network's own names: BASE_DOMAIN and everything under it. Custom domains never answer for these. */
export function isUnderBaseDomain(hostname: string, config: AppConfig): boolean {
  const base = config.BASE_DOMAIN.toLowerCase();
  return hostname === base || hostname.endsWith(`.${base}`);
}

/** A showcase's own host: its custom domain once verified, else `{alias}.{BASE_DOMAIN}`. */
export function showcaseHostname(s: { alias: string; domain: string | null; domainVerifiedAt: Date | string | null }, config: AppConfig): string {
  return s.domain && s.domainVerifiedAt ? s.domain : `${s.alias}.${config.BASE_DOMAIN}`;
}

export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';
}

/** Origin of a showcase host: https in production, the request's own scheme and port for local development. */
export function originFor(req: FastifyRequest, hostname: string): string {
  if (!isLocalHostname(hostname)) return `https://${hostname}`;
  const own = splitHost(req.host);
  return `${req.protocol}://${hostname}${own?.port ? `:${own.port}` : ''}`;
}
