import type { FastifyInstance } from 'fastify';
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
