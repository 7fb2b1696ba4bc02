import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { LOCK_FILE } from '../../src/db/lock';
import { rows } from '../../src/db/sql';
import { emptyPostgresUrl, freePort, runEntry, runNpm, seededDataDir, startServer, waitForOk, type ServerProcess } from '../helpers/server-process';
import { startTcpProxy } from '../helpers/tcp-proxy';

/**
 * Production start (issue 13): DEMO=0 on an empty database leaves an empty network (no demo rows) and
 * `npm run create-operator` makes its operator; start-up failures are one line naming the cause; `npm start`
 * passes SIGTERM to the server, which answers what it holds and exits; two nodes start together on one empty
 * PostgreSQL database (migrations under an advisory lock, the seed under another).
 */
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-prod-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const stop = async (server: ServerProcess) => {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  return server.exited;
};

interface Counts {
  showcases: number;
  users: number;
  products: number;
  orders: number;
  settings: number;
  operators: number;
}

async function counts(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<Counts> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    const [row] = await rows<Counts>(
      database.db,
      sql`select (select count(*)::int from showcases) as showcases, (select count(*)::int from users) as users,
        (select count(*)::int from products) as products, (select count(*)::int from orders) as orders,
        (select count(*)::int from network_settings) as settings,
        (select count(*)::int from users where role = 'operator') as operators`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

/** DEMO=0 on an empty database, then create-operator twice; on PGlite (a fresh DATA_DIR) or PostgreSQL. */
async function emptyNetworkAndOperator(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<void> {
  const server = await startServer({ ...env, DEMO: '0' });
  try {
    expect((await fetch(`http://127.0.0.1:${server.port}/api/ready`)).status).toBe(200);
    // No demo login page either.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/test/users`)).status).toBe(404);
  } finally {
    expect(await stop(server)).toBe(0);
  }
  expect(await counts(env)).toEqual({ showcases: 0, users: 0, products: 0, orders: 0, settings: 7, operators: 0 });

  const first = runNpm(['run', 'create-operator', '--', '--telegram-id', '700123', '--name', 'Анна Оператор'], env);
  expect(await first.exited, first.output()).toBe(0);
  expect(first.output().trim().split('\n').at(-1)).toMatch(/^Created operator: user \d+, Telegram id 700123$/);
  const again = runEntry('scripts/create-operator.ts', env);
  expect(await again.exited).toBe(1);
  expect(again.output().trim()).toMatch(/^usage: npm run create-operator -- --telegram-id/);
  const second = runNpm(['run', 'create-operator', '--', '--telegram-id', '700123'], env);
  expect(await second.exited, second.output()).toBe(0);
  expect(second.output().trim().split('\n').at(-1)).toMatch(/^Updated operator: user \d+, Telegram id 700123$/);

  // A restart with DEMO=0 still seeds nothing; the operator is the only user.
  const restarted = await startServer({ ...env, DEMO: '0' });
  expect(await stop(restarted)).toBe(0);
  expect(await counts(env)).toEqual({ showcases: 0, users: 1, products: 0, orders: 0, settings: 7, operators: 1 });
}

describe('DEMO=0 on an empty database', () => {
  it('on PGlite: no demo rows, network settings only; create-operator makes the operator', async () => {
    await emptyNetworkAndOperator({ DATA_DIR: tempDir() });
  }, 180_000);

  it.runIf(usesPostgres)(
    'on PostgreSQL: the same',
    async () => {
      const database = await emptyPostgresUrl();
      try {
        await emptyNetworkAndOperator({ DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});

describe('start-up failures are one line naming the cause', () => {
  const oneLine = async (env: Record<string, string>) => {
    const server = runEntry('src/server.ts', { PORT: String(await freePort()), LOG_LEVEL: 'error', ...env });
    const startedAt = Date.now();
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines, server.output()).toHaveLength(1);
    return { line: lines[0]!, ms: Date.now() - startedAt };
  };

  it('a wrong setting', async () => {
    expect((await oneLine({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).line).toMatch(/^Invalid setting DB_STATEMENT_TIMEOUT_MS: /);
  });

  it('a refused database, without the password of DATABASE_URL', async () => {
    const port = await freePort();
    const { line } = await oneLine({ DATABASE_URL: `postgres://shop:s3cret@127.0.0.1:${port}/shop` });
    expect(line).toBe(`Cannot reach PostgreSQL at 127.0.0.1:${port}/shop (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('a stalled database: within the connect timeout', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    proxy.set('stall');
    try {
      const { line, ms } = await oneLine({ DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/shop`, DB_CONNECT_TIMEOUT_MS: '1000' });
      expect(line).toMatch(new RegExp(`^Cannot reach PostgreSQL at 127\\.0\\.0\\.1:${proxy.port}/shop \\(DATABASE_URL\\): .*timeout`, 'i'));
      expect(ms).toBeLessThan(15_000);
    } finally {
      await proxy.close();
    }
  });

  it.runIf(usesPostgres)('a database that does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/storefront_no_such_database';
    const { line } = await oneLine({ DATABASE_URL: url.toString() });
    expect(line).toMatch(/^PostgreSQL at .*\/storefront_no_such_database \(DATABASE_URL\): the database does not exist \(create it first\): /);
  });

  it('a port in use', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { line } = await oneLine({ DATA_DIR: tempDir(), DEMO: '0', PORT: String(port) });
      expect(line).toBe(`Cannot listen on 127.0.0.1:${port}: the port is in use (stop the other server or set PORT)`);
    } finally {
      taken.close();
    }
  }, 120_000);
});

describe('npm start', () => {
  it('passes SIGTERM to the server: the request in flight is answered, the server exits 0, PGlite is closed and unlocked', async () => {
    const dir = await seededDataDir();
    dirs.push(dir);
    const port = await freePort();
    const npm = runNpm(['start', '-w', '@storefront/server'], { DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'info' });
    await waitForOk(npm, '/api/health');
    // A request the server is still answering when the signal comes.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/catalog/products?page=1`).then((r) => r.status);
    npm.child.kill('SIGTERM');
    const signalledAt = Date.now();
    expect(await inFlight).toBe(200);
    expect(await npm.exited, npm.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(npm.output()).toMatch(/"msg":"shut down"/);
    // Nothing is left serving (before, the orphaned server kept the port), and the data directory is released.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe.runIf(usesPostgres)('two nodes on one empty PostgreSQL database', () => {
  it('start together: both migrate under the lock, one seeds, both serve', async () => {
    const database = await emptyPostgresUrl();
    const nodes: ServerProcess[] = [];
    try {
      nodes.push(...(await Promise.all([startServer({ DATABASE_URL: database.url }), startServer({ DATABASE_URL: database.url })])));
      for (const node of nodes) {
        const ready = await fetch(`http://127.0.0.1:${node.port}/api/ready`);
        expect(ready.status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${node.port}/api/catalog/products?page=1`)).status).toBe(200);
      }
      const seeded = await counts({ DATABASE_URL: database.url });
      // Seeded once: the demo network's 320 products, not twice as many.
      expect(seeded.products).toBe(320);
      for (const node of nodes) expect(node.output()).not.toMatch(/error/i);
    } finally {
      for (const node of nodes) await stop(node);
      await database.drop();
    }
  }, 180_000);
});
