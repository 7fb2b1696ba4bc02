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

/** A periodic task of the one job runner: its own interval (0: off on this node); it must be safe on many nodes at once. */
export interface PeriodicTask {
  name: string;
  intervalMs: number;
  run(now: Date): Promise<unknown>;
}

/**
 * The one job runner (DESIGN §8): the scheduled maturation every BONUS_MATURATION_INTERVAL_MS in each server process,
 * plus the periodic tasks other modules add (housekeeping). Several nodes may run them at once — matureDue locks the
 * entries it takes with `skip locked`, so each entry matures exactly once; the tasks take the same care.
 * Started by server.ts (tests start it only when they ask); stopped when the app closes.
 */
export class MaturationJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  readonly tasks: PeriodicTask[] = [];
  private readonly taskTimers: NodeJS.Timeout[] = [];
  private readonly taskRuns = new Map<string, Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  get started(): boolean {
    return this.timer !== null;
  }

  /** Adds a periodic task (before start()). */
  add(task: PeriodicTask): void {
    this.tasks.push(task);
  }

  start(intervalMs = this.app.config.BONUS_MATURATION_INTERVAL_MS): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
    for (const task of this.tasks.filter((t) => t.intervalMs > 0)) {
      const timer = setInterval(() => void this.runTask(task), task.intervalMs);
      timer.unref();
      this.taskTimers.push(timer);
    }
  }

  /** One pass of a task now; a pass still running in this process is awaited instead of starting a second one. */
  runTask(task: PeriodicTask, now: Date = new Date()): Promise<void> {
    const running =
      this.taskRuns.get(task.name) ??
      task
        .run(now)
        .then(
          (result) => this.app.log.info({ task: task.name, result }, 'periodic task done'),
          (err: unknown) => this.app.log.error({ err, task: task.name }, 'periodic task failed'),
        )
        .finally(() => {
          this.taskRuns.delete(task.name);
          // Tasks change stock and orders (expiry returns goods): cached public reads are recomputed.
          this.app.readCache.invalidate();
        });
    this.taskRuns.set(task.name, running);
    return running;
  }

  /** One pass now; a pass still running is awaited instead of starting a second one in this process. */
  runOnce(now: Date = new Date()): Promise<number> {
    this.running ??= matureAll(this.app.db, now)
      .then(
        (n) => {
          if (n > 0) this.app.log.info({ matured: n }, 'bonus entries matured');
          return n;
        },
        (err: unknown) => {
          this.app.log.error({ err }, 'bonus maturation failed');
          return 0;
        },
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const timer of this.taskTimers.splice(0)) clearInterval(timer);
    await Promise.all([this.running, ...this.taskRuns.values()]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bonusMaturation: MaturationJob;
  }
}
