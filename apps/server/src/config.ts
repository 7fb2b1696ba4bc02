import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { PgOptions } from './db/client';

/** The only place that reads process.env. A wrong value stops start-up with one line naming it. */
const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** `a, b,,c` → ['a', 'b', 'c']: the settings that take several values take them comma-separated. */
const commaList = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const tokenPairs = z.string().transform((raw, ctx) => {
  const map = new Map<string, string>();
  for (const pair of commaList(raw)) {
    const eq = pair.indexOf('=');
    const alias = pair.slice(0, eq);
    const token = pair.slice(eq + 1);
    if (eq <= 0 || !/^\d+:[A-Za-z0-9_-]+$/.test(token)) {
      ctx.addIssue({ code: 'custom', message: `expected alias=token pairs, got "${alias || pair}"` });
      return z.NEVER;
    }
    map.set(alias, token);
  }
  return map;
});

/**
 * TRUST_PROXY: which peers may set X-Forwarded-For/-Proto/-Host. A hop count (`1`: the one reverse proxy in
 * front; `0`: none) or proxy addresses/CIDRs, comma-separated (`loopback`, `linklocal`, `uniquelocal` name those
 * ranges). "Trust every hop" is not offered: any client could then pick its own IP with a spoofed
 * X-Forwarded-For and walk past the per-IP limits.
 */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Math.min(Number(value), 100);
  if (value === 'false') return false;
  const entries = commaList(value);
  const bad = entries.find((e) => !proxyAddress(e));
  if (entries.length === 0 || bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `expected a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.1,192.168.0.0/16), got "${bad ?? raw}"`,
    });
    return z.NEVER;
  }
  return entries;
});

