import { expect, test } from '@playwright/test';
import { addFromCatalog, chooseAddress, choosePickupAndConsent, demoLogin } from './helpers';

/**
 * Issue 17 journey: the buyer chooses a CDEK pickup point near the address (price and date shown, added to the total),
 * ticks the 152-ФЗ consent and pays by card; the seller ships it — the shipment is created at CDEK (the DEMO sandbox)
 * with its track number and label; the sandbox hands the parcel over and posts its webhook; the buyer sees «Доставлен»
 * and the tracking history.
 */
test('a buyer picks a pickup point, pays, the seller ships, CDEK delivers and the buyer follows it', async ({ browser }) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await demoLogin(buyer, 'Иван Покупателев');
  await addFromCatalog(buyer);
  await buyer.goto('/order');
  await expect(buyer.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
  await chooseAddress(buyer);

  // Without a point and without the consent, the order is not placed and the form keeps what was typed.
  await buyer.getByRole('radio', { name: /Пункт выдачи/ }).check();
  const consent = buyer.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ });
  if (await consent.isVisible()) {
    await expect(consent).not.toBeChecked();
    await buyer.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(buyer.getByText('Без согласия на обработку данных мы не сможем передать заказ в доставку — отметьте его')).toBeVisible();
    await expect(buyer.getByText('Выберите пункт выдачи или способ доставки')).toBeVisible();
    await expect(buyer.getByRole('combobox', { name: 'Адрес' })).toHaveValue('ул Тверская, д 7');
  }

  // The search narrows the points by street or metro.
  const points = buyer.getByRole('list', { name: 'Пункты выдачи' });
  await expect(points.getByRole('radio').first()).toBeVisible();
  const before = await points.getByRole('radio').count();
  await buyer.getByRole('searchbox', { name: 'Пункты выдачи рядом' }).fill('Тверская');
  await expect.poll(() => points.getByRole('radio').count()).toBeLessThan(before);
  await expect(points.getByText(/Тверская/).first()).toBeVisible();
  await buyer.getByRole('searchbox', { name: 'Пункты выдачи рядом' }).fill('');
  await expect.poll(() => points.getByRole('radio').count()).toBe(before);

  const point = await choosePickupAndConsent(buyer);
  const summary = buyer.getByRole('region', { name: 'Ваш заказ' });
  await expect(summary.getByText('выберите способ')).toBeHidden();
  await expect(summary.locator('.checkout-totals dd').nth(1)).toHaveText(/\d+\s?₽/);
  await buyer.getByRole('radio', { name: /Онлайн картой/ }).check();
  await buyer.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(buyer).toHaveURL(/\/api\/sandbox\/pay\//);
  const number = ((await buyer.getByText(/^Заказ SF-\d{6}$/).innerText()).match(/SF-\d{6}/) ?? [''])[0];
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await expect(buyer.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  const orders = (await (await buyer.request.get('/api/account/orders/?json=1')).json()) as {
    orders: Array<{ id: number; number: string; deliveryChoice: { pointName: string; price: number } | null; total: number; goodsTotal: number }>;
  };
  const order = orders.orders.find((o) => o.number === number)!;
  expect(order.deliveryChoice?.pointName).toContain(point.split(',')[0]!.replace(/^(ул|пр-кт)\s/, ''));
  expect(order.total).toBe(order.goodsTotal + order.deliveryChoice!.price);

  // The seller assembles and ships: no tracking number to type — CDEK gives it, and the label can be downloaded.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await demoLogin(seller, 'Алексей Продавцов');
  await seller.goto(`/account/profile/sale-orders?id=${order.id}`);
  await expect(seller.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  const actions = seller.getByRole('region', { name: 'Действия с заказом' });
  await actions.getByRole('button', { name: 'Передать в сборку' }).click();
  await actions.getByRole('button', { name: 'Отправить' }).click();
  await expect(seller.locator('.order-detail__head').getByText('Отправлен')).toBeVisible();
  await expect(seller.getByText(/^Трек-номер: \d{10}$/)).toBeVisible();
  const label = seller.getByRole('link', { name: 'Скачать накладную (PDF)' });
  const pdf = await seller.request.get((await label.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // CDEK's sandbox hands the parcel over now and posts ORDER_STATUS to the store.
  const delivered = await seller.request.post('/api/sandbox/cdek/sandbox/deliver', { data: { number } });
  expect(delivered.status()).toBe(200);

  await buyer.goto(`/account/profile/orders?id=${order.id}`);
  await expect(buyer.locator('.order-detail__head').getByText('Доставлен')).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'Где посылка' })).toBeVisible();
  const history = buyer.locator('.shipment-history');
  await expect(history.getByText('Принят на склад отправителя')).toBeVisible();
  await expect(history.getByText('Принят на склад до востребования')).toBeVisible();
  await expect(history.getByText('Вручен', { exact: true })).toBeVisible();
  await buyer.goto('/account/profile/notifications');
  await expect(buyer.getByText(`Заказ ${number} ждёт вас в пункте выдачи`).first()).toBeVisible();
  await expect(buyer.getByText(`Заказ ${number} доставлен`).first()).toBeVisible();

  await buyerContext.close();
  await sellerContext.close();
});
