import { expect, test, type Page } from '@playwright/test';
import { firstBuyableCard } from './helpers';

/** Price text as shown ("56 990 ₽") back to kopecks. */
const kopecks = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

async function addFirstCardToCart(page: Page): Promise<{ name: string; price: number }> {
  const { name, card } = await firstBuyableCard(page);
  const price = kopecks(await card.locator('.price__current').innerText());
  await card.getByRole('button', { name: 'В корзину' }).click();
  await expect(card.getByRole('group', { name: `В корзине: ${name}` })).toBeVisible();
  return { name, price };
}

test('anonymous shopper browses, searches with a typo, fills and edits the cart; favourites and a wishlist survive a reload', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Популярные товары' });
  await expect(popular.locator('article.product-card')).toHaveCount(15);

  // Catalogue → a category → a filter.
  await page.goto('/catalog');
  await page
    .getByRole('link', { name: /Электроника/ })
    .first()
    .click();
  await expect(page.getByRole('navigation', { name: 'Путь по каталогу' })).toContainText('Электроника');
  const discounted = page.getByRole('group', { name: 'Быстрый фильтр' }).getByRole('button', { name: 'Со скидкой' });
  await discounted.click();
  await expect(discounted).toHaveAttribute('aria-pressed', 'true');
  // Every card of the filtered list carries an old price.
  await expect(page.locator('article.product-card').first()).toBeVisible();
  expect(await page.locator('article.product-card').count()).toBe(await page.locator('article.product-card .price__old').count());

  // Product page → add to cart.
  await page.locator('article.product-card h3 a').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Каталог');
  const first = { name: (await page.getByRole('heading', { level: 1 }).innerText()).trim() };
  await page.getByRole('button', { name: 'В корзину' }).first().click();
  await expect(page.getByRole('group', { name: `В корзине: ${first.name}` })).toBeVisible();

  // Search with a misspelt word → add a found product.
  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Поиск товаров' }).fill('кросовки');
  await expect(page.getByText('Показаны результаты по запросу «кроссовки».')).toBeVisible();
  const second = await addFirstCardToCart(page);

  // The cart shows both with the right total; delete one through the confirm dialog.
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const total = kopecks(
    await page
      .getByText(/^Итого: /)
      .first()
      .innerText(),
  );
  expect(total).toBeGreaterThan(second.price);
  await page.getByRole('button', { name: `Удалить «${second.name}» из корзины` }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить товар из корзины?' });
  await expect(confirm.getByRole('button', { name: 'Продолжить покупки' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByText(/^Итого: /).first()).toHaveText(
    new RegExp(
      `^Итого: ${Math.round((total - second.price) / 100)
        .toLocaleString('ru-RU')
        .replace(/\s/g, '\\s')}`,
    ),
  );

  // A favourite survives a reload (anonymous session).
  await page.goto('/');
  const favCard = popular.locator('article.product-card').nth(2);
  const favName = (await favCard.getByRole('heading').innerText()).trim();
  await favCard.getByRole('button', { name: `В избранное: ${favName}` }).click();
  await page.reload();
  await page.goto('/favorites');
  await expect(page.locator('article.product-card').getByRole('heading', { name: favName })).toBeVisible();
  await expect(page.getByRole('list', { name: /./ }).locator('article.product-card')).toHaveCount(1);
});

test('a logged-in shopper adds a product to a new wishlist and finds it after a reload', async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('button', { name: 'Войти как Иван Покупателев' }).click();
  await expect(page.getByText('Вы вошли как Иван Покупателев')).toBeVisible();

  await page.goto('/catalog');
  await page.locator('article.product-card h3 a').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Каталог');
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: 'В список желаний' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить в список желаний' });
  await dialog.getByLabel('Название нового списка').fill('Подарки на Новый год');
  await dialog.getByRole('button', { name: 'Создать и добавить' }).click();
  await expect(page.getByText('Список «Подарки на Новый год» создан, товар добавлен')).toBeVisible();

  await page.goto('/wishlist');
  await page.reload();
  await page
    .getByRole('link', { name: /Подарки на Новый год/ })
    .first()
    .click();
  await expect(page.locator('article.product-card').getByRole('heading', { name, exact: true })).toBeVisible();
});
