import type { DomainVerification, SellerShowcaseSettings } from '@storefront/contract/seller';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettingsPage, sellerSettings } from './settings-page';

const pending: DomainVerification = {
  status: 'pending',
  record: '_storefront-verify.tea.example.ru',
  value: 'storefront-verify=0123456789abcdef0123456789abcdef',
  verifiedAt: null,
  method: null,
};

const settings = (over: Partial<SellerShowcaseSettings> = {}) => sellerSettings({ domain: 'tea.example.ru', domainVerification: pending, ...over });

describe('custom domain verification', () => {
  it('shows an unproven domain with the TXT record to create, and «Проверить» asks the server', async () => {
    const refused = {
      message: `Не нашли TXT-запись ${pending.record} со значением ${pending.value}. Записи DNS обновляются до суток: проверьте позже`,
      code: 'DOMAIN_NOT_VERIFIED',
    };
    const { user, mock } = renderSettingsPage([
      { path: '/api/account/showcases/edit/', body: settings() },
      { method: 'POST', path: '/api/account/showcases/edit/domain/verify/', status: 409, body: refused },
    ]);
    const card = await screen.findByRole('region', { name: 'Домен tea.example.ru' });
    expect(within(card).getByText('Не подтверждён')).toBeInTheDocument();
    expect(within(card).getByText(pending.record)).toBeInTheDocument();
    expect(within(card).getByText(pending.value)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Подтвердить как оператор' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Проверить' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(refused.message);
    const call = mock.requests.find((r) => r.url.pathname === '/api/account/showcases/edit/domain/verify/');
    expect(call?.method).toBe('POST');
    expect(call?.url.searchParams.get('id')).toBe('3');
  });

  it('shows a verified domain and how it was proven, without the record', async () => {
    renderSettingsPage([
      {
        path: '/api/account/showcases/edit/',
        body: settings({ domainVerification: { ...pending, status: 'verified', verifiedAt: '2026-03-02T10:00:00.000Z', method: 'dns' } }),
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Домен tea.example.ru' });
    expect(within(card).getByText('Подтверждён')).toBeInTheDocument();
    expect(within(card).getByText('Подтверждён DNS-записью 2 марта 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Проверить' })).not.toBeInTheDocument();
  });

  it('lets an operator approve the domain with a reason', async () => {
    const { user, mock } = renderSettingsPage([
      { path: '/api/account/showcases/edit/', body: settings({ isOperator: true, role: 'operator' }) },
      {
        method: 'POST',
        path: '/api/tg',
        body: { alias: 'tea', domain: 'tea.example.ru', domainVerification: { ...pending, status: 'verified', method: 'operator' } },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Домен tea.example.ru' });
    await user.click(within(card).getByRole('button', { name: 'Подтвердить как оператор' }));
    expect(within(card).getByText('Укажите основание: не короче 3 символов')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Основание подтверждения'), 'Договор с владельцем домена');
    await user.click(within(card).getByRole('button', { name: 'Подтвердить как оператор' }));
    await expect
      .poll(() => mock.requests.find((r) => (r.body as { method?: string } | undefined)?.method === 'operatorVerifyDomain')?.body)
      .toEqual({ method: 'operatorVerifyDomain', id: 3, reason: 'Договор с владельцем домена' });
  });

  it('shows no card without a custom domain', async () => {
    renderSettingsPage([
      {
        path: '/api/account/showcases/edit/',
        body: settings({ domain: '', domainVerification: { status: 'none', record: '', value: '', verifiedAt: null, method: null } }),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Чайная лавка' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Проверить' })).not.toBeInTheDocument();
  });
});

describe('unsaved settings', () => {
  it('keeps an edit in one section while another saves, and asks before leaving with it', async () => {
    let saved = settings();
    const { user } = renderSettingsPage([
      { path: '/api/account/showcases/edit/', body: () => saved },
      {
        method: 'POST',
        path: '/api/account/showcases/edit/header/',
        body: () => {
          saved = { ...saved, updatedAfter: saved.updatedAfter + 1, header: { ...saved.header, announcement: 'Доставка бесплатно' } };
          return { ok: true };
        },
      },
    ]);
    const contacts = await screen.findByRole('form', { name: 'Контакты' });
    await user.type(within(contacts).getByLabelText('Телефон'), '+7 900 111-22-33');
    const header = screen.getByRole('form', { name: 'Шапка и меню' });
    await user.type(within(header).getByLabelText('Объявление в шапке'), 'Доставка бесплатно');
    await user.click(within(header).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved.header.announcement).toBe('Доставка бесплатно'));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Шапка и меню' })).getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    // The refetch after the header save leaves the unsaved phone alone.
    expect(within(screen.getByRole('form', { name: 'Контакты' })).getByLabelText('Телефон')).toHaveValue('+7 900 111-22-33');
    await user.click(screen.getByRole('link', { name: 'К моим витринам' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    expect(dialog).toHaveTextContent('Вы не сохранили разделы: Контакты');
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Чайная лавка' })).toBeInTheDocument();
  });
});
