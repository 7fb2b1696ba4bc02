import type { ShowcaseMoney } from '@storefront/contract/money';
import type { Db } from '../../db/client';
import { fromKopecks } from '../../lib/money';
import * as bonuses from '../bonuses/service';
import { loadBonusSettings } from '../bonuses/settings';
import { toWire } from '../bonuses/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { AdminAccess } from '../seller-showcases/access';
import { auditOf } from './audit';
import { topupsOf, topupView } from './topups';

/** The showcase's money as its staff sees it: the network share (available, pending, reserved), the fund, the moves. */
export async function showcaseMoney(app: FastifyInstance, access: AdminAccess): Promise<ShowcaseMoney> {
  const db: Db = app.db;
  const showcaseId = access.showcase.id;
  const isOwner = access.showcase.ownerId === access.user.id;
  const [network, fund, settings, withdrawals, topups, audit] = await Promise.all([
    bonuses.accountState(db, 'showcase_network', { showcaseId }),
    bonuses.accountState(db, 'showcase_fund', { showcaseId }),
    loadBonusSettings(db),
    bonuses.showcaseWithdrawals(db, showcaseId),
    topupsOf(app, showcaseId),
    auditOf(db, showcaseId),
  ]);
  return {
    role: isOwner ? 'owner' : access.isOperator ? 'operator' : 'admin',
    canMoveMoney: isOwner,
    network: {
      available: fromKopecks(network.balance - network.reserved),
      pending: fromKopecks(network.pending),
      reserved: fromKopecks(network.reserved),
    },
    fund: { available: fromKopecks(fund.balance - fund.reserved), pending: fromKopecks(fund.pending) },
    minimumWithdrawal: fromKopecks(settings.withdrawalMin),
    withdrawals: withdrawals.map(toWire),
    topups: topups.map(topupView),
    audit,
  };
}
