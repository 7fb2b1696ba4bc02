import type { CartLine } from '@storefront/contract/cart';
import type { CheckoutInfo, Order } from '@storefront/contract/orders';
import type { AddressSuggestion } from '@storefront/contract/suggest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../shared/lib/platform';
import type { MockRoute } from '../../../test/fetch-mock';
import { cartLine, mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CheckoutPage } from '../checkout-page';
import { expectScreenState } from '../../../test/screen-state';

const line = cartLine;

function info(over: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    goodsTotal: 4_000_00,
    itemsCount: 2,
    bonus: { networkAvailable: 5_000_00, localAvailable: 300_00, networkCap: 2_000_00, localCap: 300_00 },
    contact: { name: 'Иван Покупателев', phone: '+79123456789', email: '' },
    city: 'Москва',
    paymentSystems: [
      { id: 1, available: true },
      { id: 2, available: true },
    ],
    acceptsOrders: true,
    suggest: { url: '', token: 'demo-suggest-token' },
    ...over,
  };
}

const tverskaya: AddressSuggestion = {
  value: 'г Москва, ул Тверская, д 7',
  unrestricted_value: '101000, г Москва, ул Тверская, д 7',
  data: {
    postal_code: '101000',
    country: 'Россия',
    country_iso_code: 'RU',
    region_fias_id: 'region-msk',
    region_kladr_id: '7700000000000',
    region_with_type: 'г Москва',
    region_type: 'г',
    region_type_full: 'город',
    region: 'Москва',
    city_fias_id: 'city-msk',
    city_kladr_id: '7700000000000',
    city_with_type: 'г Москва',
    city_type: 'г',
    city_type_full: 'город',
    city: 'Москва',
    street_fias_id: 'street-tv',
    street_kladr_id: '77000000000000100',
    street_with_type: 'ул Тверская',
    street_type: 'ул',
    street_type_full: 'улица',
    street: 'Тверская',
    house_type: 'д',
    house_type_full: 'дом',
    house: '7',
    block_type: null,
    block_type_full: null,
    block: null,
    entrance: null,
    flat_type: null,
    flat_type_full: null,
    flat: null,
    fias_id: 'street-tv',
    fias_level: '8',
    kladr_id: '77000000000000100',
    geo_lat: '55.76',
    geo_lon: '37.61',
    qc_geo: '2',
  },
};

const point = {
  provider: 'cdek' as const,
  code: 'MOS1',
  name: 'Москва, ул Тверская',
  address: 'ул Тверская, 12',
  metro: 'Тверская',
  workTime: 'Пн-Вс 10:00-22:00',
  type: 'PVZ' as const,
  lat: 55.76,
  lon: 37.61,
  distanceKm: 0.4,
  price: 250_00,
  dateMin: '2026-11-26',
  dateMax: '2026-11-27',
  tariffCode: 136,
  quote: 'signed-point-quote',
};
const deliveryOptions = {
  options: [
    {
      provider: 'cdek',
      providerName: 'СДЭК',
      method: 'pickup',
      tariffCode: 136,
      price: 250_00,
      daysMin: 1,
      daysMax: 2,
      dateMin: '2026-11-26',
      dateMax: '2026-11-27',
      quote: 'signed-pickup',
    },
    {
      provider: 'cdek',
      providerName: 'СДЭК',
      method: 'courier',
      tariffCode: 137,
      price: 410_00,
      daysMin: 1,
      daysMax: 3,
      dateMin: '2026-11-26',
      dateMax: '2026-11-28',
      quote: 'signed-courier',
    },
  ],
  points: [point],
  unavailable: [],
};
const consentDoc = (id: number, kind: 'privacy' | 'order' | 'marketing') => ({
  id,
  kind,
  version: 1,
  title: `Документ ${kind}`,
  body: 'Текст документа',
  showcaseId: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
});
const consents = {
  privacy: consentDoc(1, 'privacy'),
  consents: [
    { purpose: 'order', document: consentDoc(2, 'order'), given: null, withdrawnAt: null },
    { purpose: 'marketing', document: consentDoc(3, 'marketing'), given: null, withdrawnAt: null },
  ],
};

/** The delivery step: the pickup point offered for the address, and the 152-ФЗ consent box (never ticked for the buyer). */
async function chooseDelivery(user: { click: (el: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('radio', { name: /ул Тверская, 12/ }));
  const consent = screen.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ });
  expect(consent).not.toBeChecked();
  await user.click(consent);
}

const placedOrder = (id: number, paymentSystemId: 1 | 2) => ({ id, number: `SF-${String(id).padStart(6, '0')}`, paymentSystemId }) as Order;

