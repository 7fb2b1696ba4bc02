import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '@storefront/contract/constants';
import { expect, test, type Page } from '@playwright/test';
import { demoLogin } from './helpers';

/** Budgets of issue 18: layout shift on a cold load, and no serious or critical accessibility problem. */

const CLS_BUDGET = 0.05;

/** Cumulative layout shift of a cold load (PerformanceObserver `layout-shift`, shifts after input excluded). */
async function coldLoadCls(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function firstProductPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const id = /\/product\/(\d+)</.exec(sitemap)?.[1];
  expect(id, 'a product in the sitemap').toBeDefined();
  return `/product/${id}`;
}

test.describe('layout stability', () => {
  for (const name of ['home', 'catalogue', 'product'] as const) {
    test(`CLS of a cold ${name} load stays within ${CLS_BUDGET}`, async ({ page }) => {
      const path = name === 'home' ? '/' : name === 'catalogue' ? '/catalog' : await firstProductPath(page);
      const cls = await coldLoadCls(page, path);
      expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
});

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PUBLIC = ['/', '/catalog', '/actions', '/brands', '/cart', '/search?q=смартфон', '/account', '/test'];
const ACCOUNT = [
  '/account',
  '/account/profile',
  '/account/profile/orders',
  '/account/profile/bonuses',
  '/account/profile/notifications',
  '/account/profile/phone',
];

for (const locale of ['ru-RU', 'ar-AR'] as const) {
  test.describe(`axe in ${locale}`, () => {
    test.use({ locale });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
    });

    test('public screens have no serious or critical violations', async ({ page }) => {
      const found: string[] = [];
      for (const path of [...PUBLIC, await firstProductPath(page)]) found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    });

    test('account screens have no serious or critical violations', async ({ page }) => {
      // The demo login page is driven by its Russian labels; later init scripts win, so the locale is set again after.
      await page.addInitScript(([key]) => window.localStorage.setItem(key, 'ru-RU'), [STORAGE_KEYS.locale] as const);
      await demoLogin(page, 'Иван Покупателев');
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
      const found: string[] = [];
      for (const path of ACCOUNT) found.push(...(await seriousViolations(page, path)));
      expect(found).toEqual([]);
    });
  });
}
