import { expect, test, type Page } from '@playwright/test';
import { registerInPage } from './helpers';

/** The share dialog's link field. */
async function sharedLink(page: Page): Promise<string> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Поделиться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Ссылка для друзей');
  await expect(field).toHaveValue(/\?s=[0-9a-z]+_r=NATALYA1&cmp=\d{2}[A-Z]{4}$/);
  return field.inputValue();
}

test("a shared link brings a new member into the referrer's tree", async ({ browser, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // A: the demo referrer logs in and opens the footer share dialog.
  await page.goto('/test');
  await page.getByRole('button', { name: 'Войти как Наталья Рекомендова' }).click();
  await expect(page.getByText('Вы вошли как Наталья Рекомендова')).toBeVisible();
  await page.goto('/');
  const link = await sharedLink(page);
  const dialog = page.getByRole('dialog', { name: 'Поделиться' });
  await expect(dialog.locator('canvas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Копировать' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Ссылка скопирована/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // What was sent is the last link of the showcase's bot.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/tg?json=1&method=getLastLink&bot=sarafan_main_bot')).json()) as { LastSentUrl: string | null })
          .LastSentUrl,
    )
    .toBe(link);

  // B: anonymous, in another browser context, opens the link and becomes a member.
  const name = `Гость ${Date.now().toString(36)}`;
  const other = await browser.newContext();
  try {
    const pageB = await other.newPage();
    // The referral context is stored by the startup call: register only once it has answered.
    const started = pageB.waitForResponse((r) => r.url().includes('/api/startup') && r.request().method() === 'POST');
    await pageB.goto(link);
    expect((await started).ok()).toBe(true);
    await expect(pageB.getByRole('contentinfo')).toContainText('Сарафан Маркет');
    await registerInPage(pageB, name);
  } finally {
    await other.close();
  }

  // A's tree shows B on the first level, marked new, in the wow-tree header.
  await page.goto('/account/profile/wow-tree/tree');
  await expect(page.getByRole('heading', { name: 'Дерево рекомендаций' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Моя сарафанная Сеть')).toBeVisible();
  const tree = page.getByRole('list', { name: 'Участники вашей сети' });
  const newcomer = tree.locator('> li').filter({ hasText: name });
  await expect(newcomer).toContainText('Новый');
  await expect(newcomer).toContainText('Уровень 1');
  await expect(page.getByRole('table', { name: 'Уровни сети' })).toBeVisible();

  // Leaving the tree turns the normal header back on.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Поиск' })).toBeVisible();
});
