import { SHOWCASE_STATE } from '@storefront/contract/constants';
import { parseReferralQuery, toBase36 } from '@storefront/contract/links';
import type { StoreLink } from '@storefront/contract/startup';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originFor, showcaseHostname } from '../../lib/host';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import { defaultShowcase } from '../showcases/service';
import { refCodeOf } from './repository';

/**
 * A landing-mode showcase (state 1) takes no orders: its product buttons open the same product on the network's
 * store showcase. The link carries the visitor's referral (the one this launch brought, else the visitor's referrer,
 * else the landing showcase's owner, who brought the visitor here), so the sale and its bonuses still happen.
 */
export async function storeLinkFor(
  app: FastifyInstance,
  req: FastifyRequest,
  showcase: Showcase,
  user: CurrentUser | null,
  referral: { refCode: string | null; cmp: string | null } | null,
): Promise<StoreLink | null> {
  if (showcase.stateId !== SHOWCASE_STATE.landing) return null;
  const store = await defaultShowcase(app.db, app.config);
  if (!store || store.stateId !== SHOWCASE_STATE.store) return null;
  let refCode = referral?.refCode ?? null;
  if (!refCode && user?.referrerId != null) refCode = await refCodeOf(app.db, user.referrerId);
  if (!refCode && showcase.ownerId !== user?.id) refCode = await refCodeOf(app.db, showcase.ownerId);
  const s = refCode ? `${toBase36(store.id)}_r=${refCode}` : toBase36(store.id);
  const query = referral?.cmp ? `s=${s}&cmp=${referral.cmp}` : `s=${s}`;
  return { origin: originFor(req, showcaseHostname(store, app.config)), name: store.name, query };
}

/**
 * A direct product address on a landing-mode showcase (`/product/{id}`, a page load): where it leads instead of an
 * error, the same product on the network's store showcase, with the referral the link carried (`s`, `cmp`), else the
 * landing showcase owner's. Null when the showcase is not in landing mode or the network has no open store.
 */
export async function landingProductTarget(
  app: FastifyInstance,
  req: FastifyRequest,
  showcase: Showcase,
  productId: number,
  query: Record<string, unknown>,
): Promise<string | null> {
  const params = new URLSearchParams();
  for (const key of ['s', 'cmp'] as const) if (typeof query[key] === 'string') params.set(key, query[key]);
  const ctx = parseReferralQuery(params);
  const link = await storeLinkFor(app, req, showcase, null, ctx ? { refCode: ctx.refCode, cmp: ctx.cmp } : null);
  return link ? `${link.origin}/product/${productId}?${link.query}` : null;
}
