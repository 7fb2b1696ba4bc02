export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/**
 * Fastify's trustProxy from TRUST_PROXY: proxy addresses/CIDRs as they are; a hop count as "the nearest n hops",
 * so the client IP is the address n entries from the right of X-Forwarded-For (Fastify 5.12 refuses plain hop
 * counts). A hop count trusts whoever connects, so the port must be reachable only through the proxy.
 */
export function trustProxyOption(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
