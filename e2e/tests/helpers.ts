import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { pngFile } from '../../apps/server/src/lib/png';

/** Steps several journeys share. Not a spec: Playwright runs only *.spec.ts. */

/** Logs in as one of the demo users through the /test page. */
export async function demoLogin(page: Page, name: string): Promise<void> {
  await page.goto('/test');
  await page.getByRole('button', { name: `Войти как ${name}` }).click();
  await expect(page.getByText(`Вы вошли как ${name}`)).toBeVisible();
}

/** Opens the Электроника category by a full load, so every card on the page is the category's (no list left over from /catalog). */
export async function openElectronics(page: Page): Promise<void> {
  await page.goto('/catalog');
  const href = await page
    .getByRole('link', { name: /Электроника/ })
    .first()
    .getAttribute('href');
  await page.goto(href ?? '/catalog');
}

/** The first card with an «В корзину» button, pinned by name: once added, its button turns into a stepper. */
export async function firstBuyableCard(page: Page): Promise<{ name: string; card: Locator }> {
  const candidate = page
    .locator('article.product-card')
    .filter({ has: page.getByRole('button', { name: 'В корзину' }) })
    .first();
  const name = (await candidate.getByRole('heading').innerText()).trim();
  return { name, card: page.locator('article.product-card').filter({ has: page.getByRole('heading', { name, exact: true }) }) };
}

/** Adds the first in-stock card of the Электроника category to the cart through the catalogue and returns its name. */
export async function addFromCatalog(page: Page): Promise<string> {
  await openElectronics(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Электроника' })).toBeVisible();
  const { name, card } = await firstBuyableCard(page);
  await card.getByRole('button', { name: 'В корзину' }).click();
  await expect(card.getByRole('group', { name: `В корзине: ${name}` })).toBeVisible();
  return name;
}

/** The address field with a suggestion chosen: "Тверская" → the street, then the house. */
export async function chooseAddress(page: Page): Promise<void> {
  // Suggestions follow the city; the demo shopper's profile city may have been changed by another journey.
  await page.getByRole('textbox', { name: 'Город' }).fill('Москва');
  const address = page.getByRole('combobox', { name: 'Адрес' });
  await address.pressSequentially('Тверская', { delay: 20 });
  await page.getByRole('option', { name: 'г Москва, ул Тверская', exact: true }).click();
  await expect(address).toHaveValue('ул Тверская, ');
  await address.pressSequentially('7', { delay: 20 });
  await page.getByRole('option', { name: 'г Москва, ул Тверская, д 7' }).click();
  await expect(address).toHaveValue('ул Тверская, д 7');
}

/** A real 2×2 PNG, made here (by the server's own PNG writer) so that the journeys carry no binary fixture (logo, claim photo). */
export function tinyPng(): Buffer {
  // Two rows, each led by its filter byte (none): red, blue; green, yellow.
  return pngFile(2, 2, 2, Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255, 0]));
}

/**
 * The checkout's delivery and consent steps (issue 17): the nearest pickup point offered for the address, and the
 * 152-ФЗ consent box ticked unless this buyer's consent is already in force. Returns the chosen point's address.
 */
export async function choosePickupAndConsent(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /Пункт выдачи/ }).check();
  const points = page.getByRole('list', { name: 'Пункты выдачи' });
  const first = points.getByRole('radio').first();
  await expect(first).toBeVisible();
  await first.check();
  const address = (await points.locator('.checkout-point__address').first().innerText()).trim();
  const consent = page.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ });
  if (await consent.isVisible()) await consent.check();
  return address;
}

/** A new member's registration from inside the page (same origin, CSRF header), as the /test page does it. */
export async function registerInPage(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/test/register', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-storefront-client': '1' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { name },
  );
  expect(status).toBe(200);
}

/**
 * On the checkout page: Иван's phone, the address on Тверская 7, the nearest pickup point, consent ticked and payment
 * by card; places the order and arrives at the sandbox payment page.
 */
export async function orderByCard(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
  await chooseAddress(page);
  await choosePickupAndConsent(page);
  await page.getByRole('radio', { name: /Онлайн картой/ }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/pay\//);
}

/** On the sandbox payment page: pays, and the order is paid. */
export async function payInSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
}

