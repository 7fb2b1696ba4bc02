import {
  WOW_TREE_PAGE_DEPTH,
  type ClientWowInfo,
  type FriendShowcase,
  type WowTreeMember,
  type WowTreeResponse,
  type WowTreeShowcase,
} from '@storefront/contract/wow-tree';
import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { originFor, showcaseHostname } from '../../lib/host';
import { fromKopecks } from '../../lib/money';
import type { CurrentUser } from '../../lib/request-context';
import * as repo from './repository';

/**
 * The referral tree as its members see it (spec §2 wow-tree, §7 "Referral network"). A viewer sees their own
 * downline in full and, of their upline, only what getClientWowInfo and the showcase lists tell; anyone else
 * is answered 404, as if they did not exist.
 */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function groupShowcases(runs: Awaited<ReturnType<typeof repo.runners>>): Map<number, Array<{ ID: number; Name: string }>> {
  const byUser = new Map<number, Array<{ ID: number; Name: string }>>();
  for (const r of runs) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { ID: r.showcaseId, Name: r.name }]);
  return byUser;
}

export async function wowTree(app: FastifyInstance, viewer: CurrentUser, parentId: number | undefined): Promise<WowTreeResponse> {
  const { db } = app;
  const rootId = parentId ?? viewer.id;
  const rootLevel = parentId === undefined ? 0 : await repo.depthBelow(db, viewer.id, parentId);
  if (rootLevel === null) throw new AppError('NOT_FOUND');
  const [members, levels] = await Promise.all([
    repo.subtree(db, viewer.id, rootId, WOW_TREE_PAGE_DEPTH),
    parentId === undefined ? repo.levelTotals(db, viewer.id) : Promise.resolve([]),
  ]);
  const showcases = groupShowcases(
    await repo.runners(
      db,
      members.map((m) => m.id),
    ),
  );
  return {
    RootID: rootId,
    Depth: WOW_TREE_PAGE_DEPTH,
    Members: members.map((m): WowTreeMember => ({
      ID: m.id,
      ParentID: m.parentId,
      Level: rootLevel + m.depth,
      Name: m.name,
      Avatar: m.avatarUrl,
      JoinedAt: iso(m.joinedAt),
      Showcases: showcases.get(m.id) ?? [],
      OrdersCount: m.ordersCount,
      BonusesBrought: fromKopecks(m.brought),
      ChildrenCount: m.childrenCount,
      IsNew: m.isNew,
    })),
    Levels: levels.map((l) => ({ Level: l.level, Members: l.members, Orders: l.orders, Bonuses: fromKopecks(l.brought) })),
  };
}

/** Where a member sits relative to the viewer: +n in the downline, -n in the upline, 0 the viewer; null outside. */
export async function relativeLevel(app: FastifyInstance, viewer: CurrentUser, memberId: number): Promise<number | null> {
  if (memberId === viewer.id) return 0;
  const below = await repo.depthBelow(app.db, viewer.id, memberId);
  if (below !== null) return below;
  const above = await repo.depthBelow(app.db, memberId, viewer.id);
  return above === null ? null : -above;
}

async function networkIds(app: FastifyInstance, viewer: CurrentUser): Promise<Set<number>> {
  const [up, down] = await Promise.all([repo.upline(app.db, viewer.id), repo.downlineIds(app.db, viewer.id)]);
  return new Set([viewer.id, ...up.map((u) => u.id), ...down]);
}

export async function clientWowInfo(
  app: FastifyInstance,
  viewer: CurrentUser,
  agentId: number,
  showcaseId: number | undefined,
): Promise<ClientWowInfo> {
  const level = await relativeLevel(app, viewer, agentId);
  if (level === null) throw new AppError('NOT_FOUND');
  if (showcaseId !== undefined && (await repo.showcaseCards(app.db, [showcaseId])).length === 0) throw new AppError('NOT_FOUND');
  const [info, runs] = await Promise.all([repo.memberInfo(app.db, viewer.id, agentId, showcaseId ?? null), repo.runners(app.db, [agentId])]);
  if (!info) throw new AppError('NOT_FOUND');
  return {
    ID: info.id,
    Name: info.name,
    Avatar: info.avatarUrl,
    Level: level,
    JoinedAt: iso(info.joinedAt),
    ShowcaseID: showcaseId ?? null,
    Showcases: runs.map((r) => ({ ID: r.showcaseId, Name: r.name })),
    ReferralsCount: info.referralsCount,
    OrdersCount: info.ordersCount,
    BonusesBrought: fromKopecks(info.brought),
  };
}

