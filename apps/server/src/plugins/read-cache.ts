import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/locale';
import { encoded, etagOf, pickEncoding, varyOnEncoding, ReadCache, type CachedBody } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be cached: the cache key and the generation at its start. */
    readCacheSlot: { key: string; generation: number; done(entry: CachedBody | null): void } | null;
  }
}

/** Public reads: the same answer for every visitor without a session (no cart, no favourites, no login). */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  '/api/catalog/home',
  '/api/catalog/products',
  '/api/catalog/facets',
  '/api/catalog/brands',
  '/api/product/:id',
  '/api/menu',
  '/api/pages/:alias',
  '/api/actions/:id',
]);
/** The one public read of the /api/tg dispatcher the storefront asks on every launch. */
const PUBLIC_TG_METHODS: ReadonlySet<string> = new Set(['getShowcaseMenu']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The PostgreSQL channel on which nodes tell each other to clear their read caches (payload: the sender's id). */
export const READ_CACHE_CHANNEL = 'storefront_read_cache';
/** Default lifetimes (READ_CACHE_MS overrides all three). PGlite: one process, it sees every write itself. */
const PGLITE_TTL_MS = 60_000;
/** PostgreSQL while this node hears the others' invalidations: only changes made outside the app wait this long. */
const PG_HEARD_TTL_MS = 30_000;
/** PostgreSQL while it does not (start-up, a lost LISTEN connection): a write on another node shows within this. */
const PG_UNHEARD_TTL_MS = 2_000;

function isPublicRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET') return false;
  const url = req.routeOptions.url ?? '';
  if (PUBLIC_READS.has(url)) return true;
  const method = (req.query as Record<string, unknown> | undefined)?.method;
  return url === '/api/tg' && typeof method === 'string' && PUBLIC_TG_METHODS.has(method);
}

function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

function cacheControl(req: FastifyRequest): string {
  // Revalidated every time (ETag → 304): stock and prices move; a visitor's answers are his own once he has a session.
  return req.session ? 'private, no-cache' : 'public, no-cache';
}

function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', cacheControl(req))
    .header('vary', varyOnEncoding(reply.getHeader('vary')));
  if (matches(req, entry.etag)) return reply.code(304).send();
  const encoding = entry.body.length >= 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
  reply.type(entry.type);
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
}

/**
 * The app-wide read cache (lib/read-cache.ts) and its invalidation: every request that may write (not GET/HEAD/OPTIONS)
 * clears it when its answer is ready, i.e. after its transaction committed; a route declaring `readCacheScope: 'stock'`
 * (it changes only stock, orders and its caller's rows) keeps the lasting entries.
 */
export const readCachePlugin = fp(
  (app: FastifyInstance) => {
    // PGlite serves from one process only: writes there all pass through this node, so the time bound is long.
    // PostgreSQL: many nodes; each tells the others of its invalidations (LISTEN/NOTIFY), so entries live long
    // while this node hears them, and only briefly while it cannot (the connection is down or not up yet).
    const explicit = app.config.READ_CACHE_MS;
    const broadcast = app.database.kind === 'postgres' ? app.database.broadcast : undefined;
    const unheard = explicit ?? (broadcast ? PG_UNHEARD_TTL_MS : PGLITE_TTL_MS);
    const cache = new ReadCache(unheard);
    app.decorate('readCache', cache);
    if (broadcast && cache.enabled) {
      const node = randomUUID();
      const stop = broadcast.subscribe(
        READ_CACHE_CHANNEL,
        (payload) => {
          // "<node>" or "<node>|stock"; any other payload clears everything.
          const [sender, scope] = payload.split('|');
          if (sender !== node) cache.invalidate(true, scope === 'stock' ? 'stock' : 'all');
        },
        (listening) => {
          // Whatever changed while nobody listened is unknown: start afresh either way.
          cache.invalidate(true);
          cache.ttlMs = listening ? (explicit ?? PG_HEARD_TTL_MS) : unheard;
        },
      );
      cache.onInvalidate = (scope) => broadcast.publish(READ_CACHE_CHANNEL, scope === 'all' ? node : `${node}|${scope}`);
      app.addHook('onClose', async () => {
        cache.onInvalidate = null;
        await stop();
      });
    }
    app.addHook('onSend', async (req, _reply, payload) => {
      if (!SAFE_METHODS.has(req.method)) app.readCache.invalidate(false, req.routeOptions.config.readCacheScope ?? 'all');
      return payload;
    });
  },
  { name: 'read-cache' },
);

/**
 * Public reads in the API scope (after the session and showcase are known): an ETag on every answer, 304 when the
 * client has it, `Cache-Control: no-cache` (public without a session); for visitors without a session the answer is
 * served from memory, compressed once per encoding.
 */
export const publicReadsPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('readCacheSlot', null);
    // Requests for a key being computed wait for that answer instead of all asking the database (single flight).
    const inflight = new Map<string, Promise<CachedBody | null>>();
    app.addHook('onRequest', async (req, reply) => {
      if (!isPublicRead(req) || req.session || !req.showcase || !app.readCache.enabled) return;
      const key = `${req.showcase.id}|${requestLocale(req)}|${req.url}`;
      const hit = app.readCache.get<CachedBody>(key);
      if (hit) return sendCached(req, reply, hit);
      const pending = inflight.get(key);
      if (pending) {
        const answer = await pending;
        if (answer) return sendCached(req, reply, answer);
        return;
      }
      let done: (entry: CachedBody | null) => void = () => {};
      inflight.set(key, new Promise<CachedBody | null>((resolve) => (done = resolve)));
      req.readCacheSlot = {
        key,
        generation: app.readCache.generation,
        done: (entry) => {
          inflight.delete(key);
          done(entry);
        },
      };
    });
    app.addHook('onSend', async (req, reply, payload) => {
      const slot = req.readCacheSlot;
      req.readCacheSlot = null;
      if (reply.statusCode !== 200 || typeof payload !== 'string' || !isPublicRead(req) || reply.getHeader('etag')) {
        slot?.done(null);
        return payload;
      }
      const etag = etagOf(payload);
      reply.header('etag', etag).header('cache-control', cacheControl(req));
      if (slot) {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const entry: CachedBody = { body: payload, etag, type };
        app.readCache.set<CachedBody>(slot.key, entry, slot.generation);
        slot.done(entry);
      }
      if (matches(req, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
    // A request that ended without an answer (aborted, failed before sending) releases its waiters.
    app.addHook('onResponse', (req, _reply, next) => {
      req.readCacheSlot?.done(null);
      req.readCacheSlot = null;
      next();
    });
  },
  { name: 'public-reads', dependencies: ['read-cache'] },
);