/** Checks the cart out by card as the checkout form does (courier to Тверская 7, consent ticked) and pays in the sandbox. */
export async function checkoutByCard(page: Page): Promise<void> {
  // On the page's own address: a showcase may answer on its own host (alias.localhost).
  await page.goto(new URL('/order', page.url()).href);
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await orderByCard(page);
  await payInSandbox(page);
}

/**
 * Places the cart as an order from inside the page (same origin, CSRF header), as the checkout does: Иван's contact and
 * courier address, with the payment system, comment and consents given (by default the showcase's order consent in
 * force, as the checkout's box). Answers the created order.
 */
export async function placeOrderInPage(
  page: Page,
  keyPrefix: string,
  order: { paymentSystemId: number; comment: string; consents?: Record<string, number> },
): Promise<{ order: { id: number; number: string }; confirmationUrl: string }> {
  const res = await page.evaluate(
    async ({ keyPrefix, order }) => {
      // The checkout's consent box (152-ФЗ): the showcase's order-processing document in force, unless given.
      const { documents } = (await (await fetch('/api/consent/documents', { credentials: 'include' })).json()) as {
        documents: Array<{ id: number; kind: string }>;
      };
      const orderConsent = documents.find((d) => d.kind === 'order')!.id;
      const r = await fetch('/api/orders', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-storefront-client': '1', 'idempotency-key': `${keyPrefix}-${Date.now()}` },
        body: JSON.stringify({
          contact: { name: 'Иван Покупателев', phone: '+7 912 345-67-89', email: 'ivan@example.com' },
          delivery: { method: 'courier', city: 'Москва', address: 'ул Тверская, д 7, кв 12' },
          consents: { order: orderConsent },
          ...order,
        }),
      });
      return { status: r.status, body: (await r.json()) as { order: { id: number; number: string }; confirmationUrl: string } };
    },
    { keyPrefix, order },
  );
  expect(res.status).toBe(201);
  return res.body;
}

/** Opens the Mini App through a DEMO launcher page (/api/test/telegram, /api/test/max) as Иван; answers the app's frame. */
export async function launchAsIvan(page: Page, launcherUrl: string) {
  await page.goto(launcherUrl);
  await page.getByRole('link', { name: 'Иван Покупателев' }).click();
  const app = page.frameLocator('#app');
  await expect(app.getByRole('button', { name: /^Меню/ })).toBeVisible();
  return app;
}

/** The Mini App's frame in a DEMO launcher page: /api/tgbundle/ inside the Telegram one, /api/maxbundle/ inside the MAX one. */
export function launchedFrame(page: Page, bundle: 'tgbundle' | 'maxbundle'): Frame {
  return page.frame({ url: new RegExp(`/api/${bundle}/`) })!;
}

/** The launcher client's header back button (the same in the Telegram and the MAX stand-in). */
export const launcherBack = (page: Page): Locator => page.getByRole('button', { name: '‹ Назад' });

/** On checkout inside a launcher: the app holds the closing confirmation; the client's ✕ asks, and cancelling keeps the app. */
export async function cancelClosingOnCheckout(page: Page, app: FrameLocator): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-closing-confirmation', 'true');
  await page.getByRole('button', { name: 'Закрыть приложение' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Закрыть приложение?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(app.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
}

/** At the app's first entry the launcher's back button stays, and pressing it closes the Mini App. */
export async function backClosesApp(page: Page): Promise<void> {
  await expect(launcherBack(page)).toBeVisible();
  await launcherBack(page).click();
  await expect(page.getByText('Приложение закрыто', { exact: true })).toBeVisible();
  await expect(page.locator('#app')).toBeHidden();
}

/** Inside the Mini App on a product page: puts the product in the cart, opens the cart and goes on to the checkout. */
export async function productToCheckout(app: FrameLocator): Promise<void> {
  const name = (await app.getByRole('heading', { level: 1 }).innerText()).trim();
  await app.getByRole('button', { name: 'В корзину' }).first().click();
  await expect(app.getByRole('group', { name: `В корзине: ${name}` })).toBeVisible();
  await app.getByRole('link', { name: /^Корзина: / }).click();
  await expect(app.getByRole('link', { name }).first()).toBeVisible();
  await app.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(app.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
}
