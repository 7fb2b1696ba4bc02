import { expect, test } from '@playwright/test';
import { demoLogin, tinyPng } from './helpers';

test('the shopper edits the profile, reads notifications and makes a claim with a photo on a delivered order', async ({ page }) => {
  await demoLogin(page, 'Иван Покупателев');

  // Profile: the edit is saved and still there after a reload.
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Иван Покупателев' })).toBeVisible();
  await expect(page.getByText('IVANPOKU')).toBeVisible();
  const city = page.getByRole('textbox', { name: /Город/ });
  const phone = page.getByRole('textbox', { name: /Телефон/ });
  await city.fill('Казань');
  await phone.fill('8 (912) 345-67-89');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Город/ })).toHaveValue('Казань');
  await expect(page.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+79123456789');
  // A refused value names the field and keeps the saved one.
  await page.getByRole('textbox', { name: /Телефон/ }).fill('12345');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите российский номер: +7 или 8 и ещё 10 цифр')).toBeVisible();

  // Notifications: the unseen one is marked as seen; the account's badge follows.
  await page.goto('/account');
  const sections = page.getByRole('navigation', { name: 'Разделы кабинета' });
  await expect(sections.getByRole('link', { name: /Уведомления\s*1 новое/ })).toBeVisible();
  await sections.getByRole('link', { name: /Уведомления/ }).click();
  await expect(page.getByText('1 непрочитанное')).toBeVisible();
  await page.getByRole('button', { name: 'Прочитано: Заказ DEMO-1006 доставлен' }).click();
  await expect(page.getByText('Всё прочитано')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Новое' })).toHaveCount(0);
  await page.goto('/account');
  await expect(sections.getByRole('link', { name: /Уведомления/ })).not.toContainText('новое');

  // A claim on a line of the delivered order, with one PNG photo.
  await page.goto('/account/profile/orders');
  await page.getByRole('link', { name: 'Заказ № DEMO-1006: подробнее' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ № DEMO-1006' })).toBeVisible();
  const claimLink = page.getByRole('link', { name: /^Оформить претензию на «/ }).first();
  const productName = (await claimLink.getAttribute('aria-label'))!.replace(/^Оформить претензию на «(.*)»$/, '$1');
  await claimLink.click();
  await expect(page.getByRole('heading', { name: 'Новая претензия' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Причина' }).selectOption({ label: 'Повреждён при доставке' });
  await page.getByRole('textbox', { name: 'Что случилось' }).fill('Корпус поцарапан, коробка смята при доставке');
  await page.getByLabel('Добавить фото').setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('button', { name: 'Убрать фото scratch.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить претензию' }).click();

  await expect(page).toHaveURL(/\/account\/profile\/claims$/);
  const claims = page.getByRole('list', { name: 'Мои претензии' });
  const claim = claims.locator('article.claim-card').filter({ hasText: productName });
  await expect(claim).toHaveCount(1);
  await expect(claim.getByText('Новая')).toBeVisible();
  await expect(claim.getByText('Повреждён при доставке')).toBeVisible();
  // The photo is served to its author (and loads as an image).
  const thumb = claim.getByRole('button', { name: 'Открыть фото 1' }).locator('img');
  await expect(thumb).toHaveJSProperty('naturalWidth', 2);

  // The claimed line is no longer offered for a claim.
  await claim.getByRole('link', { name: 'Заказ № DEMO-1006' }).click();
  await expect(page.getByRole('link', { name: `Оформить претензию на «${productName}»` })).toHaveCount(0);
});

test('public profiles show no private data; an anonymous visitor is asked to log in for the last link', async ({ page }) => {
  await page.goto('/lastLink');
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы увидеть ссылку' })).toBeVisible();

  // Profiles answer to the unguessable handle (the ref code), never to the sequential id.
  const users = (await (await page.request.get('/api/test/users')).json()) as { users: Array<{ id: number; name: string }> };
  const seller = users.users.find((u) => u.name === 'Алексей Продавцов')!;
  await page.goto(`/users/${seller.id}`);
  await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
  await page.goto('/users/ALEKSEY1');
  await expect(page.getByRole('heading', { level: 1, name: 'Алексей Продавцов' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Открыть витрину: Сарафан Маркет' })).toBeVisible();
  await expect(page.getByText('ALEKSEY1')).toHaveCount(0);
});
