import { STORAGE_KEYS } from '@storefront/contract/constants';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoLogin } from './helpers';

/**
 * Issue 18's rough edges of a narrow phone: nothing scrolls the page sideways at 360 px, amounts wrap inside their
 * cards, the footer logo keeps its size, brand names never break mid-word, and ar-AR lays out mixed-script text.
 */

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(client);
}

/** The element lies inside its container horizontally (1 px of rounding allowed). */
async function inside(element: Locator, container: Locator): Promise<void> {
  const [box, outer] = [await element.boundingBox(), await container.boundingBox()];
  expect(box && outer, 'both are laid out').toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(outer!.x - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
}

/** Words of the element's text that the layout splits over two lines (checked glyph by glyph). */
function wordsBrokenMidWord(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const match of (text.textContent ?? '').matchAll(/[\p{L}\p{N}]{3,}/gu)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a large «Ожидается» amount wraps inside its bonus card and the menu balance block', async ({ page }) => {
    await demoLogin(page, 'Алексей Продавцов');
    // A bigger pending sum than the seed's, as a busy seller has it.
    await page.route(/\/api\/tg\/?\?.*method=getClientBonusTransactions/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Expected: { GlobalValue: number; LocalValue: number } };
      body.Expected = { GlobalValue: 5045.75, LocalValue: 0 };
      await route.fulfill({ response, json: body });
    });
    await page.route(/\/api\/menu\/?(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { showcaseBalance?: Record<string, number | null> | null };
      if (body.showcaseBalance) body.showcaseBalance = { Balance: 1_234_567.89, LocalBalance: 987_654.32, PendingBalance: 505_045.75 };
      await route.fulfill({ response, json: body });
    });

    for (const locale of ['ru-RU', 'ar-AR']) {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
      await page.goto('/account/profile/bonuses');
      const expected = page.locator('.bonus-balance__expected');
      await expect(expected).toContainText(locale === 'ru-RU' ? 'Ожидается 5 045,75' : '5,045.75');
      await inside(expected, page.locator('.bonus-balance__row').first());
      await noSidewaysScroll(page);

      await page.getByRole('button', { name: locale === 'ru-RU' ? 'Меню' : /القائمة/ }).click();
      const block = page.locator('.menu-balances__block').first();
      await expect(block).toBeVisible();
      await inside(block.locator('strong'), block);
      await inside(block.locator('.menu-balances__pending'), block);
      await noSidewaysScroll(page);
    }
  });

  test('the footer logo keeps its 56 × 56 size beside a long description', async ({ page }) => {
    for (const locale of ['ru-RU', 'ar-AR']) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
      await page.goto('/');
      const logo = page.locator('.app-footer__brand img');
      await logo.scrollIntoViewIfNeeded();
      const box = await logo.boundingBox();
      expect(box?.width).toBe(56);
      expect(box?.height).toBe(56);
      await noSidewaysScroll(page);
    }
  });
});

for (const width of [360, 390, 430]) {
  test(`brand names wrap between words, never mid-word, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/brands');
    const names = page.locator('.brand-tile__name');
    await expect(names.filter({ hasText: 'KitchenPro' })).toBeVisible();
    for (const name of await names.all()) expect(await wordsBrokenMidWord(name), await name.innerText()).toEqual([]);
    await noSidewaysScroll(page);
  });
}

test('ar-AR: a Cyrillic product name and its brand follow the page direction, with the ellipsis on the reading end', async ({ page }) => {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.locale, 'ar-AR'] as const);
  await page.goto('/catalog');
  const card = page.locator('.product-card').first();
  await expect(card).toBeVisible();
  for (const part of [card.locator('.product-card__name'), card.locator('.product-card__brand')]) {
    // Isolated (dir=auto or bdi) so the Cyrillic keeps its own order, but aligned with the right-to-left page.
    const style = await part.evaluate((el) => {
      const isolated = el.closest('[dir="auto"], bdi') !== null || el.querySelector('[dir="auto"], bdi') !== null;
      const cs = getComputedStyle(el);
      return { isolated, align: cs.textAlign };
    });
    expect(style.isolated).toBe(true);
    expect(['right', 'start']).toContain(style.align);
    const box = await part.boundingBox();
    const cardBox = await card.boundingBox();
    // Aligned to the right edge of the card (its inline start in RTL).
    const right = await part.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()];
      return Math.max(...rects.map((r) => r.right));
    });
    expect(box && cardBox).toBeTruthy();
    expect(cardBox!.x + cardBox!.width - right).toBeLessThan(16);
  }
  // The showcase's Cyrillic name in the header is isolated, so its ellipsis lands at the name's own end.
  await expect(page.locator('.app-header__title')).toHaveAttribute('dir', 'auto');
  // The footer's name lines up with the page's right edge too, not the left.
  const name = page.locator('.app-footer__name');
  await name.scrollIntoViewIfNeeded();
  expect(await name.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
});
