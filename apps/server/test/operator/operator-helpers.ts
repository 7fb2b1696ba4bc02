import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { one } from '../../src/db/sql';
import { DEFAULT_BONUS_SETTINGS } from '../../src/modules/bonuses/settings';
import type { TestApp } from '../helpers/app';
import { get, post } from '../helpers/http';

/**
 * The network rules as seeded — the bonus module's defaults (DESIGN §6) — in the operator's wire units (withdrawalMin
 * in bonuses, not kopecks): what getNetworkSettings reads first.
 */
export const SEEDED_NETWORK_SETTINGS = { ...DEFAULT_BONUS_SETTINGS, withdrawalMin: DEFAULT_BONUS_SETTINGS.withdrawalMin / 100 };

/** Everything an operator call may write: a refused call must leave all of it as it was. */
export async function operatorSnapshot(db: Db): Promise<string> {
  const row = await one<{ v: string }>(
    db,
    sql`select json_build_object(
    'showcases', (select json_agg(json_build_object('i', id, 's', state_id, 'u', updated_after) order by id) from showcases),
    'users', (select json_agg(json_build_object('i', id, 'b', is_banned) order by id) from users),
    'settings', (select json_agg(json_build_object('k', key, 'v', value) order by key) from network_settings),
    'claims', (select coalesce(json_agg(json_build_object('i', id, 's', status, 'a', answer) order by id), '[]') from claims),
    'orders', (select json_agg(json_build_object('i', id, 's', status) order by id) from orders),
    'withdrawals', (select json_agg(json_build_object('i', id, 's', status) order by id) from withdrawals),
    'accounts', (select json_agg(json_build_object('i', id, 'b', balance, 'r', reserved) order by id) from bonus_accounts),
    'notifications', (select count(*) from notifications)
  )::text as v`,
  );
  return row?.v ?? '';
}

/** A /api/tg call: reads by GET with the input in the query, writes by POST. */
export function tg(
  t: TestApp,
  cookie: string | null,
  body: Record<string, unknown>,
  kind: 'read' | 'write' = 'write',
): Promise<LightMyRequestResponse> {
  if (kind === 'write') return post(t.app, '/api/tg', body, { cookie });
  const query = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  return get(t.app, '/api/tg', { cookie, query });
}
