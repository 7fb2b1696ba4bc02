import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, pgOptions } from '../../src/config';
import { PG_DEFAULTS } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/lock';
import { databaseLabel, startupErrorLine } from '../../src/lib/startup-error';

/** The fault settings (issue 13) and the one line a failed start prints. */
describe('database, Redis and outbound settings', () => {
  it('default to time limits that answer a hung database within 5 s', () => {
    const config = loadConfig({});
    expect(pgOptions(config)).toEqual(PG_DEFAULTS);
    expect(PG_DEFAULTS.connectTimeoutMs).toBeLessThan(5_000);
    expect(PG_DEFAULTS.statementTimeoutMs + 500).toBeLessThan(5_000);
    expect(PG_DEFAULTS.keepAliveMs).toBeGreaterThan(0);
    expect(config.OUTBOUND_TIMEOUT_MS).toBeLessThan(5_000);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('take 0 to turn a limit off, and refuse nonsense with one line naming the setting', () => {
    const config = loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_KEEPALIVE_MS: '0', DB_POOL_MAX: '25', REDIS_URL: 'redis://10.0.0.2:6379' });
    expect(pgOptions(config)).toMatchObject({ statementTimeoutMs: 0, keepAliveMs: 0, max: 25 });
    expect(config.REDIS_URL).toBe('redis://10.0.0.2:6379');
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '0' })).toThrow(/^Invalid setting DB_CONNECT_TIMEOUT_MS: /);
    expect(() => loadConfig({ REDIS_URL: 'http://10.0.0.2' })).toThrow(/^Invalid setting REDIS_URL: /);
    expect(() => loadConfig({ OUTBOUND_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });
});

describe('the start-up failure line', () => {
  const ctx = { databaseUrl: 'postgres://shop:s3cret@db.internal:6432/shop', host: '0.0.0.0', port: 3000 };
  const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('names the cause and never the password', () => {
    expect(startupErrorLine(pgError('password authentication failed for user "shop"', '28P01'), ctx)).toBe(
      'PostgreSQL at db.internal:6432/shop (DATABASE_URL) refused the login: password authentication failed for user "shop"',
    );
    expect(startupErrorLine(pgError('connect ECONNREFUSED 10.0.0.3:6432', 'ECONNREFUSED'), ctx)).toBe(
      'Cannot reach PostgreSQL at db.internal:6432/shop (DATABASE_URL): connect ECONNREFUSED 10.0.0.3:6432',
    );
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), { cause: pgError('permission denied for schema public', '42501') });
    expect(startupErrorLine(wrapped, ctx)).toBe(
      'PostgreSQL at db.internal:6432/shop (DATABASE_URL) failed during start-up (SQLSTATE 42501): permission denied for schema public',
    );
    expect(startupErrorLine(pgError('listen EADDRINUSE: address already in use 0.0.0.0:3000', 'EADDRINUSE'), ctx)).toBe(
      'Cannot listen on 0.0.0.0:3000: the port is in use (stop the other server or set PORT)',
    );
    expect(startupErrorLine(new DataDirLockedError('DATA_DIR ./data is in use by process 7'), ctx)).toBe('DATA_DIR ./data is in use by process 7');
    expect(startupErrorLine(new Error('first line\n    at somewhere (file.ts:1:1)'), { host: '', port: 0 })).toBe('Start-up failed: first line');
    for (const line of [startupErrorLine(pgError('x', '28P01'), ctx), databaseLabel(ctx.databaseUrl)]) expect(line).not.toContain('s3cret');
  });
});
