import { expect, test, type Browser, type Page } from '@playwright/test';
import { addFromCatalog, demoLogin } from './helpers';

/**
 * Issue 14/15 journeys: the owner's fund pays a buyer's cashback; a buyer's claim on part of an order is approved by
 * the seller in the claims inbox, and the money of that part comes back.
 */

async function as(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await demoLogin(page, name);
  return page;
}

/** A same-origin API call from inside the page (CSRF header), as the app makes it. */
async function api<T>(page: Page, url: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([u, b]) => {
      const r = await fetch(u, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          'x-storefront-client': '1',
          'idempotency-key': `e2e-claims-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        },
        body: JSON.stringify(b),
      });
      return { status: r.status, body: (await r.json()) as T };
    },
    [url, body] as const,
  );
}

async function paidCardOrder(buyer: Page): Promise<{ id: number; number: string }> {
  const res = await api<{ order: { id: number; number: string }; confirmationUrl: string }>(buyer, '/api/orders', {
    contact: { name: 'Иван Покупателев', phone: '+7 912 345-67-89', email: 'ivan@example.com' },
    delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
    paymentSystemId: 1,
    comment: '',
    // The seeded order consent (152-ФЗ), as the checkout sends it.
    consents: { order: 2 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await buyer.goto(res.body.confirmationUrl);
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await expect(buyer.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  return res.body.order;
}

test('the owner tops up the page balance by card, and a buyer’s cashback then lands in the buyer’s history', async ({ browser }) => {
  const owner = await as(browser, 'Алексей Продавцов');
  await owner.goto('/account/profile/showcases');
  await owner.getByRole('listitem').filter({ hasText: 'Сарафан Маркет' }).first().getByRole('link', { name: 'Деньги' }).click();
  const fund = owner.getByRole('region', { name: 'Баланс страницы' });
  await fund.getByRole('textbox', { name: 'Сумма пополнения, ₽' }).fill('5000');
  await fund.getByRole('button', { name: 'Пополнить картой' }).click();
  await expect(owner).toHaveURL(/\/api\/sandbox\/pay\//);
  await owner.getByRole('button', { name: 'Оплатить' }).click();
  await expect(owner.getByRole('region', { name: 'История движений' })).toContainText('Баланс страницы пополнен');

  const buyer = await as(browser, 'Иван Покупателев');
  await addFromCatalog(buyer);
  const order = await paidCardOrder(buyer);
  await buyer.goto('/account/profile/bonuses');
  const history = buyer.locator('ul.bonus-tx-list');
  const cashback = history.getByRole('listitem').filter({ hasText: 'Кэшбэк за покупку' }).filter({ hasText: order.number });
  await expect(cashback).toBeVisible();
});

test('a claim on one unit is approved in the seller’s inbox, and that unit’s money comes back', async ({ browser }) => {
  const buyer = await as(browser, 'Иван Покупателев');
  const name = await addFromCatalog(buyer);
  await buyer
    .getByRole('button', { name: `Добавить ещё одну штуку: ${name}` })
    .first()
    .click();
  await expect(buyer.getByRole('group', { name: `В корзине: ${name}` }).first()).toContainText('2');
  const order = await paidCardOrder(buyer);

  const seller = await as(browser, 'Алексей Продавцов');
  for (const type of ['assemble', 'ship', 'deliver'] as const) {
    const moved = await api(seller, '/api/ajax/', {
      action: 'orderAction',
      as: 'seller',
      orderId: order.id,
      type,
      ...(type === 'ship' ? { trackingNumber: 'E2E-1' } : {}),
    });
    expect(moved.status, `${type}: ${JSON.stringify(moved.body)}`).toBe(200);
  }

  // The buyer claims one line of the delivered order: the form preselects the whole order; one line is left out.
  await buyer.goto(`/account/profile/orders?id=${order.id}`);
  await buyer
    .getByRole('link', { name: /Оформить претензию/ })
    .first()
    .click();
  const picker = buyer.getByRole('group', { name: 'Что возвращаете' });
  const boxes = picker.getByRole('checkbox');
  if ((await boxes.count()) > 1) await boxes.nth(1).uncheck();
  await buyer.getByRole('combobox', { name: 'Причина' }).selectOption('defect');
  await buyer.getByRole('textbox', { name: 'Что случилось' }).fill('Не включается после зарядки');
  await buyer.getByRole('button', { name: 'Отправить претензию' }).click();
  await expect(buyer).toHaveURL(/\/account\/profile\/claims$/);

  await seller.goto('/account/profile/showcases');
  await seller.getByRole('listitem').filter({ hasText: 'Сарафан Маркет' }).first().getByRole('link', { name: 'Претензии' }).click();
  await seller.getByRole('link', { name: `Претензия к заказу № ${order.number}` }).click();
  const card = seller.getByRole('article', { name: `Претензия к заказу № ${order.number}` });
  await card.getByRole('textbox', { name: 'Сообщение покупателю' }).fill('Вернём деньги за этот товар');
  await card.getByRole('button', { name: 'Одобрить возврат' }).click();
  await expect(card.getByText('Одобрена')).toBeVisible();

  await expect(async () => {
    await buyer.goto(`/account/profile/orders?id=${order.id}`);
    await expect(buyer.getByRole('list', { name: 'Возвраты денег' })).toContainText('Деньги возвращены', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await buyer.goto('/account/profile/claims');
  await expect(buyer.getByText('Вернём деньги за этот товар')).toBeVisible();
});
