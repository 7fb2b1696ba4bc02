import { expect, test } from '@playwright/test';
import { demoLogin, tinyPng } from './helpers';

test('a showcase admin creates a showcase, hides a category and publishes a landing with two products', async ({ page }) => {
  await demoLogin(page, 'Алексей Продавцов');

  // Create: live alias check, logo upload; the creator lands on the settings of the new draft.
  await page.goto('/account/profile/showcases');
  await expect(page.getByRole('heading', { name: 'Мои витрины' })).toBeVisible();
  await page.getByRole('link', { name: 'Создать витрину' }).click();
  const alias = `e2e-${Date.now().toString(36)}`;
  await page.getByLabel('Название', { exact: true }).fill('Витрина из e2e');
  await page.getByLabel('Адрес витрины').fill('api');
  await expect(page.getByText('Этот адрес витрины зарезервирован').or(page.getByText('Этот адрес зарезервирован'))).toBeVisible();
  await page.getByLabel('Адрес витрины').fill(alias);
  await expect(page.getByText('Адрес свободен')).toBeVisible();
  await page.getByLabel('Логотип').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Создать витрину' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/showcases\/\d+\/settings$/);
  const showcaseId = Number(page.url().split('/').at(-2));
  const s = showcaseId.toString(36);
  await expect(page.getByRole('heading', { level: 1, name: 'Витрина из e2e' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Логотип' })).toHaveAttribute(
    'src',
    new RegExp(`/api/stat/images/logos/${showcaseId}_mobile\\.png\\?t=\\d+$`),
  );

  // Categories: hide the first root; the public menu of that showcase no longer has it.
  await page.getByRole('link', { name: 'Категории' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Категории витрины' })).toBeVisible();
  const firstToggle = page.getByRole('checkbox', { name: /^Показывать «/ }).first();
  const label = (await firstToggle.getAttribute('aria-label'))!;
  const hidden = label.replace(/^Показывать «(.*)»$/, '$1');
  await firstToggle.uncheck();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Категории сохранены')).toBeVisible();
  const menu = (await (await page.request.get(`/api/tg?method=getShowcaseMenu&id=${showcaseId}&s=${s}&json=1`)).json()) as {
    categories: Array<{ name: string }>;
  };
  expect(menu.categories.map((c) => c.name)).not.toContain(hidden);

  // Landing: title, slug, published, a products block with two picks found by search.
  await page.goto(`/account/profile/showcases/${showcaseId}/edit_actions`);
  await page.getByRole('link', { name: 'Создать лендинг' }).click();
  await page.getByLabel('Заголовок', { exact: true }).fill('Неделя умных часов');
  await page.getByLabel('Адрес (slug)').fill('smart-week');
  await page.getByRole('checkbox', { name: 'Опубликован' }).check();
  await page.getByRole('button', { name: '+ Товары' }).click();
  await page.getByLabel('Найти товар').fill('часы');
  const adds = page.getByRole('button', { name: /^Добавить / });
  await expect(adds.first()).toBeVisible();
  await adds.first().click();
  await adds.first().click();
  await expect(page.getByRole('button', { name: /^Убрать / })).toHaveCount(2);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Лендинг сохранён')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/profile/showcases/${showcaseId}/edit_actions/\\d+$`));

  await page.goto(`/account/profile/showcases/${showcaseId}/edit_actions`);
  await expect(page.getByText('Виден покупателям')).toBeVisible();

  // The shopper's side of that showcase shows it at /actions, with both products.
  await page.goto(`/actions?s=${s}`);
  await page.getByRole('link', { name: /Неделя умных часов/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Неделя умных часов' })).toBeVisible();
  await expect(page.locator('article.product-card')).toHaveCount(2);
});
