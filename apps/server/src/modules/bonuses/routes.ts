import { advanceClockBodySchema } from '@storefront/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/guards';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { MaturationJob, matureAll } from './maturation';
import { registerBonusOrderListener } from './order-listener';
import { transferForm } from './transfers';

const DAY_MS = 86_400_000;

/** App-level parts of the bonus module: the order listener and the maturation job (started by server.ts). */
export function registerBonuses(app: FastifyInstance): void {
  registerBonusOrderListener(app);
  app.decorate('bonusMaturation', new MaturationJob(app));
  app.addHook('onClose', () => app.bonusMaturation.stop());
}

/** Bonus routes of the API scope. */
export function bonusRoutes(app: FastifyInstance): void {
  app.get('/api/account/mlm/transfer', async (req) => transferForm(app.db, requireUser(req)));

  // The test clock of the Playwright journey: only with DEMO=1 (404 otherwise, like the other /api/test routes).
  if (app.config.DEMO) {
    app.post('/api/test/advance-clock', async (req) => {
      const { days } = validate(advanceClockBodySchema, req.body ?? {}, requestLocale(req));
      const now = new Date(Date.now() + days * DAY_MS);
      return { matured: await matureAll(app.db, now), now: now.toISOString() };
    });
  }
}
