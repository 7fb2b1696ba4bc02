import { expect, test, type Browser, type Page } from '@playwright/test';
import type { BonusTransactionsResponse } from '@storefront/contract/bonuses';
import { checkoutByCard, demoLogin, firstBuyableCard, openElectronics, orderByCard, payInSandbox, registerInPage, tinyPng } from './helpers';

/**
 * Issue 15 journeys through the real store. A: a new seller opens a showcase, which stays private while a draft; the
 * KYC gate refuses to open it for orders and names what is missing; the seller adds a company and files an agent
 * request with a document; the operator approves it; the seller opens the showcase; a buyer orders there; the seller
 * is told (in-app notification and badge) and sees the order and the revenue on the dashboard. B: a landing-mode
 * showcase sends a referred visitor's product link to the same product on the network's store, keeping the referral;
 * the visitor joins there, buys it and pays, and the referrer's first-line bonus appears, pending.
 */

async function as(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await demoLogin(page, name);
  return page;
}

/** Creates a showcase through the form; answers its id (the creator lands on its settings). */
async function createShowcase(page: Page, name: string, alias: string): Promise<number> {
  await page.goto('/account/profile/showcases');
  await expect(page.getByRole('heading', { name: 'Мои витрины' })).toBeVisible();
  await page.getByRole('link', { name: 'Создать витрину' }).click();
  await page.getByLabel('Название', { exact: true }).fill(name);
  await page.getByLabel('Адрес витрины').fill(alias);
  await expect(page.getByText('Адрес свободен')).toBeVisible();
  await page.getByRole('button', { name: 'Создать витрину' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/showcases\/\d+\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return Number(page.url().split('/').at(-2));
}

const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('a new seller opens a showcase past the KYC gate, a buyer orders, and the seller sees it', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const sellerName = `Продавец ${stamp}`;
  const showcaseName = `Лавка ${stamp}`;

  // A new member registers (the demo registration, as the /test page's session) and opens a showcase: a draft.
  await page.goto('/test');
  await registerInPage(page, sellerName);
  await page.reload();
  await expect(page.getByText(`Вы вошли как ${sellerName}`)).toBeVisible();
  const showcaseId = await createShowcase(page, showcaseName, `e2e-kyc-${stamp}`);
  const s = showcaseId.toString(36);
  const states = page.getByRole('group', { name: 'Состояние витрины' });
  await expect(states.getByRole('button', { name: 'Черновик' })).toHaveAttribute('aria-pressed', 'true');

  // A stranger opening its address sees that it is not open yet, not the store (nor its name).
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/?s=${s}`);
  await expect(stranger.getByRole('alert')).toContainText('Витрина ещё не открыта');
  await expect(stranger.getByText(showcaseName)).toHaveCount(0);

  // Opening it for orders is refused with the list of what is missing.
  await states.getByRole('button', { name: 'Магазин' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Чтобы принимать заказы, не хватает:' });
  await expect(missing).toBeVisible();
  await expect(missing.getByRole('listitem')).toHaveText([
    'Добавьте компанию с верными реквизитами, включая БИК и расчётный счёт',
    'Подайте заявку агента и дождитесь её одобрения оператором',
    'Приложите документы к заявке агента',
  ]);
  await expect(states.getByRole('button', { name: 'Черновик' })).toHaveAttribute('aria-pressed', 'true');

  // The company: a self-employed person with valid ИНН and a БИК/account pair whose control key matches.
  const companyName = `Продавцов ${stamp} Иван Петрович`;
  await page.goto('/account/profile/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои компании' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить компанию' }).click();
  const form = page.getByRole('form', { name: 'Новая компания' });
  await form.getByRole('radio', { name: 'Самозанятый' }).check();
  await form.getByLabel('Название').fill(companyName);
  await form.getByLabel('ИНН').fill('770712345633');
  await form.getByLabel('БИК').fill('044525999');
  await form.getByLabel('Расчётный счёт').fill('40802810500000012345');
  await form.getByLabel('Юридический адрес').fill('г. Москва, ул. Тверская, д. 7');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Компания добавлена')).toBeVisible();
  const company = page.getByRole('article', { name: companyName });
  await expect(company).toContainText('044525999');

  // The agent request, with a document attached.
  await page.goto('/account/profile/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Стать агентом сети' })).toBeVisible();
  await page.getByLabel('О себе').fill('Открываю лавку с электроникой для соседей');
  await page.getByRole('button', { name: 'Подать заявку' }).click();
  await expect(page.getByText('Заявка отправлена.', { exact: false })).toBeVisible();
  await expect(page.getByText('На рассмотрении').first()).toBeVisible();
  await page.getByLabel('Выбрать файлы').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Загружен: passport.png')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Приложенные документы' })).toContainText('passport.png');

  // The operator approves the request in the console.
  const operator = await as(browser, 'Ольга Операторова');
  await operator.goto('/account/operator');
  await operator.getByRole('link', { name: 'Заявки агентов' }).click();
  await expect(operator.getByRole('heading', { name: 'Заявки агентов' })).toBeVisible();
  const request = operator.getByRole('article', { name: sellerName });
  await expect(request).toContainText('Открываю лавку с электроникой для соседей');
  await expect(request.getByRole('list', { name: 'Приложенные документы' })).toContainText('passport.png');
  await request.getByRole('button', { name: 'Одобрить' }).click();
  const approve = operator.getByRole('dialog', { name: `Одобрить заявку ${sellerName}?` });
  await expect(approve).toContainText('Пользователь станет агентом сети');
  await approve.getByRole('button', { name: 'Одобрить' }).click();
  await expect(operator.getByText('Заявка одобрена')).toBeVisible();

  // The seller sees the approval, then opens the showcase for orders.
  await page.reload();
  await expect(page.getByText('Одобрена').first()).toBeVisible();
  await expect(page.getByText('Вы агент сети: открывайте витрины и приглашайте продавцов.')).toBeVisible();
  await page.goto(`/account/profile/showcases/${showcaseId}/settings`);
  await states.getByRole('button', { name: 'Магазин' }).click();
  await expect(page.getByText('Состояние: Магазин')).toBeVisible();
  await expect(states.getByRole('button', { name: 'Магазин' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Чтобы принимать заказы, не хватает:')).toHaveCount(0);

  // The dashboard of the fresh store: nothing sold yet.
  await page.goto(`/account/profile/showcases/${showcaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: showcaseName })).toBeVisible();
  await expect(page.getByText('За этот период продаж и переходов по ссылкам пока нет.', { exact: false })).toBeVisible();

  // The stranger now sees the store itself.
  await stranger.goto(`/?s=${s}`);
  await expect(stranger.getByRole('contentinfo')).toContainText(showcaseName);
  await expect(stranger.getByText('Витрина ещё не открыта', { exact: false })).toHaveCount(0);
  await stranger.context().close();

  // A buyer orders on that showcase: a product from its catalogue, checkout, card payment in the sandbox.
  const buyer = await as(browser, 'Иван Покупателев');
  await buyer.goto(`/catalog?s=${s}`);
  const category = await buyer
    .getByRole('link', { name: /Электроника/ })
    .first()
    .getAttribute('href');
  await buyer.goto(`${category ?? '/catalog'}${category?.includes('?') ? '&' : '?'}s=${s}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Электроника' })).toBeVisible();
  await expect(buyer.getByRole('contentinfo')).toContainText(showcaseName);
  const { name: product, card: pinned } = await firstBuyableCard(buyer);
  await pinned.getByRole('button', { name: 'В корзину' }).click();
  await expect(pinned.getByRole('group', { name: `В корзине: ${product}` })).toBeVisible();

  await buyer.goto(`/order?s=${s}`);
  await expect(buyer.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Ваш заказ' }).getByText(product)).toBeVisible();
  const fullName = buyer.getByRole('textbox', { name: 'Имя и фамилия' });
  if ((await fullName.inputValue()) === '') await fullName.fill('Иван Покупателев');
  await orderByCard(buyer);
  const number = ((await buyer.getByText(/^Заказ SF-\d{6}$/).innerText()).match(/SF-\d{6}/) ?? [''])[0];
  expect(number).not.toBe('');
  const paid = amountOf(await buyer.locator('p.amount').innerText());
  expect(paid).toBeGreaterThan(0);
  await payInSandbox(buyer);
  await buyer.context().close();

  // The seller is told: the account shows unseen notifications, the list has the new order, its link opens it.
  await page.goto('/account');
  const notifications = page.getByRole('link', { name: /^Уведомления\s*\d+ нов/ });
  await expect(notifications).toBeVisible();
  await notifications.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const told = page
    .getByRole('list', { name: 'Список уведомлений' })
    .getByRole('listitem')
    .filter({ hasText: `Новый заказ ${number}` });
  await expect(told).toBeVisible();
  await expect(told).toContainText('Сумма заказа:');
  await told.getByRole('button', { name: 'Подробнее' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();

  // The order is in the sale orders list.
  await page.goto('/account/profile/sale-orders');
  await expect(page.getByRole('list', { name: 'Список заказов покупателей' }).getByRole('link', { name: `Открыть заказ № ${number}` })).toBeVisible();

  // The dashboard shows the revenue of that order.
  await page.goto(`/account/profile/showcases/${showcaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: showcaseName })).toBeVisible();
  const revenue = page.locator('.dashboard__kpi').filter({ hasText: 'Выручка' }).locator('.dashboard__kpi-value');
  await expect.poll(async () => amountOf(await revenue.innerText())).toBeCloseTo(paid, 2);
  const orders = page
    .locator('.dashboard__kpi')
    .filter({ hasText: /^Заказы/ })
    .locator('.dashboard__kpi-value');
  await expect(orders).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Популярные товары' })).toContainText(product);
  await operator.context().close();
});

