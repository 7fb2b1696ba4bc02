import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: every answer carries `Connection: close`, so no socket is kept for another request. */
    draining: boolean;
  }
}

export const shutdownPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('draining', false);
    app.addHook('onSend', async (_req, reply) => {
      if (app.draining) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);

/** Shutdown waits for a quiet spell this long in which no new request arrived (below), for at most READ_GRACE_MAX_MS. */
const QUIET_MS = 50;
const READ_GRACE_MAX_MS = 1_000;
/** While closing, sockets that became idle after their answer are closed this often. */
const IDLE_SWEEP_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown (SIGTERM/SIGINT), resolving with the exit code:
 *  1. Requests whose bytes are already here are read first. The event loop may have been busy (PGlite runs on
 *     this thread) when the signal came, leaving requests unread in socket buffers and connections in the
 *     accept queue; closing at once would reset them. Shutdown waits until a 50 ms spell brings no new request.
 *  2. app.close(): no new connections; idle keep-alive sockets are closed at once, busy ones right after their
 *     answer (`Connection: close`, and a sweep of sockets gone idle); requests arriving meanwhile get 503.
 *  3. The database is closed (PGlite flushes its data directory and its lock is released).
 * Past timeoutMs the process exits with 1 whatever is still running.
 */
export async function gracefulShutdown(app: FastifyInstance, database: Database, signal: string, timeoutMs: number): Promise<number> {
  const startedAt = performance.now();
  app.log.info({ signal }, 'shutting down');
  app.draining = true;
  const timedOut = new Promise<number>((resolve) => {
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown did not finish in time; exiting anyway');
      resolve(1);
    }, timeoutMs).unref();
  });

  const closed = (async () => {
    let received = 0;
    const count = () => received++;
    app.server.on('request', count);
    for (let last = -1; received !== last && performance.now() - startedAt < READ_GRACE_MAX_MS;) {
      last = received;
      await sleep(QUIET_MS);
    }
    app.server.off('request', count);

    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
    await database.close();
    app.log.info({ ms: Math.round(performance.now() - startedAt) }, 'shut down');
    return 0;
  })().catch((err: unknown) => {
    app.log.error({ err }, 'shutdown failed');
    return 1;
  });

  return Promise.race([closed, timedOut]);
}
