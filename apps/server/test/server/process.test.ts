import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@storefront/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../src/db/lock';
import { runEntry, seededDataDir, seededPostgresUrl, startServer, type ServerProcess } from '../helpers/server-process';

/**
 * The server as a process (fault-injection findings 4 and 7): one PGlite DATA_DIR is one process's (a second
 * server or a writing tool refuses with one line), and SIGTERM answers what was already sent, closes idle
 * keep-alive sockets at once and exits well within 10 s — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

const BODY = JSON.stringify({ query: {} });
const startupRequest = (keepAlive = true) =>
  `POST /api/startup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
  `Connection: ${keepAlive ? 'keep-alive' : 'close'}\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`;

interface RawClient {
  socket: net.Socket;
  received(): string;
  error(): string | undefined;
  closed: Promise<void>;
}

async function connect(port: number): Promise<RawClient> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  let error: string | undefined;
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString();
  });
  socket.on('error', (err: NodeJS.ErrnoException) => {
    error = err.code ?? err.message;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => data, error: () => error, closed };
}

const statusOf = (client: RawClient) => client.received().split('\r\n')[0] ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM while requests are in flight: 5 with half their body sent (finished after the signal), 20 whole ones
 * written just before it, and 10 idle keep-alive sockets. All are answered, none reset; the process exits 0 fast.
 */
async function sigtermWithRequestsInFlight(server: ServerProcess): Promise<void> {
  const idle = await Promise.all(Array.from({ length: 10 }, () => connect(server.port)));
  for (const client of idle) client.socket.write(`${startupRequest()}${BODY}`);
  await expect.poll(() => idle.every((c) => c.received().includes('\r\n\r\n')), { timeout: 15_000 }).toBe(true);

  const slow = await Promise.all(Array.from({ length: 5 }, () => connect(server.port)));
  for (const client of slow) client.socket.write(`${startupRequest()}${BODY.slice(0, 4)}`);
  const burst = await Promise.all(Array.from({ length: 20 }, () => connect(server.port)));
  await sleep(200);
  for (const client of burst) client.socket.write(`${startupRequest(false)}${BODY}`);

  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  await sleep(300);
  for (const client of slow) client.socket.write(BODY.slice(4));

  const code = await server.exited;
  const exitMs = Date.now() - signalledAt;
  await Promise.all([...idle, ...slow, ...burst].map((c) => Promise.race([c.closed, sleep(2_000)])));

  expect(code, server.output()).toBe(0);
  for (const client of slow) {
    expect(statusOf(client), 'a request half sent before SIGTERM').toBe('HTTP/1.1 200 OK');
  }
  for (const client of burst) {
    expect(client.error(), 'a request sent just before SIGTERM is never reset').toBeUndefined();
    expect(statusOf(client), 'a request sent just before SIGTERM').toMatch(/^HTTP\/1\.1 (200 OK|503 Service Unavailable)$/);
  }
  for (const client of idle) expect(client.error()).toBeUndefined();
  expect(exitMs).toBeLessThan(10_000);
}

describe('a PGlite DATA_DIR', () => {
  let dir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = await seededDataDir();
    server = await startServer({ DATA_DIR: dir });
  }, 120_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is locked by the server holding it: the lock file names its pid', () => {
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${server.child.pid}`);
  });

  it('refuses a second server with one clear line and a non-zero exit; the first keeps serving', async () => {
    const second = runEntry('src/server.ts', { DATA_DIR: dir, PORT: String(server.port + 1) });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `DATA_DIR ${dir} is in use by process ${server.child.pid}: stop it first or set another DATA_DIR (lock file ${path.join(dir, LOCK_FILE)})`,
    );
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  }, 60_000);

  it('refuses the seed CLI and the ledger check with the same line', async () => {
    for (const entry of ['src/db/seed/cli.ts', 'scripts/ledger-check.ts']) {
      const tool = runEntry(entry, { DATA_DIR: dir });
      expect(await tool.exited, entry).toBe(1);
      expect(tool.output().trim(), entry).toMatch(new RegExp(`^DATA_DIR .* is in use by process ${server.child.pid}: stop it first`));
    }
  }, 60_000);

  it('on SIGTERM: requests in flight are answered, idle sockets closed, exit 0 well within 10 s, lock removed', async () => {
    await sigtermWithRequestsInFlight(server);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('a stale lock', () => {
  it('is taken over when its process is gone, and released again', () => {
    const dir = path.join(tmpdir(), `storefront-stale-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    try {
      // A pid that surely ran and exited.
      const deadPid = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).toString());
      const lockPath = path.join(dir, LOCK_FILE);
      lockDataDir(dir).release();
      writeFileSync(lockPath, `${deadPid}\n`);
      const lock = lockDataDir(dir);
      expect(lock.file).toBe(lockPath);
      expect(() => lockDataDir(dir)).toThrow('already open in this process');
      lock.release();
      expect(existsSync(lockPath)).toBe(false);
      // A lock file without a pid (a crash between create and write) is stale too.
      writeFileSync(lockPath, '');
      lockDataDir(dir).release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(usesPostgres)('on PostgreSQL', () => {
  it('on SIGTERM: requests in flight are answered, idle sockets closed, exit 0 well within 10 s', async () => {
    const database = await seededPostgresUrl();
    try {
      const server = await startServer({ DATABASE_URL: database.url });
      await sigtermWithRequestsInFlight(server);
    } finally {
      await database.drop();
    }
  }, 90_000);
});