const ms = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO: bool.default(true),
  NETWORK_NAME: z.string().min(1).max(40).default('Сарафан'),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  DEFAULT_SHOWCASE: z
    .string()
    .regex(/^[a-z0-9-]{3,32}$/)
    .optional(),
  TELEGRAM_BOT_TOKENS: tokenPairs.default(new Map()),
  DEMO_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/)
    .default('7000000001:demo-token-for-local-use-only'),
  TELEGRAM_AUTH_MAX_AGE: z.coerce.number().int().positive().default(3600),
  /**
   * `alias=botId` pairs: showcases whose Telegram bot this server does not hold the token of. Their init data is
   * checked by its Ed25519 `signature` (third-party validation) with TELEGRAM_PUBLIC_KEY.
   */
  TELEGRAM_BOT_IDS: z
    .string()
    .transform((raw, ctx) => {
      const map = new Map<string, string>();
      for (const pair of commaList(raw)) {
        const [alias = '', id = ''] = pair.split('=');
        if (!alias || !/^\d{1,20}$/.test(id)) {
          ctx.addIssue({ code: 'custom', message: `expected alias=botId pairs, got "${pair}"` });
          return z.NEVER;
        }
        map.set(alias, id);
      }
      return map;
    })
    .default(new Map()),
  /** Telegram's Ed25519 public key for third-party init data validation (hex); its test environment's is 4005…72ec. */
  TELEGRAM_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .default('e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d'),
  /** MAX Bot API base (messages, subscriptions); with DEMO=1 and unset, this server's recording sandbox. */
  MAX_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** With DEMO=1, the MAX bot token of showcases without their own. */
  DEMO_MAX_BOT_TOKEN: z.string().min(16).max(200).default('demo-max-bot-token-for-local-use-only'),
  /**
   * Telegram Bot API base (the showcase bots' getMe/setWebhook/sendMessage); tests point it at a local fake. Unset:
   * https://api.telegram.org, or with DEMO=1 this server's recording sandbox (set it to Telegram's to use real bots).
   */
  BOT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().max(365).default(30),
  /** New anonymous sessions (first cart add, favourite, referral launch) per client IP per hour; over it: 429. */
  SESSIONS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Anonymous carts untouched for this many days are deleted by the housekeeping job. */
  ANONYMOUS_CART_TTL_DAYS: z.coerce.number().int().positive().max(365).default(14),
  /** How often each server process runs housekeeping (expired sessions, abandoned carts, unused media), ms; 0: off on this node. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** Uploaded media no longer referenced by anything are deleted once older than this many hours. */
  MEDIA_GRACE_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  /** Bytes one user may keep in uploads (pictures, claim photos, agent documents), in MB; over it: 413. */
  UPLOAD_QUOTA_MB_PER_USER: z.coerce.number().int().positive().default(200),
  /** Uploaded pictures are refused above this many megapixels or this many pixels on a side (decompression bombs). */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().int().positive().max(268).default(40),
  IMAGE_MAX_SIDE: z.coerce.number().int().positive().max(16383).default(12000),
  PUBLIC_ORIGINS: z.string().transform(commaList).pipe(z.array(z.url())).default([]),
  TRUST_PROXY: trustProxy.default(false),
  /** Whole request (headers and body) must arrive within this; a slow or stalled client gets 408 and is closed. */
  REQUEST_TIMEOUT_MS: ms(1000, 3_600_000).default(30_000),
  /** The request headers must arrive within this (capped at REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: ms(500, 3_600_000).default(10_000),
  /** A connection with no traffic either way for this long is closed (idle keep-alive sockets use their own 72 s). */
  CONNECTION_TIMEOUT_MS: ms(1000, 3_600_000).default(60_000),
  /** After SIGTERM/SIGINT: requests in flight are answered, then the process exits; past this it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: ms(1000, 600_000).default(10_000),
  /** redis://… : rate-limit counters shared by every node; unset: counted in each process. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** PostgreSQL pool (DATABASE_URL only): connections per node, and the time limits that turn a hung database into a 503. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Opening a connection, or waiting for a free one of the pool, at most this long (then 503). */
  DB_CONNECT_TIMEOUT_MS: ms(100, 60_000).default(3_000),
  /** One statement at most this long (statement_timeout; this side gives up 0.5 s later if the server stays silent); 0: none. */
  DB_STATEMENT_TIMEOUT_MS: z.union([z.literal('0').transform(() => 0), ms(100, 3_600_000)]).default(4_000),
  /** A transaction left idle this long is ended by the server (idle_in_transaction_session_timeout); 0: none. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.union([z.literal('0').transform(() => 0), ms(100, 3_600_000)]).default(10_000),
  /** TCP keepalive: an idle connection is probed after this long, so one whose peer vanished is found and dropped; 0: off. */
  DB_KEEPALIVE_MS: z.union([z.literal('0').transform(() => 0), ms(1000, 3_600_000)]).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Product count of the demo seed (default 320); e.g. 100000 to benchmark the catalogue. */
  SEED_PRODUCTS: z.coerce.number().int().positive().max(1_000_000).optional(),
  /**
   * How long anonymous public reads (catalogue, product, menu, index.html, the showcase a host names) are served from
   * this process's memory (ms). A write request or background job on this node clears them at once, and on PostgreSQL
   * tells the other nodes to (LISTEN/NOTIFY), so this bounds only changes no node made (SQL run by hand). Default:
   * PGlite 60 s (one process); PostgreSQL 30 s while the node hears the others, 2 s while it cannot (LISTEN connection
   * down). 0 turns the cache off (the API suite's default: it writes to the database directly).
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** How often each server process matures pending bonuses (ms); 0 turns the job off on this node. */
  BONUS_MATURATION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Public origin for links the server hands out (payment return URLs); default: the request's own origin. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Payment system 1 (YooKassa-compatible API base, e.g. https://api.yookassa.ru); unset: the built-in sandbox when DEMO=1, else off. */
  PAYMENT_1_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_1_SHOP_ID: z.string().min(1).max(100).default('demo-shop'),
  PAYMENT_1_SECRET: z.string().min(1).max(200).default('demo-secret-key'),
  /** Outbound calls (payment provider, Telegram Bot API): each gives up after this long, and checkout waits no longer for the provider. */
  OUTBOUND_TIMEOUT_MS: ms(100, 60_000).default(3_000),
  /** DaData-compatible suggestion API base (…/suggestions/api/4_1/rs); unset: this server's built-in address dataset. */
  SUGGEST_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUGGEST_TOKEN: z.string().min(1).max(200).default('demo-suggest-token'),
  /** SMS gateway for phone login codes (SMS.ru HTTP API base, e.g. https://sms.ru); unset: the built-in sandbox when DEMO=1, else phone login is off. */
  SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The gateway's `api_id` key; never sent to the client or logged. */
  SMS_API_ID: z.string().min(1).max(200).default('demo-sms-api-id'),
  /** Approved sender name (`from`); unset: the account's default sender. */
  SMS_FROM: z.string().min(1).max(11).optional(),
  /** Delivery provider 1, a CDEK API v2-compatible base (https://api.cdek.ru/v2, test https://api.edu.cdek.ru/v2); unset: the built-in sandbox when DEMO=1, else off. */
  CDEK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** CDEK integration account (client_id) and secure password (client_secret) of OAuth2 client credentials; never sent to the client. */
  CDEK_ACCOUNT: z.string().min(1).max(200).default('demo-cdek-account'),
  CDEK_SECRET: z.string().min(1).max(200).default('demo-cdek-secret'),
  /** The city parcels leave from (a city of the address dataset). */
  CDEK_FROM_CITY: z.string().min(2).max(100).default('Москва'),
  /** Base URL CDEK posts status webhooks to; default PUBLIC_URL, else http://127.0.0.1:PORT. */
  DELIVERY_WEBHOOK_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** DEMO sandbox of CDEK: minutes between a parcel's status changes (created → … → delivered in 5 steps). */
  CDEK_SANDBOX_STEP_MIN: z.coerce.number().min(0.01).max(1440).default(10),
  /** How often the job runner retries shipments the provider did not take and pushes the sandbox's webhooks (ms); 0: off. */
  DELIVERY_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** Order placements per minute (POST /api/orders) per client IP and per session. */
  CHECKOUT_RATE_PER_IP: z.coerce.number().int().positive().default(300),
  CHECKOUT_RATE_PER_SESSION: z.coerce.number().int().positive().default(30),
  /** AES-256-GCM key sealing payout destinations at rest: 32 bytes as 64 hex digits or base64; unset: a demo key with DEMO=1, else payouts off. */
  PAYOUT_ENCRYPTION_KEY: z
    .string()
    .refine((v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32, '32 bytes as hex or base64')
    .optional(),
  /** An unpaid card order is cancelled after this many minutes (its stock and spent bonuses return). */
  ORDER_PAYMENT_TTL_MIN: z.coerce.number().int().positive().max(10_080).default(30),
  /** A delivered order without an open claim completes by itself after this many days. */
  ORDER_AUTOCOMPLETE_DAYS: z.coerce.number().int().positive().max(365).default(7),
  /** How often each server process runs the money jobs (order expiry, auto-completion, unsent refunds and payouts), ms; 0: off on this node. */
  MONEY_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** The DNS check of a custom domain's TXT record: how long it may take (ms) and which servers to ask (default: the system's). */
  DOMAIN_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  DOMAIN_DNS_SERVERS: z
    .string()
    .transform(commaList)
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.string().regex(/^\[[0-9a-fA-F:]+\]:\d{1,5}$|^[0-9.]+:\d{1,5}$/)])))
    .default([]),
});

export type AppConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = envSchema.safeParse(known);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}

/** The PostgreSQL pool settings of the configuration (db/client.ts). */
export function pgOptions(config: AppConfig): PgOptions {
  return {
    max: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAliveMs: config.DB_KEEPALIVE_MS,
  };
}

/** Test and tool configuration: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...envSchema.parse({}), LOG_LEVEL: 'silent', READ_CACHE_MS: 0, ...overrides };
}
