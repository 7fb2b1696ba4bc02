import type { WithdrawBonusesData } from '@storefront/contract/bonuses';
import type { OperatorShowcasesResponse } from '@storefront/contract/operator';
import type { StartupConfig } from '@storefront/contract/startup';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoLogin } from './helpers';

/**
 * Issue 5 operator console: the operator opens the console from the account, blocks and unblocks the sport showcase
 * (its public startup follows), and pays a withdrawal a member requested.
 */
const HEADERS = { 'x-storefront-client': '1', 'content-type': 'application/json' };

/** What anyone opening the showcase sees first (a fresh anonymous session). */
async function publicState(request: APIRequestContext, showcaseId: number): Promise<Pick<StartupConfig, 'showcaseStateId' | 'isBanned'>> {
  const res = await request.post(`/api/startup?s=${showcaseId.toString(36)}`, { headers: HEADERS, data: { query: {} } });
  expect(res.status()).toBe(200);
  const { showcaseStateId, isBanned } = (await res.json()) as StartupConfig;
  return { showcaseStateId, isBanned };
}

test('an operator blocks and unblocks a showcase and pays a withdrawal from the console', async ({ browser, page, playwright }) => {
  // A member asks for a withdrawal (Наталья has more than the minimum available in the demo data).
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await demoLogin(memberPage, 'Наталья Рекомендова');
  const asked = await memberPage.request.post('/api/ajax/', {
    headers: HEADERS,
    data: { action: 'createWithdraw', amount: 512, method: 'card', details: '4111 1111 1111 1111' },
  });
  expect(asked.status()).toBe(200);

  // The operator finds the console among the account sections.
  await demoLogin(page, 'Ольга Операторова');
  await page.goto('/account');
  await page.getByRole('link', { name: 'Консоль оператора' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Консоль оператора' })).toBeVisible();

  // Showcases: block «Спорт и отдых» with a reason; the public startup of that showcase shows it blocked.
  const listed = (await (await page.request.get('/api/tg?json=1&method=operatorShowcases&search=sport')).json()) as OperatorShowcasesResponse;
  const sportId = listed.showcases[0]!.id;
  const anonymous = await playwright.request.newContext({ baseURL: page.url().replace(/\/account.*$/, '') });
  expect(await publicState(anonymous, sportId)).toEqual({ showcaseStateId: 2, isBanned: false });

  await page.getByRole('link', { name: 'Витрины' }).click();
  await page.getByLabel('Название или адрес витрины').fill('sport');
  const card = page.getByRole('listitem').filter({ hasText: 'Спорт и отдых' });
  await card.getByRole('button', { name: 'Заблокировать: Спорт и отдых' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Заблокировать витрину «Спорт и отдых»?' });
  await blockDialog.getByLabel('Причина').fill('Проверка жалоб покупателей');
  await blockDialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(page.getByText('Витрина «Спорт и отдых» заблокирована')).toBeVisible();
  await expect(card.getByText(/: Проверка жалоб покупателей$/)).toBeVisible();
  expect(await publicState(anonymous, sportId)).toEqual({ showcaseStateId: 3, isBanned: true });

  await card.getByRole('button', { name: 'Разблокировать: Спорт и отдых' }).click();
  const unblockDialog = page.getByRole('dialog', { name: 'Разблокировать витрину «Спорт и отдых»?' });
  await expect(unblockDialog).toContainText('Витрина вернётся в состояние «Магазин»');
  await unblockDialog.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(page.getByText('Витрина «Спорт и отдых» разблокирована')).toBeVisible();
  await expect(card.getByText('Магазин', { exact: true })).toBeVisible();
  expect(await publicState(anonymous, sportId)).toEqual({ showcaseStateId: 2, isBanned: false });
  await anonymous.dispose();

  // Withdrawals: pay the member's request after a confirm; it leaves the queue and the member sees it paid.
  await page.getByRole('link', { name: 'Выводы' }).click();
  const request = page.getByRole('listitem').filter({ hasText: '512,00 бонусов' });
  await expect(request).toContainText('Наталья Рекомендова');
  await request.getByRole('button', { name: 'Выплатить' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Выплатить 512,00 бонусов участнику Наталья Рекомендова?' });
  await payDialog.getByRole('button', { name: 'Выплатить' }).click();
  await expect(page.getByText('Вывод выплачен')).toBeVisible();
  await expect(request).toHaveCount(0);
  await page.getByRole('button', { name: 'Выплаченные' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '512,00 бонусов' })).toContainText('Выплачено');

  const history = ((await (await memberPage.request.get('/api/tg?json=1&method=getWithdrawBonusesData')).json()) as WithdrawBonusesData).history;
  expect(history.find((w) => w.amount === 512)).toMatchObject({ status: 'paid', details: '•••• 1111' });
  await member.close();
});
