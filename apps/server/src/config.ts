import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env. A wrong value stops start-up with one line naming it. */
const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const tokenPairs = z
  .string()
  .transform((raw, ctx) => {
    const map = new Map<string, string>();
    for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
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

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO: bool.default(true),
  NETWORK_NAME: z.string().min(1).max(40).default('Сарафан'),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  DEFAULT_SHOWCASE: z.string().regex(/^[a-z0-9-]{3,32}$/).optional(),
  TELEGRAM_BOT_TOKENS: tokenPairs.default(new Map()),
  DEMO_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]+$/).default('7000000001:demo-token-for-local-use-only'),
  TELEGRAM_AUTH_MAX_AGE: z.coerce.number().int().positive().default(3600),
  /** Telegram Bot API base (the showcase bots' sendMessage/setWebhook); tests point it at a local fake. */
  BOT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().max(365).default(30),
  PUBLIC_ORIGINS: z
    .string()
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url()))
    .default([]),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Product count of the demo seed (default 320); e.g. 100000 to benchmark the catalogue. */
  SEED_PRODUCTS: z.coerce.number().int().positive().max(1_000_000).optional(),
  /** How often each server process matures pending bonuses (ms); 0 turns the job off on this node. */
  BONUS_MATURATION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Public origin for links the server hands out (payment return URLs); default: the request's own origin. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Payment system 1 (YooKassa-compatible API base, e.g. https://api.yookassa.ru); unset: the built-in sandbox when DEMO=1, else off. */
  PAYMENT_1_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_1_SHOP_ID: z.string().min(1).max(100).default('demo-shop'),
  PAYMENT_1_SECRET: z.string().min(1).max(200).default('demo-secret-key'),
  /** DaData-compatible suggestion API base (…/suggestions/api/4_1/rs); unset: this server's built-in address dataset. */
  SUGGEST_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUGGEST_TOKEN: z.string().min(1).max(200).default('demo-suggest-token'),
  /** Order placements per minute (POST /api/orders) per client IP and per session. */
  CHECKOUT_RATE_PER_IP: z.coerce.number().int().positive().default(300),
  CHECKOUT_RATE_PER_SESSION: z.coerce.number().int().positive().default(30),
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

/** Test and tool configuration: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...envSchema.parse({}), LOG_LEVEL: 'silent', ...overrides };
}
