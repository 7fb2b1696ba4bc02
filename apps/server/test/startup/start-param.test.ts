import { buildReferralQuery } from '@storefront/contract/links';
import { buildStartParam } from '@storefront/contract/start-param';
import type { StartupConfig } from '@storefront/contract/startup';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { testConfig } from '../../src/config';
import { sha256Hex } from '../../src/lib/crypto';
import { signInitData } from '../../src/lib/telegram';
import { fileTestApp } from '../helpers/app';
import { post, sessionCookie } from '../helpers/http';

/** README "Telegram start parameters": the forms the server reads at startup (deep links are the client's). */
const DEMO_TOKEN = testConfig().DEMO_BOT_TOKEN;
const now = () => Math.floor(Date.now() / 1000);

const t = fileTestApp();

async function launch(startParam: string, opts: { query?: Record<string, string>; telegramId?: number } = {}) {
  const tgData = signInitData(DEMO_TOKEN, {
    auth_date: now(),
    start_param: startParam,
    user: { id: opts.telegramId ?? 555_100_001, first_name: 'Старт' },
  });
  const res = await post(t.app, '/api/startup', { query: opts.query ?? {}, tgData });
  expect(res.statusCode, res.body).toBe(200);
  return { config: res.json<StartupConfig>(), res };
}

describe('Telegram start parameters at startup', () => {
  it('keeps the referral of a product deep link combined with the referral query', async () => {
    const query = buildReferralQuery({ showcaseId: 1, refCode: DEMO_USERS.referrer.refCode, cmp: '12ABCD' });
    const startParam = buildStartParam({ route: { kind: 'product', id: 5 }, query });
    expect(startParam).toMatch(/^p_5_/);
    const { res } = await launch(startParam!, { telegramId: 555_100_002 });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(sessionCookie(res)!.value)));
    expect(row?.data.referral).toEqual({ showcaseId: 1, refCode: DEMO_USERS.referrer.refCode, cmp: '12ABCD' });
  });

  it('redirects by rd=1 carried in the start parameter, without carrying the parameter on', async () => {
    const startParam = buildStartParam({ query: 'rd=1&alias=sport' })!;
    const { config } = await launch(startParam, { query: { tgWebAppStartParam: startParam } });
    expect(config.redirectTarget).toBe('http://sport.localhost:80/api/tgbundle/');
  });

  it('ignores rd=1 towards an unknown alias and a plain deep link', async () => {
    expect((await launch(buildStartParam({ query: 'rd=1&alias=nosuchshop' })!)).config.redirectTarget).toBeNull();
    expect((await launch('a_1')).config.redirectTarget).toBeNull();
  });
});
