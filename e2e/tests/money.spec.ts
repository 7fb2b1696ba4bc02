import { expect, test, type Browser, type Page } from '@playwright/test';
import { addFromCatalog, demoLogin, placeOrderInPage } from './helpers';

/**
 * Issue 14 journeys: money reaches people. A card-paid order cancelled by the seller is refunded and the buyer sees it;
 * the showcase owner tops the page balance up by card in the provider's (sandbox) page; the owner withdraws the
 * network share and the operator pays it through the payout provider (the sandbox under DEMO=1).
 */

async function as(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await demoLogin(page, name);
  return page;
}

/** Places the cart as a card-paid order from inside the page (same origin, CSRF header), as the checkout does. */
async function placeCardOrder(page: Page): Promise<{ id: number; number: string; confirmationUrl: string }> {
  const placed = await placeOrderInPage(page, 'e2e-money', { paymentSystemId: 1, comment: '' });
  return { ...placed.order, confirmationUrl: placed.confirmationUrl };
}

/** The owner's money screen of «Сарафан Маркет», reached from the list of showcases. */
async function openMoney(page: Page): Promise<void> {
  await page.goto('/account/profile/showcases');
  await page.getByRole('listitem').filter({ hasText: 'Сарафан Маркет' }).first().getByRole('link', { name: 'Деньги' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Деньги витрины «Сарафан Маркет»' })).toBeVisible();
}

test('a card-paid order cancelled by the seller is refunded, and the buyer sees the refund', async ({ browser }) => {
  const buyer = await as(browser, 'Иван Покупателев');
  await addFromCatalog(buyer);
  const order = await placeCardOrder(buyer);
  await buyer.goto(order.confirmationUrl);
  await expect(buyer.getByRole('heading', { name: 'Тестовая оплата картой' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await expect(buyer.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();

  const seller = await as(browser, 'Алексей Продавцов');
  await seller.goto(`/account/profile/sale-orders?id=${order.id}`);
  await expect(seller.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await seller.getByRole('region', { name: 'Действия с заказом' }).getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = seller.getByRole('dialog', { name: `Отменить заказ № ${order.number}?` });
  await dialog.getByRole('textbox', { name: 'Причина отмены' }).fill('Товар закончился на складе');
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog).toBeHidden();

  // The refund goes to the provider right away (the job runner retries it otherwise); the sandbox refunds at once.
  await expect(async () => {
    await seller.reload();
    await expect(seller.getByRole('list', { name: 'Возвраты денег' })).toContainText('Деньги возвращены', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await buyer.goto(`/account/profile/orders?id=${order.id}`);
  const refunds = buyer.getByRole('list', { name: 'Возвраты денег' });
  await expect(refunds).toContainText('Деньги возвращены');
  await expect(refunds).toContainText(/Возврат [\d\s\u00a0,]+₽/);
});

test('the owner tops the page balance up by card and sees it in the history', async ({ browser }) => {
  const owner = await as(browser, 'Алексей Продавцов');
  await openMoney(owner);
  const fund = owner.getByRole('region', { name: 'Баланс страницы' });
  const before = await fund.getByText('На балансе').locator('xpath=following-sibling::dd').innerText();
  await fund.getByRole('textbox', { name: 'Сумма пополнения, ₽' }).fill('1000');
  await fund.getByRole('button', { name: 'Пополнить картой' }).click();

  await expect(owner).toHaveURL(/\/api\/sandbox\/pay\//);
  await owner.getByRole('button', { name: 'Оплатить' }).click();
  await expect(owner).toHaveURL(/\/account\/profile\/showcases\/\d+\/money$/);
  await expect(owner.getByRole('region', { name: 'История движений' })).toContainText('Баланс страницы пополнен');
  const after = await owner
    .getByRole('region', { name: 'Баланс страницы' })
    .getByText('На балансе')
    .locator('xpath=following-sibling::dd')
    .innerText();
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(amount(after) - amount(before)).toBeCloseTo(1000, 2);
});

test('the owner withdraws the network share to a card and the operator pays it through the provider', async ({ browser }) => {
  const owner = await as(browser, 'Алексей Продавцов');
  await openMoney(owner);
  const form = owner.getByRole('form', { name: 'Вывести долю' });
  await form.getByRole('textbox', { name: 'Сумма, ₽' }).fill('600');
  await form.getByRole('radio', { name: 'Новые реквизиты' }).check();
  await form.getByRole('textbox', { name: 'Номер карты' }).fill('4111111111111111');
  await form.getByRole('button', { name: 'Вывести' }).click();
  await expect(owner.getByText('Заявка на вывод создана. Сумма зарезервирована до выплаты')).toBeVisible();
  const withdrawals = owner.getByRole('region', { name: 'Заявки на вывод' });
  await expect(withdrawals.getByRole('listitem').first()).toContainText('На рассмотрении');
  await expect(withdrawals.getByRole('listitem').first()).toContainText('•••• 1111');

  const operator = await as(browser, 'Ольга Операторова');
  await operator.goto('/account/operator?tab=withdrawals');
  const request = operator.getByRole('listitem').filter({ hasText: 'Доля владельца витрины' }).filter({ hasText: '600,00 бонусов' });
  await expect(request).toContainText('Алексей Продавцов');
  await request.getByRole('button', { name: 'Выплатить' }).click();
  await operator
    .getByRole('dialog', { name: 'Выплатить 600,00 бонусов участнику Алексей Продавцов?' })
    .getByRole('button', { name: 'Выплатить' })
    .click();
  await expect(operator.getByText(/^(Вывод выплачен|Выплата отправлена)$/)).toBeVisible();

  // The sandbox pays at once or reports it by notification: the owner sees the withdrawal paid.
  await expect(async () => {
    await owner.reload();
    await expect(owner.getByRole('region', { name: 'Заявки на вывод' }).getByRole('listitem').first()).toContainText('Выплачено', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(owner.getByRole('region', { name: 'История движений' })).toContainText('Вывод доли выплачен');
});
