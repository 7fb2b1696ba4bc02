import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A cached answer: its JSON (or HTML) text, its ETag and its compressed forms made on first demand. */
export interface CachedBody {
  body: string;
  etag: string;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry<T> {
  value: T;
  expires: number;
}

/** A weak ETag of a body: the same bytes give the same tag on every node. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The compressed form `encoding` of a cached body, made once and kept with it. */
export function encoded(entry: CachedBody, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refusals honoured). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * What a write may have changed: `all` (the default), or `stock` — only stock, orders and the writer's own rows (order
 * placement), so entries kept `lasting` (a showcase's settings, its bans, its documents in force) stay.
 */
export type InvalidationScope = 'all' | 'stock';

/**
 * The in-process cache of anonymous public reads (catalogue, product, menu, index.html, the showcase a host names).
 * Correct on one node: every write request clears it (`invalidate`) after its transaction committed, and an answer
 * computed while a write ran is not stored (the generation moved on); background jobs clear it after each run. On
 * PostgreSQL each invalidation is also sent to the other nodes (`onInvalidate`, LISTEN/NOTIFY), which clear theirs;
 * `ttlMs` bounds what no node was told about (SQL run by hand) and is short while that channel is down.
 * Entries stored `lasting` (settings read on every request that writes of stock and orders never change) survive the
 * invalidations of scope `stock`, and have a generation of their own. ttlMs 0 turns it off.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly lastingEntries = new Map<string, Entry<unknown>>();
  private gen = 0;
  private lastingGen = 0;
  /** Called on every invalidation made here (not on one heard from another node): tells the other nodes. */
  onInvalidate: ((scope: InvalidationScope) => void) | null = null;

  constructor(
    /** Changes while the cross-node invalidation is up or down (plugins/read-cache.ts); entries keep their own expiry. */
    public ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Increases on every invalidation: a value computed across a change is not stored. */
  get generation(): number {
    return this.gen;
  }

  /** The generation of lasting entries: increases on invalidations of scope `all` only. */
  get lastingGeneration(): number {
    return this.lastingGen;
  }

  get<T>(key: string, lasting = false): T | undefined {
    const map = lasting ? this.lastingEntries : this.entries;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores `value` unless the cache was invalidated since `generation` (taken before computing it: `lastingGeneration` for lasting ones). */
  set<T>(key: string, value: T, generation: number, lasting = false): void {
    if (!this.enabled || generation !== (lasting ? this.lastingGen : this.gen)) return;
    const map = lasting ? this.lastingEntries : this.entries;
    if (map.size >= this.maxEntries) {
      // Oldest first (insertion order): a bounded memory, no LRU bookkeeping on the hot path.
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** The cached value of `key`, else `load()`'s, stored for next time (`lasting`: kept across invalidations of scope `stock`). */
  async memo<T>(key: string, load: () => Promise<T>, opts: { lasting?: boolean } = {}): Promise<T> {
    if (!this.enabled) return load();
    const lasting = opts.lasting ?? false;
    const hit = this.get<T>(key, lasting);
    if (hit !== undefined) return hit;
    const generation = lasting ? this.lastingGen : this.gen;
    const value = await load();
    this.set(key, value, generation, lasting);
    return value;
  }

  /**
   * Forgets every entry (scope `stock`: every entry but the lasting ones); `fromPeer`: the change was made on another
   * node (which told the others itself).
   */
  invalidate(fromPeer = false, scope: InvalidationScope = 'all'): void {
    this.gen++;
    this.entries.clear();
    if (scope === 'all') {
      this.lastingGen++;
      this.lastingEntries.clear();
    }
    if (!fromPeer) this.onInvalidate?.(scope);
  }

  get size(): number {
    return this.entries.size + this.lastingEntries.size;
  }
}

/** Adds `accept-encoding` to a reply's Vary header, keeping what is there (CORS adds Origin). */
export function varyOnEncoding(current: unknown): string {
  const list = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  return list.some((v) => v.toLowerCase() === 'accept-encoding') ? list.join(', ') : [...list, 'accept-encoding'].join(', ');
}
