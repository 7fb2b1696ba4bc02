// Starts the real server for the journeys on a fresh PGlite data dir (the web app is built by `npm run test:e2e`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// E2E_DATA_DIR keeps the journeys' database for a look afterwards (e.g. `DATA_DIR=… npm run ledger:check`).
const keep = process.env.E2E_DATA_DIR;
const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
const child = spawn('npm', ['run', 'start', '-w', '@storefront/server'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DEMO: '1', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
