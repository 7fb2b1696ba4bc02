import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client';

/**
 * Test databases (DESIGN §7): a fresh, migrated and seeded database per test file, cloned from one built
 * once per run in global-setup.ts. PGlite by default (loaded from a data-dir dump); PostgreSQL when
 * TEST_DATABASE_URL is set (CREATE DATABASE … TEMPLATE, dropped again on close()).
 */
export type TestDatabaseSource = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestDatabase: TestDatabaseSource;
  }
}

export const TEMPLATE_DATABASE = 'storefront_template';
export const clonePrefix = (runId: string) => `storefront_t_${runId}_`;

let dumpBlob: Promise<Blob> | undefined;

/** A fresh database with the demo seed, independent of every other test file. */
export async function createTestDatabase(): Promise<Database> {
  const source = inject('serverTestDatabase');
  if (source.kind === 'pglite') {
    dumpBlob ??= readFile(source.dumpFile).then((bytes) => new Blob([new Uint8Array(bytes)]));
    return openPglite(undefined, await dumpBlob);
  }
  return createPostgresDatabase(source, source.template);
}

/** A fresh, migrated database without any data (for tests of the seed itself). */
export async function createEmptyDatabase(): Promise<Database> {
  const source = inject('serverTestDatabase');
  const database = source.kind === 'pglite' ? await openPglite(undefined) : await createPostgresDatabase(source, 'template0');
  await database.migrate();
  return database;
}

async function createPostgresDatabase(source: { url: string; runId: string }, template: string): Promise<Database> {
  const name = `${clonePrefix(source.runId)}${randomBytes(4).toString('hex')}`;
  await createDatabase(source.url, name, template);
  const database = openPostgres(databaseUrl(source.url, name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(source.url, name);
    },
  };
}

// ---- PostgreSQL administration, shared with global-setup.ts ----

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A concurrent run briefly holding the template (55006: in use), or swapping in its freshly built one
 * (3D000: the template is missing for a moment), is waited out rather than failed on.
 */
async function retryWhileBusy<T>(fn: () => Promise<T>, codes: readonly string[] = ['55006']): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 50 || !code || !codes.includes(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 20));
    }
  }
}

export async function createDatabase(url: string, name: string, template: string): Promise<void> {
  await retryWhileBusy(() => withAdmin(url, (c) => c.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`)), ['55006', '3D000']);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

export async function listDatabases(url: string, prefix: string): Promise<string[]> {
  return withAdmin(url, async (c) => {
    const res = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [prefix]);
    return res.rows.map((r) => r.datname);
  });
}