// ---- showcase lists ----

function logoDataUrl(card: repo.ShowcaseCard): string {
  if (!card.logo || card.logo.length === 0) return '';
  return `data:${card.logoType ?? 'image/png'};base64,${Buffer.from(card.logo).toString('base64')}`;
}

/** A showcase's own address: its verified custom domain, else `{alias}.{BASE_DOMAIN}`. */
function toWire(app: FastifyInstance, req: FastifyRequest, card: repo.ShowcaseCard): WowTreeShowcase {
  const hostname = showcaseHostname(card, app.config);
  return { ID: card.id, Name: card.name, Logo: logoDataUrl(card), TelegramBot: card.botUsername, Url: originFor(req, hostname) };
}

const isPublic = (card: repo.ShowcaseCard) => card.stateId === SHOWCASE_STATE.landing || card.stateId === SHOWCASE_STATE.store;

async function cardsRunBy(app: FastifyInstance, userIds: readonly number[]): Promise<Map<number, repo.ShowcaseCard[]>> {
  const runs = await repo.runners(app.db, userIds);
  const cards = new Map((await repo.showcaseCards(app.db, [...new Set(runs.map((r) => r.showcaseId))])).map((c) => [c.id, c]));
  const byUser = new Map<number, repo.ShowcaseCard[]>();
  for (const r of runs) {
    const card = cards.get(r.showcaseId);
    if (card && isPublic(card)) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), card]);
  }
  return byUser;
}

/** The switcher list: showcases run by anyone in the viewer's network (and the viewer's own), plus the current one. */
export async function wowTreeShowcases(app: FastifyInstance, req: FastifyRequest, viewer: CurrentUser): Promise<WowTreeShowcase[]> {
  const network = [...(await networkIds(app, viewer))];
  const runs = await repo.runners(app.db, network);
  const ids = new Set(runs.map((r) => r.showcaseId));
  if (req.showcase) ids.add(req.showcase.id);
  const cards = await repo.showcaseCards(app.db, [...ids]);
  const own = new Set(runs.filter((r) => r.userId === viewer.id).map((r) => r.showcaseId));
  const listed = (c: repo.ShowcaseCard) => c.id === req.showcase?.id || (c.stateId !== SHOWCASE_STATE.blocked && (isPublic(c) || own.has(c.id)));
  return cards.filter(listed).map((c) => toWire(app, req, c));
}

/** Showcases of the viewer's friends: the referrer and the direct referrals. */
export async function friendShowcases(app: FastifyInstance, req: FastifyRequest, viewer: CurrentUser): Promise<FriendShowcase[]> {
  const [up, referrals] = await Promise.all([repo.upline(app.db, viewer.id), repo.directReferrals(app.db, viewer.id)]);
  const friends = [
    ...up.filter((u) => u.depth === 1).map((u) => ({ id: u.id, name: u.name, relation: 'referrer' as const })),
    ...referrals.map((r) => ({ id: r.id, name: r.name, relation: 'referral' as const })),
  ];
  const byUser = await cardsRunBy(
    app,
    friends.map((f) => f.id),
  );
  return friends.flatMap((f) =>
    (byUser.get(f.id) ?? []).map((card) => ({
      ...toWire(app, req, card),
      AgentID: f.id,
      AgentName: f.name,
      Relation: f.relation,
    })),
  );
}

/** Showcases run by members of the viewer's network; any id outside it is a 404. */
export async function agentsShowcases(app: FastifyInstance, req: FastifyRequest, viewer: CurrentUser, agentIds: readonly number[]) {
  const network = await networkIds(app, viewer);
  if (agentIds.some((id) => !network.has(id))) throw new AppError('NOT_FOUND');
  const byUser = await cardsRunBy(app, agentIds);
  return agentIds.map((id) => ({ AgentID: id, Showcases: (byUser.get(id) ?? []).map((c) => toWire(app, req, c)) }));
}
