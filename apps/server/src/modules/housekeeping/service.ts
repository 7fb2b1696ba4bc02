import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './repository';

const BATCH = 500;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface HousekeepingResult {
  sessions: number;
  carts: number;
  media: number;
}

/** Runs one delete batch after another (each its own short statement) until a batch comes back short. */
async function drain(step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step(BATCH);
    total += n;
    if (n < BATCH) return total;
  }
}

export interface HousekeepingSettings {
  ANONYMOUS_CART_TTL_DAYS: number;
  MEDIA_GRACE_HOURS: number;
}

/** Expired sessions, anonymous carts untouched for ANONYMOUS_CART_TTL_DAYS, uploads unused for MEDIA_GRACE_HOURS. */
export async function housekeeping(db: Db, settings: HousekeepingSettings, now: Date = new Date()): Promise<HousekeepingResult> {
  const sessions = await drain((limit) => repo.deleteExpiredSessions(db, now, limit));
  const cartsBefore = new Date(now.getTime() - settings.ANONYMOUS_CART_TTL_DAYS * DAY_MS);
  const carts = await drain((limit) => repo.deleteAbandonedCarts(db, cartsBefore, limit));
  const mediaBefore = new Date(now.getTime() - settings.MEDIA_GRACE_HOURS * HOUR_MS);
  const media = await drain((limit) => repo.deleteUnusedMedia(db, mediaBefore, limit));
  return { sessions, carts, media };
}

/** Adds housekeeping to the one job runner (started by server.ts), every HOUSEKEEPING_INTERVAL_MS. */
export function registerHousekeeping(app: FastifyInstance): void {
  app.bonusMaturation.add({
    name: 'housekeeping',
    intervalMs: app.config.HOUSEKEEPING_INTERVAL_MS,
    run: (now) => housekeeping(app.db, app.config, now),
  });
}
