import type { ShowcaseBots } from '@storefront/contract/bot';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRoute } from '../../../test/fetch-mock';
import { NO_COURIER, renderSettingsPage, sellerSettings } from './settings-page';

const renderEdit = (extra: MockRoute[]) =>
  renderSettingsPage([
    { path: '/api/account/showcases/edit/', body: sellerSettings() },
    NO_COURIER,
    { path: '/api/seller/showcases/3/consent-documents', body: { documents: [] } },
    ...extra,
  ]);

const demoBots = (over: Partial<ShowcaseBots> = {}): ShowcaseBots => ({
  telegram: { source: 'demo', username: '', maskedToken: null },
  max: { hasToken: false, botName: '' },
  canManage: true,
  isStaff: true,
  notifyByBot: false,
  ...over,
});
const BOTS = '/api/seller/showcases/3/bots';
const TG = '/api/seller/showcases/3/telegram-bot';
const TOKEN = '7100000001:AAE-own-tea-bot-token-1234';

const card = () => screen.findByRole('region', { name: 'Боты витрины' });

describe('the showcase bots card', () => {
  it('lets the owner connect a Telegram bot: the token goes to the server, the card shows the @username and the masked token', async () => {
    const connected = demoBots({ telegram: { source: 'own', username: 'tea_shop_bot', maskedToken: '7100000001:…1234' } });
    const { user, mock } = renderEdit([
      { path: BOTS, body: demoBots() },
      { method: 'PUT', path: TG, body: connected },
    ]);
    const region = await card();
    expect(within(region).getByText('Демо-бот')).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Telegram-бот' });
    await user.click(within(form).getByRole('button', { name: 'Подключить' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Вставьте токен бота');
    await user.type(within(form).getByLabelText('Токен Telegram-бота'), TOKEN);
    await user.click(within(form).getByRole('button', { name: 'Подключить' }));
    await waitFor(() => expect(mock.requests.find((r) => r.method === 'PUT' && r.url.pathname === TG)?.body).toEqual({ token: TOKEN }));
    expect(await within(region).findByText('Свой бот')).toBeInTheDocument();
    expect(within(region).getByText(/@tea_shop_bot/)).toBeInTheDocument();
    expect(within(region).getByText('7100000001:…1234')).toBeInTheDocument();
    expect(within(region).getByLabelText('Токен Telegram-бота')).toHaveValue('');
    expect(region).not.toHaveTextContent(TOKEN);
    expect(within(region).getByRole('button', { name: 'Отключить' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a token under the field", async () => {
    const refused = {
      code: 'BOT_TOKEN_REJECTED',
      message: 'Telegram не принял этот токен',
      fields: { token: 'Telegram не узнал этот токен: проверьте его у @BotFather' },
    };
    const { user } = renderEdit([
      { path: BOTS, body: demoBots() },
      { method: 'PUT', path: TG, status: 400, body: refused },
    ]);
    const form = within(await card()).getByRole('form', { name: 'Telegram-бот' });
    await user.type(within(form).getByLabelText('Токен Telegram-бота'), TOKEN);
    await user.click(within(form).getByRole('button', { name: 'Подключить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refused.fields.token);
  });

  it('shows an admin the bot without the token forms, and saves the opt-in for bot messages', async () => {
    const admin = demoBots({ canManage: false, telegram: { source: 'own', username: 'tea_shop_bot', maskedToken: '7100000001:…1234' } });
    const { user, mock } = renderEdit([
      { path: BOTS, body: admin },
      { method: 'PUT', path: '/api/seller/showcases/3/bot-notifications', body: { ...admin, notifyByBot: true } },
    ]);
    const region = await card();
    expect(within(region).queryByRole('form', { name: 'Telegram-бот' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('form', { name: 'MAX-бот' })).not.toBeInTheDocument();
    const toggle = within(region).getByRole('checkbox', { name: 'Присылать мне события витрины через бота' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(mock.requests.find((r) => r.method === 'PUT' && r.url.pathname === '/api/seller/showcases/3/bot-notifications')?.body).toEqual({
        enabled: true,
      }),
    );
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: 'Присылать мне события витрины через бота' })).toBeChecked());
  });

  it('saves the MAX bot token and name through the MAX bot settings', async () => {
    const { user, mock } = renderEdit([
      { path: BOTS, body: demoBots() },
      { method: 'PUT', path: '/api/seller/showcases/3/max-bot', body: { hasToken: true, botName: 'tea_max_bot' } },
    ]);
    const form = within(await card()).getByRole('form', { name: 'MAX-бот' });
    await user.type(within(form).getByLabelText('Токен MAX-бота'), 'max-token-for-the-tea-shop-0001');
    await user.type(within(form).getByLabelText('Имя MAX-бота (для ссылок max.ru/…)'), 'tea_max_bot');
    await user.click(within(form).getByRole('button', { name: 'Сохранить MAX-бота' }));
    await waitFor(() =>
      expect(mock.requests.find((r) => r.method === 'PUT' && r.url.pathname === '/api/seller/showcases/3/max-bot')?.body).toEqual({
        token: 'max-token-for-the-tea-shop-0001',
        botName: 'tea_max_bot',
      }),
    );
    expect(await within(await card()).findByText(/Подключён: .*tea_max_bot/)).toBeInTheDocument();
  });
});
