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
 * The in-process cache of anonymous public reads (catalogue, product, menu, index.html, the showcase a host names).
 * Correct on one node: every write request clears it (`invalidate`) after its transaction committed, and an answer
 * computed while a write ran is not stored (the generation moved on); background jobs clear it after each run. On
 * PostgreSQL each invalidation is also sent to the other nodes (`onInvalidate`, LISTEN/NOTIFY), which clear theirs;
 * `ttlMs` bounds what no node was told about (SQL run by hand) and is short while that channel is down.
 * ttlMs 0 turns it off.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private gen = 0;
  /** Called on every invalidation made here (not on one heard from another node): tells the other nodes. */
  onInvalidate: (() => void) | null = null;

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

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores `value` unless the cache was invalidated since `generation` (taken before computing it). */
  set<T>(key: string, value: T, generation: number): void {
    if (!this.enabled || generation !== this.gen) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (insertion order): a bounded memory, no LRU bookkeeping on the hot path.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** The cached value of `key`, else `load()`'s, stored for next time. */
  async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const generation = this.gen;
    const value = await load();
    this.set(key, value, generation);
    return value;
  }

  /** Forgets every entry; `fromPeer`: the change was made on another node (which told the others itself). */
  invalidate(fromPeer = false): void {
    this.gen++;
    this.entries.clear();
    if (!fromPeer) this.onInvalidate?.();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Adds `accept-encoding` to a reply's Vary header, keeping what is there (CORS adds Origin). */
export function varyOnEncoding(current: unknown): string {
  const list = typeof current === 'string' && current ? current.split(',').map((v) => v.trim()) : [];
  return list.some((v) => v.toLowerCase() === 'accept-encoding') ? list.join(', ') : [...list, 'accept-encoding'].join(', ');
}
