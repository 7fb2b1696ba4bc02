import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Footer } from '../footer/footer';
import { ShareButton } from '../footer/share-button';

/** «Ожидается N» of the balance card: the word and the amount (kept whole) are separate nodes so the line can wrap. */
const expectedLine = (text: string) => (_content: string, el: Element | null) =>
  el?.classList.contains('bonus-balance__expected') === true && el.textContent?.replace(/\s+/g, ' ').trim() === text;

// The QR renderer draws on a canvas jsdom does not have.
vi.mock('react-qrcode-logo', () => ({ QRCode: () => <canvas /> }));

describe('footer', () => {
  it('shows logo, name, description and the tree link', async () => {
    mockShell();
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Витрина Сарафана')).toBeInTheDocument();
    expect(screen.getByText('Лучшие товары сети')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Витрина Сарафана: на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Моя сеть' })).toHaveAttribute('href', '/account/profile/wow-tree/tree');
  });

  it('shows the seller’s contacts as working links', async () => {
    mockShell({
      startup: {
        storefront: {
          contacts: {
            phone: '+7 (900) 111-22-33',
            email: 'shop@example.ru',
            address: 'Казань, ул. Баумана, 1',
            telegram: '@sport_shop',
            whatsapp: '+7 900 111-22-33',
            vk: 'https://vk.com/sportshop',
            workHours: 'Ежедневно 9–21',
          },
          announcement: '',
          banner: null,
          promo: null,
        },
      },
    });
    renderWithProviders(<Footer />);
    const contacts = await screen.findByLabelText('Контакты');
    expect(within(contacts).getByRole('link', { name: '+7 (900) 111-22-33' })).toHaveAttribute('href', 'tel:+79001112233');
    expect(within(contacts).getByRole('link', { name: 'shop@example.ru' })).toHaveAttribute('href', 'mailto:shop@example.ru');
    expect(within(contacts).getByText('Казань, ул. Баумана, 1')).toBeInTheDocument();
    expect(within(contacts).getByText('Ежедневно 9–21')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/sport_shop');
    expect(within(contacts).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/79001112233');
    expect(within(contacts).getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/sportshop');
  });

  it('links the logo to the landings in state 1 with actions', async () => {
    mockShell({ startup: { showcaseStateId: 1, actions_cnt: { cnt: 2 } }, menu: { showcaseStateId: 1, actionsCnt: 2 } });
    renderWithProviders(<Footer />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Витрина Сарафана: на главную' })).toHaveAttribute('href', '/actions'));
  });

  it('shows the floored bonus balance that opens "Личный баланс" with the bonuses screen', async () => {
    mockShell({
      startup: { bonusBalance: 120.9, bonusExpectedValue: 35, isLogged: true },
      extra: [
        {
          path: '/api/tg',
          query: { method: 'getClientBonusTransactions' },
          body: {
            balance: { GlobalValue: 120.9, LocalValue: 0 },
            Expected: { GlobalValue: 35, LocalValue: 0 },
            Reserved: 0,
            BonusTransactions: [],
            pager: { currentPage: 0, totalPages: 1 },
          },
        },
      ],
    });
    const { user } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Бонусы: 120' }));
    const dialog = await screen.findByRole('dialog', { name: 'Личный баланс' });
    expect(await within(dialog).findByText('Бонусов Сарафан')).toBeInTheDocument();
    expect(within(dialog).getByText('120,9')).toBeInTheDocument();
    expect(within(dialog).getByText(expectedLine('Ожидается 35'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Вывести бонусы Сарафан' })).toBeInTheDocument();
  });

  it('opens the share dialog with the referral link', async () => {
    mockShell({ menu: { showcaseStateId: 2 } });
    const { user } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Ссылка для друзей').value).toMatch(
      /^http:\/\/localhost:3000\/\?s=7_r=ABCD1234&cmp=\d{2}[A-Z]{4}$/,
    );
  });

  it('disables sharing while there is no link', () => {
    mockShell({ extra: [{ method: 'POST', path: '/api/startup', status: 500, body: {} }] });
    renderWithProviders(<ShareButton />);
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeDisabled();
  });
});
