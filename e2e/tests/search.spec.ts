import { expect, test } from '@playwright/test';

/** Issue 16: a misspelt search shows the corrected results and the suggestion list, keyboard and all. */
test('a misspelt search shows the corrected results, the way back, and suggestions while typing', async ({ page }) => {
  await page.goto('/search');
  const input = page.getByRole('combobox', { name: 'Поиск товаров' });

  // Suggestions after a few letters, with the corrected spelling; arrows move through them.
  await input.pressSequentially('смарфт', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Подсказки' });
  await expect(list).toBeVisible();
  await expect(page.getByText('Возможно, вы имели в виду «смартфон»')).toBeVisible();
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expect(options.filter({ hasText: 'Смартфоны' }).first()).toBeVisible();
  await input.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Escape');
  await expect(list).toBeHidden();

  // The misspelt query, submitted: corrected results that say what was searched.
  await input.fill('смарфтон');
  await input.press('Enter');
  await expect(page.getByText('Показаны результаты по запросу «смартфон».')).toBeVisible();
  await expect(page.locator('article.product-card h3').first()).toContainText('Смартфон');

  // The way back to the query as typed.
  await page.getByRole('button', { name: 'Искать «смарфтон»' }).click();
  await expect(page).toHaveURL(/literal=1/);
  await expect(page.getByText('Показаны результаты по запросу «смартфон».')).toBeHidden();

  // The wrong keyboard layout and a product chosen from the suggestions with the keyboard.
  await input.fill('');
  await input.pressSequentially('cvfhnajy', { delay: 40 });
  // Typing settles: the results follow the query (300 ms), the list answers it.
  await expect(page).toHaveURL(/q=cvfhnajy/);
  await expect(list).toBeVisible();
  const product = list
    .getByRole('option')
    .filter({ hasText: /Смартфон/ })
    .first();
  await expect(product).toBeVisible();
  const index = await list.getByRole('option').evaluateAll((els) => els.findIndex((el) => /Смартфон /.test(el.textContent ?? '')));
  for (let i = 0; i <= index; i++) await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Смартфон');
});
