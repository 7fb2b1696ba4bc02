import { expect, type Page } from '@playwright/test';

/** Steps several journeys share. Not a spec: Playwright runs only *.spec.ts. */

/** Logs in as one of the demo users through the /test page. */
export async function demoLogin(page: Page, name: string): Promise<void> {
  await page.goto('/test');
  await page.getByRole('button', { name: `Войти как ${name}` }).click();
  await expect(page.getByText(`Вы вошли как ${name}`)).toBeVisible();
}

/** Adds the first in-stock card of the Электроника category to the cart through the catalogue and returns its name. */
export async function addFromCatalog(page: Page): Promise<string> {
  await page.goto('/catalog');
  // A full load of the category page, so every card on it is the category's (no list left over from /catalog).
  const href = await page.getByRole('link', { name: /Электроника/ }).first().getAttribute('href');
  await page.goto(href ?? '/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Электроника' })).toBeVisible();
  const card = page.locator('article.product-card').filter({ has: page.getByRole('button', { name: 'В корзину' }) }).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const pinned = page.locator('article.product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await pinned.getByRole('button', { name: 'В корзину' }).click();
  await expect(pinned.getByRole('group', { name: `В корзине: ${name}` })).toBeVisible();
  return name;
}
