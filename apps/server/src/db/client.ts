import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import { one } from './sql';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so nodes starting together take turns. */
  migrate(): Promise<void>;
  /**
   * Runs fn on a connection of its own without statement timeouts (the first-start seed, maintenance); on
   * PGlite, on the one database.
   */
  unbounded<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Readiness: answers within timeoutMs, reachable and every migration of this build applied; else throws. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls the listener when a PostgreSQL connection fails outside a query (the server restarted, an admin
   * terminated the backend, the network dropped); the requests using it fail with DB_UNAVAILABLE meanwhile.
   */
  onConnectionError(listener: (err: Error) => void): void;
  /** PostgreSQL only: messages between the nodes sharing the database (LISTEN/NOTIFY). */
  broadcast?: Broadcast;
}

/** Messages to every node on the database (PostgreSQL LISTEN/NOTIFY). */
export interface Broadcast {
  /**
   * Sends payload on channel to every listening node, this one included. Fire and forget; calls made while one with
   * the same payload is on its way are folded into one more after it (each call is followed by a message sent after it).
   */
  publish(channel: string, payload: string): void;
  /**
   * Listens on channel on a connection of its own, reconnecting by itself: onMessage for each message; onState(true)
   * each time listening (re)starts, onState(false) when the connection is lost (messages may be missed meanwhile).
   * Returns the function that stops it.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): () => Promise<void>;
}

/**
 * PostgreSQL connection settings (config.ts: DB_*). A database that stops answering must cost a request a few
 * seconds and a 503, never a hang: connecting and waiting for a pooled connection are bounded by connectTimeoutMs,
 * every statement by statementTimeoutMs (on the server, and on this side a little later for a server or network
 * that answers nothing at all), a transaction left idle by idleInTransactionTimeoutMs, and TCP keepalive probes
 * find connections whose peer vanished (a rebooted host, a dropped NAT entry).
 */
export interface PgOptions {
  max: number;
  connectTimeoutMs: number;
  /** 0: none (migrations, the seed, maintenance tools). */
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Idle time before the first keepalive probe; 0 turns keepalive off. */
  keepAliveMs: number;
}

export const PG_DEFAULTS: PgOptions = {
  max: 10,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 4_000,
  idleInTransactionTimeoutMs: 10_000,
  keepAliveMs: 10_000,
};

/** This side gives a statement this much longer than the server's own statement_timeout before giving up on it. */
const CLIENT_TIMEOUT_MARGIN_MS = 500;
/** The message node-postgres gives a query that outlived query_timeout. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';
/** Any constant shared by all app nodes: the migrations of nodes starting together run one after another. */
export const MIGRATION_LOCK_KEY = 7_300_300;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    unbounded: (fn) => fn(db),
    ready: () => checkMigrated(db),
    close: () => client.close(),
    onConnectionError: () => {},
  };
}

