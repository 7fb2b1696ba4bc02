import { expect, test, type Page } from '@playwright/test';
import { backClosesApp, cancelClosingOnCheckout, launchAsIvan, launchedFrame, launcherBack as back, productToCheckout } from './helpers';

/**
 * The Mini App inside MAX through the DEMO launcher (/api/test/max): WebAppData signed with the showcase's MAX bot
 * token for a demo user, the app at /api/maxbundle/ with a stand-in MAX Bridge, and a MAX client around it whose
 * header back button and bridge log we drive.
 */
const launch = (page: Page, query = '') => launchAsIvan(page, `/api/test/max?theme=light${query}`);

const events = (page: Page) => page.getByRole('list', { name: 'События MAX Bridge' });
const appPath = (page: Page) => launchedFrame(page, 'maxbundle').evaluate(() => window.location.pathname);

test('MAX: a shared product link opens the product logged in; add to cart, check out, back closes the app at the first entry', async ({ page }) => {
  // A shared product link (startapp=p_1) opens the product above the home screen, logged in from the MAX init data.
  const app = await launch(page, '&startapp=p_1');
  await expect.poll(() => appPath(page)).toBe('/api/maxbundle/product/1');
  await expect(
    events(page)
      .getByRole('listitem')
      .filter({ hasText: /^ready$/ }),
  ).toHaveCount(1);
  const session = await launchedFrame(page, 'maxbundle').evaluate(() => fetch('/api/menu', { credentials: 'same-origin' }).then((r) => r.text()));
  expect(session).toContain('Иван');

  await productToCheckout(app);

  // Checkout holds MAX's closing confirmation; the ✕ asks, and cancelling keeps the app.
  await cancelClosingOnCheckout(page, app);

  // MAX's back button walks back: checkout → cart → product → home, where it stays and closes the app.
  await back(page).click();
  await expect.poll(() => appPath(page)).toBe('/api/maxbundle/cart');
  await expect(page.locator('body')).toHaveAttribute('data-closing-confirmation', 'false');
  await back(page).click();
  await expect.poll(() => appPath(page)).toBe('/api/maxbundle/product/1');
  await back(page).click();
  await expect.poll(() => appPath(page)).toBe('/api/maxbundle/');
  await backClosesApp(page);
});

test('MAX: the share dialog offers MAX first and shares the link to MAX chats through MAX Bridge', async ({ page }) => {
  const app = await launch(page, '&startapp=p_1');
  await expect.poll(() => appPath(page)).toBe('/api/maxbundle/product/1');
  await app.getByRole('article').getByRole('button', { name: 'Поделиться' }).click();
  const dialog = app.getByRole('dialog', { name: 'Поделиться' });
  const targets = dialog.getByRole('group', { name: 'Куда отправить' }).getByRole('button');
  await expect(targets).toHaveText(['MAX', 'Копировать']);
  const name = (await app.getByRole('heading', { level: 1 }).innerText()).trim();
  await dialog.getByRole('button', { name: 'MAX' }).click();
  const shared = events(page)
    .getByRole('listitem')
    .filter({ hasText: /^shareMaxContent/ });
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText(`"text":"${name.slice(0, 20)}`);
  // Shared, not copied: the dialog still shows the link.
  await expect(dialog.getByLabel('Ссылка для друзей')).toBeVisible();
});
