import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { clonePrefix, createDatabase, databaseUrl, dropDatabase } from './db';

/**
 * The real server (`npm start` runs `tsx src/server.ts`) as a child process, for what fastify.inject cannot
 * show: start-up refusals, signals, sockets and timeouts.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null: killed by a signal). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A child process with the test settings over the inherited environment (less the database, data dir, port and Node
 * options, and whatever `dropInherited` names), its stdout and stderr gathered.
 */
function spawnWithSettings(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  dropInherited = (_key: string) => false,
): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'DATA_DIR', 'PORT', 'NODE_OPTIONS'].includes(key) && !dropInherited(key)),
  );
  const child = spawn(command, args, {
    cwd,
    env: { ...inherited, LOG_LEVEL: 'warn', BONUS_MATURATION_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port: Number(env.PORT ?? 0), output: () => output, exited };
}

/** Runs a TypeScript entry point of apps/server (src/server.ts, src/db/seed/cli.ts …) with the given settings. */
export function runEntry(entry: string, env: Record<string, string>): ServerProcess {
  return spawnWithSettings(process.execPath, ['--import', 'tsx', entry], SERVER_DIR, env);
}

/** Starts src/server.ts and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const server = runEntry('src/server.ts', { PORT: String(port), ...env });
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms: ${server.output()}`);
}

/**
 * A PGlite DATA_DIR holding the seeded test database (the run's dump; without one, the server seeds it itself
 * on first start).
 */
export async function seededDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-proc-'));
  const source = inject('serverTestDatabase');
  if (source.kind === 'pglite') {
    const dump = new Blob([new Uint8Array(readFileSync(source.dumpFile))]);
    const client = await PGlite.create({ dataDir: path.join(dir, 'pglite'), extensions: { pg_trgm }, loadDataDir: dump });
    await client.close();
  }
  return dir;
}

/** A seeded PostgreSQL database of its own for a server process (TEST_DATABASE_URL runs only). */
export async function seededPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const source = inject('serverTestDatabase');
  if (source.kind !== 'postgres') throw new Error('not a PostgreSQL run');
  const name = `${clonePrefix(source.runId)}${randomBytes(4).toString('hex')}`;
  await createDatabase(source.url, name, source.template);
  return { url: databaseUrl(source.url, name), drop: () => dropDatabase(source.url, name) };
}

/** An empty PostgreSQL database (no tables) of its own for server processes (TEST_DATABASE_URL runs only). */
export async function emptyPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const source = inject('serverTestDatabase');
  if (source.kind !== 'postgres') throw new Error('not a PostgreSQL run');
  const name = `${clonePrefix(source.runId)}${randomBytes(4).toString('hex')}`;
  await createDatabase(source.url, name, 'template0');
  return { url: databaseUrl(source.url, name), drop: () => dropDatabase(source.url, name) };
}

/** Runs an npm script of apps/server (`npm run <script> -w @storefront/server -- …args`) the way an operator would. */
export function runNpm(args: string[], env: Record<string, string>): ServerProcess {
  return spawnWithSettings('npm', args, path.resolve(SERVER_DIR, '../..'), env, (key) => key.startsWith('npm_'));
}

/** Resolves once GET path on the port answers 200; throws when the process exits first or the time is up. */
export async function waitForOk(server: ServerProcess, pathname: string, timeoutMs = 90_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`exited with ${exitCode}: ${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}${pathname}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`${pathname} did not answer in ${timeoutMs} ms: ${server.output()}`);
}
