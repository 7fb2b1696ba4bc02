import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/lock';

/** What start-up was doing when it failed, for the one line it prints. */
export interface StartupContext {
  databaseUrl?: string | undefined;
  host: string;
  port: number;
}

const code = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === 'string') return c;
  }
  return undefined;
};

const messageOf = (err: unknown): string => {
  let e: unknown = err;
  // drizzle wraps driver errors as "Failed query: …" with the real one as cause.
  while (e instanceof Error && e.cause instanceof Error && /^Failed query/.test(e.message)) e = e.cause;
  const text = e instanceof Error ? e.message : String(e);
  return (text.split('\n')[0] ?? '').trim() || (e instanceof Error ? e.name : 'unknown error');
};

/** host:port/database of a PostgreSQL URL, never its user or password. */
export function databaseLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The one line a failed start prints (no stack): which setting or outside thing is wrong, and what it said.
 * The DATABASE_URL's credentials are never part of it.
 */
export function startupErrorLine(err: unknown, ctx: StartupContext): string {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) return err.message;
  const c = code(err);
  const what = messageOf(err);
  if (c === 'EADDRINUSE') return `Cannot listen on ${ctx.host}:${ctx.port}: the port is in use (stop the other server or set PORT)`;
  if (c === 'EACCES' && /listen/.test(what)) return `Cannot listen on ${ctx.host}:${ctx.port}: permission denied (set PORT above 1023)`;
  if (c === 'EADDRNOTAVAIL') return `Cannot listen on ${ctx.host}:${ctx.port}: no such address on this machine (check HOST)`;
  if (ctx.databaseUrl) {
    const db = `PostgreSQL at ${databaseLabel(ctx.databaseUrl)} (DATABASE_URL)`;
    if (c === '28P01' || c === '28000') return `${db} refused the login: ${what}`;
    if (c === '3D000') return `${db}: the database does not exist (create it first): ${what}`;
    if (c && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/.test(c)) return `Cannot reach ${db}: ${what}`;
    if (/timeout|terminated|connection/i.test(what)) return `Cannot reach ${db}: ${what}`;
    if (c && /^[0-9A-Z]{5}$/.test(c)) return `${db} failed during start-up (SQLSTATE ${c}): ${what}`;
  }
  return `Start-up failed: ${what}`;
}
