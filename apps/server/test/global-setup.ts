import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openPostgres } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/db/seed/seed';
import { clonePrefix, createDatabase, databaseUrl, dropDatabase, listDatabases, TEMPLATE_DATABASE } from './helpers/db';

/**
 * Migrates and seeds one database per run; every test file then gets a fresh copy (helpers/db.ts).
 * TEST_DATABASE_URL is read here only (tests may read the environment; the app reads it through config.ts);
 * workers get the source through provide/inject.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? setupPostgres(project, url) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = path.resolve(import.meta.dirname, '../.tmp');
  await removeStaleDumps(dir);
  const dumpFile = path.join(dir, `test-db-${process.pid}-${randomBytes(3).toString('hex')}.tar.gz`);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seed(db);
    const dump = await client.dumpDataDir('gzip');
    await mkdir(dir, { recursive: true });
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('serverTestDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}

/** Dumps of runs that were killed before their teardown; a live run's dump is younger than this. */
async function removeStaleDumps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^test-db-.*\.tar\.gz$/.test(n))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 6 * 3_600_000) await rm(file, { force: true });
  }
}

async function setupPostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  // Each run migrates and seeds a template of its own (named with its start time), so runs of different
  // branches on one server never clone each other's schema; a crashed run's template is dropped after 6 h.
  const started = Math.floor(Date.now() / 1000);
  for (const name of await listDatabases(url, `${TEMPLATE_DATABASE}_`)) {
    const at = Number(/^[a-z_]+_(\d+)_[0-9a-f]+$/.exec(name)?.[1]);
    if (Number.isFinite(at) && started - at > 6 * 3600) await dropDatabase(url, name);
  }
  const template = `${TEMPLATE_DATABASE}_${started}_${runId}`;
  await createDatabase(url, template, 'template0');
  try {
    const database = openPostgres(databaseUrl(url, template), 2);
    try {
      await database.migrate();
      await database.unbounded((db) => seed(db));
    } finally {
      await database.close();
    }
  } catch (err) {
    await dropDatabase(url, template);
    throw err;
  }
  project.provide('serverTestDatabase', { kind: 'postgres', url, template, runId });
  // Clones a crashed test file left behind; other runs' clones have other run ids and are left alone.
  return async () => {
    for (const name of await listDatabases(url, clonePrefix(runId))) await dropDatabase(url, name);
    await dropDatabase(url, template);
  };
}