/** The newest migration of this build (its journal `when`, which drizzle records as created_at). */
let latestMigration: number | undefined;
function latestMigrationAt(): number {
  latestMigration ??= Math.max(
    ...(JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map(
      (e) => e.when,
    ),
  );
  return latestMigration;
}

export class NotReadyError extends Error {}

async function checkMigrated(db: Db): Promise<void> {
  const row = await one<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`).catch(
    (err: unknown) => {
      // No migrations table yet (42P01 table, 3F000 schema): a database nobody has migrated.
      const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
      if (code === '42P01' || code === '3F000') return { at: null };
      throw err;
    },
  );
  const at = Number(row?.at ?? 0);
  if (at < latestMigrationAt()) throw new NotReadyError('database migrations are not applied yet');
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(message), { code: 'ETIMEDOUT' })), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function clientConfig(url: string, o: PgOptions): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: o.connectTimeoutMs,
    keepAlive: o.keepAliveMs > 0,
    ...(o.keepAliveMs > 0 ? { keepAliveInitialDelayMillis: o.keepAliveMs } : {}),
    ...(o.statementTimeoutMs > 0 ? { statement_timeout: o.statementTimeoutMs, query_timeout: o.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS } : {}),
    ...(o.idleInTransactionTimeoutMs > 0 ? { idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs } : {}),
  };
}

/**
 * A connection whose statement outlived query_timeout is in an unknown state (the answer may still come, or
 * never): it is destroyed, so the pool replaces it and nothing reads that late answer as its own.
 */
function destroyOnReadTimeout(client: pg.PoolClient | pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const kill = (err: unknown) => {
    if (err instanceof Error && err.message === QUERY_READ_TIMEOUT) {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const at = args.findIndex((a, i) => i > 0 && typeof a === 'function');
    if (at > 0) {
      const callback = args[at] as (err: unknown, res: unknown) => void;
      args[at] = (err: unknown, res: unknown) => {
        kill(err);
        callback(err, res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        kill(err);
        throw err;
      });
    }
    return result;
  };
}

export function openPostgres(url: string, options: Partial<PgOptions> | number = {}): Database {
  const o: PgOptions = { ...PG_DEFAULTS, ...(typeof options === 'number' ? { max: options } : options) };
  const listeners = new Set<(err: Error) => void>();
  const report = (err: Error) => {
    if (listeners.size === 0) console.error(`postgres connection error: ${err.message}`);
    for (const listener of listeners) listener(err);
  };
  const pool = new pg.Pool({ ...clientConfig(url, o), max: o.max });
  const held = new Set<pg.PoolClient>();
  // A connection can drop at any time (server restart, pg_terminate_backend, network). The pool listens on idle
  // clients only; a checked-out client emits 'error' on itself, and an 'error' event nobody listens to kills the
  // process. Every client gets a listener of its own: the query in flight fails (→ 503), and a dead client
  // still checked out is handed back so the pool replaces it — drizzle's transaction() never releases a client
  // whose `begin` failed, and each such leak would cost the pool a connection for good.
  pool.on('connect', (client) => {
    destroyOnReadTimeout(client);
    client.on('error', (err) => {
      report(err);
      if (held.has(client)) setImmediate(() => client.release(err));
    });
  });
  // The pool's own listener on idle clients re-emits their errors here; the client's listener reported them.
  pool.on('error', () => {});
  // Clients taken by drizzle's transaction() (pool.connect() without a callback): release becomes idempotent.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      held.add(client);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        held.delete(client);
        release(err);
      };
      return client;
    });
  }) as typeof pool.connect;
  const db = drizzlePg({ client: pool, schema });

  /** fn on a single connection of its own without statement or idle timeouts (connect timeout and keepalive kept). */
  const dedicated = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client(clientConfig(url, { ...o, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 }));
    client.on('error', report);
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  };

  return {
    db,
    kind: 'postgres',
    // Two nodes starting together on an empty database would both create the tables and one would crash: the
    // migrations run under a session advisory lock on their own connection, and the second node, once it has the
    // lock, finds them applied.
    migrate: () =>
      dedicated(async (client) => {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      }),
    unbounded: (fn) => dedicated((client) => fn(drizzlePg({ client, schema }) as unknown as Db)),
    ready: (timeoutMs) => withTimeout(checkMigrated(db), timeoutMs, 'database did not answer in time'),
    close: () => pool.end(),
    onConnectionError: (listener) => listeners.add(listener),
    broadcast: pgBroadcast(
      (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]).then(() => undefined),
      () => new pg.Client(clientConfig(url, { ...o, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 })),
    ),
  };
}

/** How long a lost LISTEN connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

function pgBroadcast(notify: (channel: string, payload: string) => Promise<void>, newClient: () => pg.Client): Broadcast {
  // Folded per channel and payload: calls with different payloads (messages that mean different things) are all sent.
  const sending = new Map<string, { again: boolean }>();
  const send = (channel: string, payload: string): void => {
    const key = `${channel}\n${payload}`;
    const state = { again: false };
    sending.set(key, state);
    notify(channel, payload)
      .catch(() => {})
      .finally(() => {
        sending.delete(key);
        if (state.again) send(channel, payload);
      });
  };
  return {
    publish(channel, payload) {
      const inFlight = sending.get(`${channel}\n${payload}`);
      if (inFlight) inFlight.again = true;
      else send(channel, payload);
    },
    subscribe(channel, onMessage, onState) {
      let stopped = false;
      let client: pg.Client | null = null;
      let timer: NodeJS.Timeout | undefined;
      const lost = (dead: pg.Client) => {
        if (stopped || client !== dead) return;
        client = null;
        dead.removeAllListeners('notification');
        dead.end().catch(() => {});
        onState(false);
        timer = setTimeout(start, LISTEN_RETRY_MS);
      };
      const start = () => {
        if (stopped) return;
        const c = newClient();
        client = c;
        c.on('error', () => lost(c));
        c.on('end', () => lost(c));
        c.on('notification', (n) => {
          if (n.channel === channel) onMessage(n.payload ?? '');
        });
        c.connect()
          .then(() => c.query(`listen "${channel.replace(/"/g, '')}"`))
          .then(() => {
            if (client === c && !stopped) onState(true);
          })
          .catch(() => lost(c));
      };
      start();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      };
    },
  };
}

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. PGlite's directory
 * is locked for this process (lock.ts) until close(); a second server or a writing tool on it refuses to start.
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; postgres?: Partial<PgOptions> }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.postgres);
  const lock = lockDataDir(opts.dataDir);
  try {
    const database = await openPglite(path.join(opts.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
