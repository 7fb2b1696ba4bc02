import { expect, test, type Page } from '@playwright/test';
import { backClosesApp, cancelClosingOnCheckout, launchAsIvan, launchedFrame, launcherBack as back, productToCheckout } from './helpers';

/**
 * The Mini App path through the DEMO launcher (/api/test/telegram): init data signed for a demo user, the app in an
 * iframe at /api/tgbundle/, and a stand-in Telegram client whose header back button and bridge log we drive.
 */
const launch = (page: Page, query = '') => launchAsIvan(page, `/api/test/telegram?theme=dark${query}`);

const events = (page: Page) => page.getByRole('list', { name: 'События моста' });
const appPath = (page: Page) => launchedFrame(page, 'tgbundle').evaluate(() => window.location.pathname);
const rootStyle = (page: Page, name: string) =>
  launchedFrame(page, 'tgbundle').evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('Telegram launch: ready first, Telegram theme live, back closes dialogs, goes back, then closes the app', async ({ page }) => {
  const app = await launch(page);

  // ready() goes out before anything else the app asks of Telegram; the app expands and keeps swipes on at rest.
  const appEvents = async () => (await events(page).getByRole('listitem').allTextContents()).reverse().filter((e) => e.startsWith('web_app_'));
  await expect.poll(appEvents).toContain('web_app_expand');
  expect((await appEvents())[0]).toBe('web_app_ready');
  await expect(page.locator('body')).toHaveAttribute('data-vertical-swipes', 'true');

  // Telegram's dark theme drives the app's colours; a theme change arrives live.
  expect(await rootStyle(page, '--sf-bg')).toBe('#181818');
  expect(await rootStyle(page, 'color-scheme')).toBe('dark');
  await page.getByRole('button', { name: 'Сменить тему' }).click();
  await expect.poll(() => rootStyle(page, '--sf-bg')).toBe('#f4f4f5');
  expect(await rootStyle(page, 'color-scheme')).toBe('light');

  // First entry, nothing open: no back button. An open menu brings it, and back closes the menu first.
  await expect(back(page)).toBeHidden();
  await app.getByRole('button', { name: /^Меню/ }).click();
  const menu = app.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await expect(back(page)).toBeVisible();
  await back(page).click();
  await expect(menu).toBeHidden();
  await expect(back(page)).toBeHidden();
  expect(await appPath(page)).toBe('/api/tgbundle/');

  // Browse: catalogue → category → product → cart → checkout, all inside the app.
  await app.getByRole('button', { name: /^Меню/ }).click();
  await menu.getByRole('link', { name: 'Каталог' }).click();
  await app
    .getByRole('link', { name: /Электроника/ })
    .first()
    .click();
  await expect(app.getByRole('heading', { level: 1, name: 'Электроника' })).toBeVisible();

  // Scrolling the page: vertical swipe-to-close is off from the touch until the scrolling settles.
  const frame = launchedFrame(page, 'tgbundle');
  await frame.evaluate(() => window.scrollTo(0, 400));
  await frame.evaluate(() => document.body.dispatchEvent(new TouchEvent('touchstart', { bubbles: true })));
  await expect(page.locator('body')).toHaveAttribute('data-vertical-swipes', 'false');
  await frame.evaluate(() => document.body.dispatchEvent(new TouchEvent('touchend', { bubbles: true })));
  await expect(page.locator('body')).toHaveAttribute('data-vertical-swipes', 'true');
  await frame.evaluate(() => window.scrollTo(0, 0));
  await app.locator('article.product-card h3 a').first().click();
  await expect.poll(() => appPath(page)).toMatch(/\/api\/tgbundle\/product\/\d+$/);
  await productToCheckout(app);

  // The keyboard opens over a focused field low on the screen: the field moves to the middle of what stays visible.
  await app.getByRole('combobox', { name: 'Адрес' }).focus();
  await frame.evaluate(() => window.scrollBy(0, document.activeElement!.getBoundingClientRect().bottom - window.innerHeight + 24));
  await page.getByRole('button', { name: 'Клавиатура' }).click();
  const fieldInMiddle = () =>
    frame.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      const middle = (r.top + r.bottom) / 2;
      return middle > window.innerHeight * 0.25 && middle < window.innerHeight * 0.75;
    });
  await expect.poll(fieldInMiddle).toBe(true);
  await page.getByRole('button', { name: 'Клавиатура' }).click();

  // Checkout asks before the app closes; cancelling keeps it open.
  await cancelClosingOnCheckout(page, app);

  // On checkout: back closes the open menu first, then goes back to the cart (and the confirmation ends).
  await app.getByRole('button', { name: /^Меню/ }).click();
  await expect(menu).toBeVisible();
  await back(page).click();
  await expect(menu).toBeHidden();
  await expect(app.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await back(page).click();
  await expect.poll(() => appPath(page)).toBe('/api/tgbundle/cart');
  await expect(page.locator('body')).toHaveAttribute('data-closing-confirmation', 'false');

  // Back through product, category, catalogue to the first entry, where the button stays and closes the app.
  for (const path of [/\/product\/\d+$/, /\/catalog\/[^/]+$/, /\/catalog$/, /\/api\/tgbundle\/$/]) {
    await back(page).click();
    await expect.poll(() => appPath(page)).toMatch(path);
  }
  await backClosesApp(page);
});

