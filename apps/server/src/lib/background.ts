import type { FastifyInstance } from 'fastify';

/**
 * Work a route starts and does not wait for (a bot update is answered at once, its messages go out after): closing
 * the app waits for what is still running, and a failure is handed to `onError` (logged), never thrown.
 */
export function backgroundWork(app: FastifyInstance): (work: Promise<void>, onError: (err: unknown) => void) => void {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (work, onError) => {
    const tracked: Promise<void> = work.catch(onError).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
}
