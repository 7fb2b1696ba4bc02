import { expect, test, type Page } from '@playwright/test';
import { addFromCatalog, chooseAddress, choosePickupAndConsent, demoLogin } from './helpers';

/** The checkout form of the cart: the phone, the suggested address, a pickup point with the consent, the payment; then order. */
async function fillAndOrder(page: Page, phone: string, payment: RegExp) {
  await page.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  await chooseAddress(page);
  await choosePickupAndConsent(page);
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
}

test('anonymous cart → demo login → checkout with an address suggestion → card payment in the sandbox → paid', async ({ page }) => {
  const product = await addFromCatalog(page);
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы оформить заказ' })).toBeVisible();
  await page.getByRole('link', { name: 'Демо-вход' }).click();
  await page.getByRole('button', { name: 'Войти как Иван Покупателев' }).click();
  await expect(page.getByText('Вы вошли как Иван Покупателев')).toBeVisible();

  // The anonymous cart came along with the login.
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(summary.getByText(product)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Иван Покупателев');
  await fillAndOrder(page, '+7 912 345-67-89', /Онлайн картой/);

  // The provider's (sandbox) payment page.
  await expect(page).toHaveURL(/\/api\/sandbox\/pay\//);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата картой' })).toBeVisible();
  const number = ((await page.getByText(/^Заказ SF-\d{6}$/).innerText()).match(/SF-\d{6}/) ?? [''])[0];
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  await expect(page.getByText(`Заказ № ${number}`)).toBeVisible();
  await expect(page.getByText('Оплачено картой')).toBeVisible();

  // The order is in the account's list, paid.
  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/orders/);
  await expect(page.getByRole('link', { name: `Заказ № ${number}: подробнее` })).toBeVisible();
  const orders = (await (await page.request.get('/api/account/orders/?json=1')).json()) as {
    orders: Array<{ number: string; status: string; payment: { status: string } | null }>;
  };
  expect(orders.orders.find((o) => o.number === number)).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
});

test('pay on delivery: the order goes to assembling and the success page says how to pay', async ({ page }) => {
  await demoLogin(page, 'Иван Покупателев');
  await addFromCatalog(page);
  await page.goto('/order');
  await fillAndOrder(page, '8 912 345 67 89', /При получении/);

  await expect(page).toHaveURL(/\/order\/success2\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
  await expect(page.getByText('При получении', { exact: true })).toBeVisible();
  await expect(page.getByText('Собирается')).toBeVisible();
  await expect(page.getByText('Продавец собирает заказ. Оплатите его при получении — курьеру или в пункте выдачи.')).toBeVisible();
  // The cart is empty now: the checkout says so.
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: 'В корзине пока пусто' })).toBeVisible();
});

test('a declined card payment leaves the order payable, and paying again works', async ({ page }) => {
  await demoLogin(page, 'Иван Покупателев');
  await addFromCatalog(page);
  await page.goto('/order');
  await fillAndOrder(page, '+79123456789', /Онлайн картой/);
  await page.getByRole('button', { name: 'Отказаться' }).click();

  await expect(page).toHaveURL(/\/order\/success\/\d+$/);
  await expect(page.getByText('Оплата не прошла. Заказ сохранён — попробуйте оплатить ещё раз.')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить снова' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
});
