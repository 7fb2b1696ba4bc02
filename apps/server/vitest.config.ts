import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (~1 GB of memory for a PGlite), so at most two run at once.
    fileParallelism: true,
    maxWorkers: 2,
    // Projects with different maxWorkers must run in different groups; the API suite runs after the unit tests.
    sequence: { groupOrder: 1 },
  },
});
