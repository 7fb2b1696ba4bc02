import type { BonusTransactionsResponse, WithdrawBonusesData } from '@storefront/contract/bonuses';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addFromCatalog, checkoutByCard, demoLogin, registerInPage } from './helpers';

/**
 * Issue 6 journey: A shares a link → anonymous B opens it, becomes a member, orders and pays → A's bonuses screen shows
 * the pending credit " от {showcase}" → the seller delivers, B confirms receipt → after the return window (test clock)
 * the credit is available → A requests a withdrawal → an operator pays it in the console → the balances match on the
 * screen, in the footer and in the API.
 */
const HEADERS = { 'x-storefront-client': '1', 'content-type': 'application/json' };

async function bonuses(request: APIRequestContext): Promise<BonusTransactionsResponse> {
  return (await request.get('/api/tg?json=1&method=getClientBonusTransactions&page=0')).json() as Promise<BonusTransactionsResponse>;
}

test("a shared link turns a friend's paid order into pending bonuses, then a withdrawal an operator pays", async ({ browser, page }) => {
  // A: the demo referrer.
  await demoLogin(page, 'Наталья Рекомендова');
  const before = await bonuses(page.request);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Поделиться' }).click();
  const link = await page.getByRole('dialog', { name: 'Поделиться' }).getByLabel('Ссылка для друзей').inputValue();
  expect(link).toMatch(/_r=NATALYA1&cmp=/);

  // B: anonymous, opens A's link, becomes a member, orders and pays by card.
  const buyerContext = await browser.newContext();
  const pageB = await buyerContext.newPage();
  // The referral context is stored by the startup call: register only once it has answered.
  const started = pageB.waitForResponse((r) => r.url().includes('/api/startup') && r.request().method() === 'POST');
  await pageB.goto(link);
  expect((await started).ok()).toBe(true);
  await expect(pageB.getByRole('contentinfo')).toContainText('Сарафан Маркет');
  await registerInPage(pageB, `Друг ${Date.now().toString(36)}`);
  await addFromCatalog(pageB);
  await checkoutByCard(pageB);
  const order = (
    (await (await pageB.request.get('/api/account/orders?json=1')).json()) as { orders: Array<{ id: number; number: string; status: string }> }
  ).orders[0]!;
  expect(order.status).toBe('paid');

  // A's bonuses screen: the first-line credit from B's order, pending, " от Сарафан Маркет".
  const afterOrder = await bonuses(page.request);
  expect(afterOrder.Expected.GlobalValue).toBeGreaterThan(before.Expected.GlobalValue);
  const credit = afterOrder.BonusTransactions[0]!;
  expect(credit).toMatchObject({ Operation: 'referral', Status: 'pending', ShowcaseName: 'Сарафан Маркет' });
  await page.goto('/account/profile/bonuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои бонусы' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Операции с бонусами' }).getByRole('listitem').first();
  await expect(first).toContainText('Бонус за покупку в сети, 1-я линия от Сарафан Маркет');
  await expect(first).toContainText('Ожидается');

  // The test clock before the order is completed: what was already due matures (the seeded order completed 10 days
  // ago), B's order keeps its credit pending — the return window starts at completion.
  const early = await page.request.post('/api/test/advance-clock', { headers: HEADERS, data: { days: 15 } });
  expect(((await early.json()) as { matured: number }).matured).toBeGreaterThan(0);
  const seeded = await bonuses(page.request);
  expect(seeded.balance.GlobalValue).toBeGreaterThan(afterOrder.balance.GlobalValue);
  expect(seeded.BonusTransactions.find((t) => t.Id === credit.Id)?.Status).toBe('pending');

  // The showcase's admin assembles, ships and delivers B's order; B confirms receipt on the orders screen.
  const sellerContext = await browser.newContext();
  try {
    const seller = await sellerContext.newPage();
    await demoLogin(seller, 'Алексей Продавцов');
    for (const move of [{ type: 'assemble' }, { type: 'ship', trackingNumber: 'RP987654321RU' }, { type: 'deliver' }]) {
      const res = await seller.request.post('/api/ajax/', {
        headers: HEADERS,
        data: { action: 'orderAction', as: 'seller', orderId: order.id, ...move },
      });
      expect(res.status(), move.type).toBe(200);
    }
  } finally {
    await sellerContext.close();
  }
  await pageB.goto(`/account/profile/orders?id=${order.id}`);
  await pageB.getByRole('button', { name: 'Подтвердить получение' }).click();
  await expect(pageB.locator('.order-detail__head').getByText('Завершён')).toBeVisible();
  await buyerContext.close();

  // Completed: the credit waits out the 14-day return window, then the test clock makes it available.
  const clock = await page.request.post('/api/test/advance-clock', { headers: HEADERS, data: { days: 15 } });
  expect(((await clock.json()) as { matured: number }).matured).toBeGreaterThan(0);
  const matured = await bonuses(page.request);
  expect(matured.BonusTransactions.find((t) => t.Id === credit.Id)?.Status).toBe('available');
  expect(matured.balance.GlobalValue).toBeCloseTo(seeded.balance.GlobalValue + credit.Amount, 2);
  expect(matured.Expected.GlobalValue).toBeCloseTo(seeded.Expected.GlobalValue - credit.Amount, 2);

  // A requests a withdrawal of 500 bonuses to a card.
  await page.reload();
  await page.getByRole('button', { name: 'Вывести бонусы Сарафан' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вывод бонусов' });
  await dialog.getByLabel('Сумма, бонусов').fill('500');
  await dialog.getByLabel('Номер карты').fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Вывести' }).click();
  await expect(page.getByText('Заявка на вывод создана. Бонусы зарезервированы до выплаты')).toBeVisible();
  const requested = ((await (await page.request.get('/api/tg?json=1&method=getWithdrawBonusesData')).json()) as WithdrawBonusesData).history[0]!;
  expect(requested).toMatchObject({ amount: 500, status: 'requested', details: '•••• 1111' });
  // The dialog lists the saved payout destinations first; the requests are under «Заявки на вывод».
  await expect(dialog.getByRole('region', { name: 'Заявки на вывод' }).getByRole('listitem').first()).toContainText('На рассмотрении');
  const reservedState = await bonuses(page.request);
  expect(reservedState.balance.GlobalValue).toBeCloseTo(matured.balance.GlobalValue - 500, 2);

  // An operator pays it from the console's withdrawal queue.
  const operator = await browser.newContext();
  try {
    const pageO = await operator.newPage();
    await demoLogin(pageO, 'Ольга Операторова');
    await pageO.goto('/account/operator?tab=withdrawals');
    await expect(pageO.getByRole('heading', { level: 1, name: 'Консоль оператора' })).toBeVisible();
    const queued = pageO.getByRole('listitem').filter({ hasText: 'Наталья Рекомендова' }).filter({ hasText: '•••• 1111' }).first();
    await queued.getByRole('button', { name: 'Выплатить' }).click();
    await pageO
      .getByRole('dialog', { name: 'Выплатить 500,00 бонусов участнику Наталья Рекомендова?' })
      .getByRole('button', { name: 'Выплатить' })
      .click();
    await expect(pageO.getByRole('dialog')).toBeHidden();
  } finally {
    await operator.close();
  }

  // A sees it paid; the spendable balance stayed where the reserve had put it, the reserve is gone, the footer agrees.
  await page.reload();
  await page.getByRole('button', { name: 'Вывести бонусы Сарафан' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Вывод бонусов' }).getByRole('region', { name: 'Заявки на вывод' }).getByRole('listitem').first(),
  ).toContainText('Выплачено');
  const after = await bonuses(page.request);
  expect(after.balance.GlobalValue).toBeCloseTo(reservedState.balance.GlobalValue, 2);
  expect(after.Reserved).toBeCloseTo(reservedState.Reserved - 500, 2);
  expect(after.BonusTransactions.find((t) => t.Operation === 'withdrawal')).toMatchObject({ Amount: -500 });
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('button', { name: `Бонусы: ${new Intl.NumberFormat('ru-RU').format(Math.floor(after.balance.GlobalValue))}` }),
  ).toBeVisible();
});
