import { expect, test, type Page } from '@playwright/test';
import { addFromCatalog, demoLogin, placeOrderInPage } from './helpers';

/**
 * Issue 5 journey: a shopper orders with payment on delivery → the showcase's admin finds it under "Заказы"
 * (menu header), ships it with a tracking number → the buyer sees "В доставке", the tracking number and a
 * notification; the admin's CSV export of the period holds the order.
 */
/** Places the cart as a pay-on-delivery order from inside the page (same origin, CSRF header), as the checkout does. */
async function placePayOnDelivery(page: Page): Promise<{ id: number; number: string }> {
  return (await placeOrderInPage(page, 'e2e-sale', { paymentSystemId: 2, comment: 'Позвоните за час' })).order;
}

test('a showcase admin ships a sale order with a tracking number and the buyer sees it', async ({ browser }) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await demoLogin(buyer, 'Иван Покупателев');
  await addFromCatalog(buyer);
  const order = await placePayOnDelivery(buyer);

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await demoLogin(seller, 'Алексей Продавцов');
  // The admin menu header's "Заказы" leads to the sale orders.
  await seller.goto('/');
  await seller.getByRole('button', { name: /^Меню/ }).click();
  await seller.getByRole('link', { name: 'Заказы', exact: true }).click();
  await expect(seller).toHaveURL(/\/account\/profile\/sale-orders$/);
  await expect(seller.getByRole('heading', { level: 1, name: 'Заказы покупателей' })).toBeVisible();

  await seller.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Собирается' });
  await expect(seller).toHaveURL(/status=assembling/);
  const list = seller.getByRole('list', { name: 'Список заказов покупателей' });
  await list.getByRole('link', { name: `Открыть заказ № ${order.number}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(seller.getByRole('link', { name: 'Позвонить: +79123456789' })).toBeVisible();
  await expect(seller.getByText('Позвоните за час')).toBeVisible();

  const actions = seller.getByRole('region', { name: 'Действия с заказом' });
  await expect(actions.getByRole('button')).toHaveText(['Отправить', 'Отменить заказ']);
  await actions.getByRole('button', { name: 'Отправить' }).click();
  const dialog = seller.getByRole('dialog', { name: `Отправка заказа № ${order.number}` });
  await dialog.getByRole('textbox', { name: 'Трек-номер' }).fill('RP123456789RU');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.locator('.order-detail__head').getByText('Отправлен')).toBeVisible();
  await expect(seller.getByText('Трек-номер: RP123456789RU')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Отметить доставленным']);

  // The CSV of today holds the order (UTF-8 with BOM, `;`-separated).
  await seller.getByRole('link', { name: 'Все заказы покупателей' }).click();
  const csvHref = await seller.getByRole('link', { name: /^Выгрузить CSV за / }).getAttribute('href');
  const csv = await seller.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="sale-orders_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = (await csv.body()).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(`${order.number};`);
  expect(text).toContain(';Передан в доставку;');

  // The buyer: status, tracking number, and the notification.
  await buyer.goto(`/account/profile/orders?id=${order.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(buyer.locator('.order-detail__head').getByText('В доставке')).toBeVisible();
  await expect(buyer.getByText('Трек-номер: RP123456789RU')).toBeVisible();
  await expect(buyer.getByText('Передан в службу доставки, трек-номер RP123456789RU')).toBeVisible();
  await buyer.goto('/account/profile/notifications');
  await expect(buyer.getByText(`Заказ ${order.number} передан в доставку`).first()).toBeVisible();

  await buyerContext.close();
  await sellerContext.close();
});
