import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectNotices } from '../../../shared/lib/notices';
import { mockShell } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Footer } from '../footer/footer';
import { ShareButton } from '../footer/share-button';

describe('footer', () => {
  it('shows logo, name, description and the tree link', async () => {
    mockShell();
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Витрина Сарафана')).toBeInTheDocument();
    expect(screen.getByText('Лучшие товары сети')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Витрина Сарафана: на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Моя сеть' })).toHaveAttribute('href', '/account/profile/wow-tree/tree');
  });

  it('links the logo to the landings in state 1 with actions', async () => {
    mockShell({ startup: { showcaseStateId: 1, actions_cnt: { cnt: 2 } }, menu: { showcaseStateId: 1, actionsCnt: 2 } });
    renderWithProviders(<Footer />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Витрина Сарафана: на главную' })).toHaveAttribute('href', '/actions'));
  });

  it('shows the floored bonus balance that opens "Личный баланс"', async () => {
    mockShell({ startup: { bonusBalance: 120.9, bonusExpectedValue: 35 } });
    const { user } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Бонусы: 120' }));
    const dialog = await screen.findByRole('dialog', { name: 'Личный баланс' });
    expect(within(dialog).getByText('Бонусов Сарафан')).toBeInTheDocument();
    expect(within(dialog).getByText('120,9')).toBeInTheDocument();
    expect(within(dialog).getByText('Ожидается')).toBeInTheDocument();
    expect(within(dialog).getByText('35')).toBeInTheDocument();
  });

  it('copies the referral link when the system share sheet is missing', async () => {
    mockShell({ menu: { showcaseStateId: 2 } });
    // user-event provides the clipboard; jsdom has no navigator.share.
    const { user, store } = renderWithProviders(<Footer />);
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    await waitFor(() => expect(selectNotices(store.getState())).toEqual([expect.objectContaining({ message: 'Ссылка скопирована', timeout: 1500 })]));
    expect(await navigator.clipboard.readText()).toMatch(/^http:\/\/localhost:3000\/\?s=7_r=ABCD1234&cmp=\d{2}[A-Z]{4}$/);
  });

  it('disables sharing while there is no link', () => {
    mockShell({ extra: [{ method: 'POST', path: '/api/startup', status: 500, body: {} }] });
    renderWithProviders(<ShareButton />);
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeDisabled();
  });
});