function server(opts: { logged?: boolean; checkout?: CheckoutInfo; lines?: CartLine[]; place?: MockRoute['body']; placeStatus?: number } = {}) {
  const lines = opts.lines ?? [line()];
  return mockShell({
    startup: { isLogged: opts.logged ?? true },
    extra: [
      { path: '/api/orders/checkout', body: opts.checkout ?? info() },
      {
        path: '/api/cart/',
        body: { cart: { goodsInfo: lines, cnt_in_cart: lines.reduce((n, l) => n + l.Quantity, 0), total: 4_000_00, oldTotal: 4_000_00 } },
      },
      { method: 'POST', path: '/api/suggest/address', body: { suggestions: [tverskaya] } },
      { path: '/api/delivery/options', body: deliveryOptions },
      { path: '/api/account/consents', body: consents },
      {
        method: 'POST',
        path: '/api/findById/delivery',
        body: {
          suggestions: [
            { value: '77', unrestricted_value: '77', data: { kladr_id: '77', fias_id: 'city-msk', boxberry_id: '1', cdek_id: '2', dpd_id: null } },
          ],
        },
      },
      {
        method: 'POST',
        path: '/api/orders',
        status: opts.placeStatus ?? 201,
        body: opts.place ?? { order: placedOrder(42, 2), confirmationUrl: null },
      },
    ],
  });
}

