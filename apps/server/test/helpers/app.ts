import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppServices } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh app on a fresh, migrated and seeded database; `services` replaces outside services (e.g. DNS). */
export async function createTestApp(overrides: Partial<AppConfig> = {}, services: AppServices = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), database, services);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test app of one test file: made (as `createTestApp` makes it) before the file's tests, closed after them. Read
 * its `app` and `database` inside hooks and tests, once `beforeAll` has run.
 */
export function fileTestApp(overrides: Partial<AppConfig> = {}, services: AppServices = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, services);
  });
  afterAll(() => current?.close());
  const made = (): TestApp => {
    if (!current) throw new Error('the file’s test app is made in beforeAll: read it inside hooks and tests');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    close: () => made().close(),
  };
}
