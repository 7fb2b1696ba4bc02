import type { DomainProblem } from '@storefront/contract/seller-rules';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Names that never reach the public internet: loopback, mDNS, private and reverse zones. */
const LOCAL_ZONES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'arpa', 'test', 'invalid'];

/** Lower case, IDNA ASCII (xn--), no trailing dot; '' when the name is not a valid domain at all. */
export function normaliseHostname(raw: string): string {
  const trimmed = raw.trim().replace(/\.$/, '');
  if (!trimmed || trimmed.length > 253) return '';
  return domainToASCII(trimmed).toLowerCase();
}

function looksLikeIp(raw: string, ascii: string): boolean {
  if (raw.includes(':') || raw.includes('[')) return true;
  if (isIP(ascii) !== 0) return true;
  // The WHATWG URL parser reads a name whose last label is a number (0x7f.1, 2130706433) as IPv4.
  const last = ascii.split('.').pop() ?? '';
  return /^(0x[0-9a-f]*|[0-9]+)$/.test(last);
}

const isUnder = (name: string, zone: string) => name === zone || name.endsWith(`.${zone}`);

/**
 * A custom domain a seller may connect: a public DNS name, not the network's BASE_DOMAIN nor any name under it
 * (those are the network's own and its showcases' alias hosts), not an IP address, not a local name.
 */
export function checkCustomDomain(raw: string, baseDomain: string): { domain: string } | { problem: Exclude<DomainProblem, 'taken'> } {
  const ascii = normaliseHostname(raw);
  if (looksLikeIp(raw.trim(), ascii)) return { problem: 'ip' };
  if (!ascii) return { problem: 'format' };
  const base = normaliseHostname(baseDomain);
  if (base && isUnder(ascii, base)) return { problem: 'base' };
  const labels = ascii.split('.');
  if (LOCAL_ZONES.some((zone) => isUnder(ascii, zone))) return { problem: 'local' };
  if (ascii.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TLD.test(labels.at(-1)!)) return { problem: 'format' };
  return { domain: ascii };
}