describe('checkout', () => {
  it('asks an anonymous shopper to log in, with the bot and the demo login', async () => {
    server({ logged: false });
    renderWithProviders(<CheckoutPage />, { route: '/order' });
    await expectScreenState('Войдите, чтобы оформить заказ', { name: 'Войти через @demo_bot', href: 'https://t.me/demo_bot' });
    expect(screen.getByRole('link', { name: 'Демо-вход' })).toHaveAttribute('href', '/test');
  });

  it('shows the empty state when the cart is empty, and the closed state on a landing-mode showcase', async () => {
    server({ checkout: info({ itemsCount: 0, goodsTotal: 0 }), lines: [] });
    const first = renderWithProviders(<CheckoutPage />, { route: '/order' });
    expect(await screen.findByRole('heading', { name: 'В корзине пока пусто' })).toBeInTheDocument();
    first.unmount();
    server({ checkout: info({ acceptsOrders: false }) });
    renderWithProviders(<CheckoutPage />, { route: '/order' });
    expect(await screen.findByRole('heading', { name: 'Витрина не принимает заказы' })).toBeInTheDocument();
  });

  it('keeps the city and the street consistent: another city clears the street, chosen or typed', async () => {
    server();
    const { user } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    const address = await screen.findByRole('combobox', { name: 'Адрес' });
    await user.type(address, 'Тверская');
    await user.click(await screen.findByRole('option', { name: 'г Москва, ул Тверская, д 7' }));
    expect(address).toHaveValue('ул Тверская, д 7');
    const city = screen.getByRole('textbox', { name: 'Город' });
    expect(city).toHaveValue('Москва');
    await user.type(city, 'x');
    expect(address).toHaveValue('');
    await user.type(address, 'Ленина 1');
    await user.clear(city);
    await user.type(city, 'Казань');
    expect(address).toHaveValue('');
  });

  it('checks the phone before sending, suggests addresses, spends bonuses within the caps and pays online', async () => {
    const openLink = vi.spyOn(platform, 'openLink').mockImplementation(() => {});
    const { requests } = server({ place: { order: placedOrder(43, 1), confirmationUrl: 'http://localhost:3000/api/sandbox/pay/p-1' } });
    const { user } = renderWithProviders(<CheckoutPage />, { route: '/order' });

    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveValue('+79123456789');
    expect(screen.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Иван Покупателев');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Введите российский номер: +7 и 10 цифр')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(requests.filter((r) => r.url.pathname === '/api/orders')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '8 (912) 345-67-89');

    const address = screen.getByRole('combobox', { name: 'Адрес' });
    await user.type(address, 'Тверская');
    const option = await screen.findByRole('option', { name: 'г Москва, ул Тверская, д 7' });
    const suggestCall = requests.find((r) => r.url.pathname === '/api/suggest/address')!;
    expect(suggestCall.headers.get('authorization')).toBe('Token demo-suggest-token');
    expect(suggestCall.body).toMatchObject({ query: 'Москва, Тверская' });
    await user.click(option);
    expect(address).toHaveValue('ул Тверская, д 7');
    await user.click(screen.getByRole('radio', { name: /Пункт выдачи/ }));
    await chooseDelivery(user);

    // Network bonuses: at most the cap (2 000), whatever is typed; showcase bonuses: the whole 300.
    const network = screen.getByRole('spinbutton', { name: 'Бонусы сети: Списать, бонусов' });
    await user.clear(network);
    await user.type(network, '9999');
    expect(network).toHaveValue(2000);
    await user.click(within(screen.getByRole('group', { name: 'Бонусы витрины' })).getByRole('button', { name: 'Списать максимум' }));
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    // The goods less the bonuses, plus the chosen point's delivery (250 ₽).
    expect(within(summary).getByText('К оплате').nextSibling).toHaveTextContent(/^1\s950\s₽$/);

    await user.click(screen.getByRole('radio', { name: /Онлайн картой/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(openLink).toHaveBeenCalledWith('http://localhost:3000/api/sandbox/pay/p-1'));
    const placed = requests.find((r) => r.url.pathname === '/api/orders')!;
    expect(placed.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(placed.body).toEqual({
      contact: { name: 'Иван Покупателев', phone: '8 (912) 345-67-89' },
      delivery: { method: 'pickup', city: 'Москва', address: 'ул Тверская, д 7', fiasId: 'street-tv', choice: { quote: 'signed-point-quote' } },
      paymentSystemId: 1,
      bonusNetwork: 2_000_00,
      bonusLocal: 300_00,
      comment: '',
      consents: { order: 2 },
    });
    expect(await screen.findByText('Переходим к оплате…')).toBeInTheDocument();
  });

  it('shows the server’s field errors by field and retries the same attempt with the same key', async () => {
    let calls = 0;
    const { requests } = server({
      placeStatus: 400,
      place: () => {
        calls += 1;
        return {
          code: 'VALIDATION_FAILED',
          message: 'Проверьте введённые данные',
          fields: { 'delivery.address': 'Слишком короткий адрес', bonusNetwork: 'Доступно бонусов сети: 10' },
        };
      },
    });
    const { user } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    const address = await screen.findByRole('combobox', { name: 'Адрес' });
    await user.type(address, 'ул Ленина, 1');
    await user.keyboard('{Escape}');
    await chooseDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(await screen.findByText('Слишком короткий адрес')).toBeInTheDocument();
    expect(screen.getByText('Доступно бонусов сети: 10')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте введённые данные');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(calls).toBe(2));
    const keys = requests.filter((r) => r.url.pathname === '/api/orders').map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('names the product that ran out and links back to the cart', async () => {
    server({
      placeStatus: 409,
      place: { code: 'STOCK_LIMIT', message: 'Товара «Чайник электрический» в наличии только 1 шт.', fields: { 'cart.101': '1' } },
    });
    const { user } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    await user.type(await screen.findByRole('combobox', { name: 'Адрес' }), 'ул Ленина, 1');
    await user.keyboard('{Escape}');
    await chooseDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Товара «Чайник электрический» в наличии только 1 шт.');
    expect(within(alert).getByRole('link', { name: 'Изменить корзину' })).toHaveAttribute('href', '/cart');
  });

  it('shows the order another tab or device already placed from this cart instead of an error', async () => {
    server({
      placeStatus: 409,
      place: {
        code: 'ORDER_ALREADY_PLACED',
        message: 'Эта корзина уже оформлена: заказ SF-000042',
        fields: { orderId: '42', orderNumber: 'SF-000042' },
      },
    });
    const { user, router } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    await user.type(await screen.findByRole('combobox', { name: 'Адрес' }), 'ул Ленина, 1');
    await user.keyboard('{Escape}');
    await chooseDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account/profile/orders?id=42'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to /order/success2/{id} after an order paid on delivery', async () => {
    server();
    const { user, router } = renderWithProviders(<CheckoutPage />, { route: '/order' });
    await user.type(await screen.findByRole('combobox', { name: 'Адрес' }), 'ул Ленина, 1');
    await user.keyboard('{Escape}');
    await chooseDelivery(user);
    await user.click(screen.getByRole('radio', { name: /При получении/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/success2/42'));
  });

  it('offers only what the server says is available', async () => {
    server({
      checkout: info({
        paymentSystems: [
          { id: 1, available: false },
          { id: 2, available: true },
        ],
        bonus: { networkAvailable: 0, localAvailable: 0, networkCap: 0, localCap: 0 },
      }),
    });
    renderWithProviders(<CheckoutPage />, { route: '/order' });
    expect(await screen.findByRole('radio', { name: /Онлайн картой/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /При получении/ })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Бонусы' })).not.toBeInTheDocument();
  });
});