test('a landing-mode showcase sends a referred visitor’s product link to the store showcase, where the purchase earns the referrer her bonus', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  await demoLogin(page, 'Алексей Продавцов');
  const showcaseId = await createShowcase(page, `Акции ${stamp}`, `e2e-land-${stamp}`);
  const states = page.getByRole('group', { name: 'Состояние витрины' });
  await states.getByRole('button', { name: 'Режим лендингов' }).click();
  await expect(page.getByText('Состояние: Режим лендингов')).toBeVisible();
  await expect(states.getByRole('button', { name: 'Режим лендингов' })).toHaveAttribute('aria-pressed', 'true');

  // A product of the network's store showcase (the default one).
  const visitor = await (await browser.newContext()).newPage();
  await openElectronics(visitor);
  const href = await visitor.locator('article.product-card').first().getByRole('heading').getByRole('link').getAttribute('href');
  const productId = Number(/\/product\/(\d+)/.exec(href ?? '')?.[1]);
  expect(productId).toBeGreaterThan(0);

  // The referral share link of the landing showcase, opened on a product: it leads to the store, referral kept.
  const link = `/product/${productId}?s=${showcaseId.toString(36)}_r=NATALYA1&cmp=25LAND`;
  const answer = await visitor.request.get(link, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  const target = new URL(answer.headers()['location'] ?? '');
  expect(target.pathname).toBe(`/product/${productId}`);
  expect(target.searchParams.get('s')).toMatch(/^[0-9a-z]+_r=NATALYA1$/);
  expect(target.searchParams.get('s')).not.toBe(`${showcaseId.toString(36)}_r=NATALYA1`);
  expect(target.searchParams.get('cmp')).toBe('25LAND');

  // Наталья (NATALYA1) is the referrer: what her bonuses hold before the visit.
  const natalya = await (await browser.newContext()).newPage();
  await demoLogin(natalya, 'Наталья Рекомендова');
  const bonusesOf = async (): Promise<BonusTransactionsResponse> =>
    (await (await natalya.request.get('/api/tg?json=1&method=getClientBonusTransactions&page=0')).json()) as BonusTransactionsResponse;
  const before = await bonusesOf();

  // The referral context is stored by the start-up call: the visitor registers only once it has answered.
  const started = visitor.waitForResponse((r) => r.url().includes('/api/startup') && r.request().method() === 'POST');
  await visitor.goto(link);
  expect((await started).ok()).toBe(true);
  await expect(visitor).toHaveURL(new RegExp(`/product/${productId}\\?s=[0-9a-z]+_r=NATALYA1&cmp=25LAND$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('contentinfo')).toContainText('Сарафан Маркет');
  await expect(visitor.getByRole('button', { name: 'В корзину' }).first()).toBeVisible();

  // The visitor becomes a member there, buys that product and pays: the sale happens on the store showcase, and the
  // referrer from the landing's link gets her first-line bonus, pending.
  await registerInPage(visitor, `Гость лендинга ${stamp}`);
  // The store showcase answers on its own address (the redirect's absolute URL): the visitor stays there.
  await visitor.goto(target.href);
  await visitor.getByRole('button', { name: 'В корзину' }).first().click();
  await expect(visitor.getByRole('link', { name: /^Корзина: [1-9]/ })).toBeVisible();
  await checkoutByCard(visitor);
  const after = await bonusesOf();
  expect(after.Expected.GlobalValue).toBeGreaterThan(before.Expected.GlobalValue);
  expect(after.BonusTransactions[0]).toMatchObject({ Operation: 'referral', Status: 'pending', ShowcaseName: 'Сарафан Маркет' });
  await natalya.goto('/account/profile/bonuses');
  await expect(natalya.getByRole('list', { name: 'Операции с бонусами' }).getByRole('listitem').first()).toContainText(
    'Бонус за покупку в сети, 1-я линия от Сарафан Маркет',
  );
  await natalya.context().close();
  await visitor.context().close();
});
