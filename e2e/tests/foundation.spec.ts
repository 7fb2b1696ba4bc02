import { expect, test } from '@playwright/test';

test.describe('store shell', () => {
  test('opens in Russian with header, menu and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: /^Меню/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Поиск' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Сарафан Маркет');
    await expect(page.getByRole('link', { name: 'Моя сеть' })).toBeVisible();

    await page.getByRole('button', { name: /^Меню/ }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Главная' })).toBeVisible();
    // Static page groups of the showcase arrive from the startup configuration.
    await expect(menu.getByText('Покупателям')).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Время \d{2}:\d{2}$/ })).toBeVisible();
    await expect(menu.getByText(/(понедельник|вторник|среда|четверг|пятница|суббота|воскресенье), \d{1,2} [а-я]+/)).toBeVisible();
    // The landings entry takes its caption from the showcase's burger_menu map.
    await expect(menu.getByRole('link', { name: 'Лендинги' })).toHaveAttribute('href', '/actions');
  });

  test('starts the worker that loads the locale data for formats, under the page policy and without errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    expect((await worker).url()).toMatch(/^blob:/);
    await expect(page.getByRole('button', { name: /^Меню/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('renders right-to-left only for ar-AR', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'ar-AR'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AR');
  });

  test('shows home for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toContainText('Сарафан Маркет');
  });

  test('demo login on /test turns the profile icon into the account link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.goto('/test');
    await page.getByRole('button', { name: 'Войти как Иван Покупателев' }).click();
    await expect(page.getByText('Вы вошли как Иван Покупателев')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', /\/account\/profile$/);
    await expect(page.getByRole('link', { name: 'Списки желаний' })).toBeVisible();
  });

  test('anonymous profile icon opens the account panel that closes itself', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти' }).click();
    const panel = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Открыть @sarafan_main_bot в Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/sarafan_main_bot?start=login',
    );
    await expect(panel).toBeHidden({ timeout: 4000 });
  });
});
