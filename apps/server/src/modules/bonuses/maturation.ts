import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { matureDue } from './ledger';
import { inTransaction } from './tx';

const BATCH = 500;

/** Matures every pending entry due by `now`, batch by batch (each batch one short transaction). */
export async function matureAll(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await inTransaction(db, (tx) => matureDue(tx, now, BATCH));
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * The scheduled maturation (DESIGN §6): every BONUS_MATURATION_INTERVAL_MS in each server process. Several nodes may
 * run it at once — matureDue locks the entries it takes with `skip locked`, so each entry matures exactly once.
 * Started by server.ts (tests start it only when they ask); stopped when the app closes.
 */
export class MaturationJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly app: FastifyInstance) {}

  get started(): boolean {
    return this.timer !== null;
  }

  start(intervalMs = this.app.config.BONUS_MATURATION_INTERVAL_MS): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** One pass now; a pass still running is awaited instead of starting a second one in this process. */
  runOnce(now: Date = new Date()): Promise<number> {
    this.running ??= matureAll(this.app.db, now)
      .then((n) => {
        if (n > 0) this.app.log.info({ matured: n }, 'bonus entries matured');
        return n;
      }, (err: unknown) => {
        this.app.log.error({ err }, 'bonus maturation failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bonusMaturation: MaturationJob;
  }
}