test('Telegram deep link: startapp=p_{id} opens the product above the home screen', async ({ page }) => {
  const app = await launch(page, '&startapp=p_1');
  await expect.poll(() => appPath(page)).toBe('/api/tgbundle/product/1');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await back(page).click();
  await expect.poll(() => appPath(page)).toBe('/api/tgbundle/');
  await backClosesApp(page);
});

test('the tree page opens under the bot, at /api/tgbundle/account/profile/wow-tree/tree (spec §2)', async ({ page }) => {
  const app = await launch(page, '&path=account/profile/wow-tree/tree');
  await expect(app.getByRole('heading', { level: 1, name: 'Дерево рекомендаций' })).toBeVisible();
  expect(await appPath(page)).toBe('/api/tgbundle/account/profile/wow-tree/tree');
  // Opened straight on it: no history, no back button; Telegram's own close button leaves.
  await expect(back(page)).toBeHidden();
});

test('Telegram 8.0: the product card goes out through shareMessage, the gallery goes full screen, «На главный экран»', async ({ page, context }) => {
  const app = await launch(page, '&startapp=p_1');
  await expect.poll(() => appPath(page)).toBe('/api/tgbundle/product/1');
  const name = (await app.getByRole('heading', { level: 1 }).innerText()).trim();

  // Full screen: the viewer covers the app and asks Telegram for its full screen; closing leaves it.
  await app.getByRole('button', { name: 'Во весь экран' }).click();
  const viewer = app.getByRole('dialog', { name: 'Фото товара во весь экран' });
  await expect(viewer).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-fullscreen', 'true');
  await viewer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(viewer).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-fullscreen', 'false');

  // Share → Telegram: the server prepares the card, Telegram's sheet shows it with the referral deep link; no t.me/share tab.
  let opened = 0;
  context.on('page', () => void (opened += 1));
  await app.getByRole('article').getByRole('button', { name: 'Поделиться' }).click();
  const dialog = app.getByRole('dialog', { name: 'Поделиться' });
  await dialog.getByRole('button', { name: 'Telegram' }).click();
  const sheet = page.getByRole('dialog', { name: 'Отправить сообщение' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(name);
  await expect(sheet).toContainText('https://t.me/');
  await expect(sheet).toContainText('startapp=p_1_');
  await sheet.getByRole('button', { name: 'Отправить в чат' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-prepared-message', /^sent:sandbox-/);
  await expect(sheet).toBeHidden();
  expect(opened).toBe(0);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // The account offers the home-screen shortcut while Telegram says the app is not there, and not after.
  await app.getByRole('button', { name: /^Меню/ }).click();
  await app
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('link', { name: /Личный кабинет|Кабинет/ })
    .first()
    .click();
  await app.getByRole('button', { name: 'На главный экран' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-home-screen', 'added');
  await expect(app.getByText(/Telegram предложит добавить ярлык/)).toBeVisible();
});
