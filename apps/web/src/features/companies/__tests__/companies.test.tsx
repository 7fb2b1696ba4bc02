import type { Company } from '@storefront/contract/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CompaniesPage } from '../companies-page';

const route = '/account/profile/companies';
const ip: Company = {
  id: 4,
  form: 'ip',
  name: 'ИП Продавцов Алексей',
  inn: '500100732259',
  kpp: null,
  ogrn: '304500116000157',
  bik: '044525225',
  account: '40702810938000000001',
  address: 'г. Москва, ул. Никитская, 12',
  createdAt: '2025-03-01T10:00:00.000Z',
};

const body = (r: { body: unknown }) => r.body as Record<string, unknown>;
/** Long numbers are set at once: typing them key by key only slows the test down. */
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('companies', () => {
  it('lists the companies with their identifiers and bank details', async () => {
    mockFetch([{ path: '/api/account/companies/', body: { companies: [ip] } }]);
    renderWithProviders(<CompaniesPage />, { route });
    const card = await screen.findByRole('article', { name: 'ИП Продавцов Алексей' });
    expect(within(card).getByText('ИП')).toBeInTheDocument();
    expect(within(card).getByText('500100732259')).toBeInTheDocument();
    expect(within(card).getByText('ОГРНИП')).toBeInTheDocument();
    expect(within(card).queryByText('КПП')).not.toBeInTheDocument();
    expect(within(card).getByText('БИК').nextElementSibling).toHaveTextContent('044525225');
    expect(within(card).getByText('Расчётный счёт').nextElementSibling).toHaveTextContent('40702810938000000001');
    expect(within(card).queryByText('Банковские реквизиты не указаны')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch([{ path: '/api/account/companies/', body: { companies: [] } }]);
    renderWithProviders(<CompaniesPage />, { route });
    expect(await screen.findByRole('heading', { name: 'Компаний пока нет' })).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    let failed = false;
    mockFetch([
      {
        path: '/api/account/companies/',
        status: 500,
        body: () => ((failed = true), { code: 'INTERNAL', message: 'Неизвестная ошибка. Попробуйте ещё раз' }),
      },
    ]);
    renderWithProviders(<CompaniesPage />, { route });
    expect(await screen.findByText('Неизвестная ошибка. Попробуйте ещё раз')).toBeInTheDocument();
    expect(failed).toBe(true);
    expect(screen.getByRole('button', { name: 'Попробуйте ещё раз или перезагрузите страницу...' })).toBeInTheDocument();
  });

  it('switches the fields with the legal form', async () => {
    mockFetch([{ path: '/api/account/companies/', body: { companies: [] } }]);
    const { user } = renderWithProviders(<CompaniesPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Добавить компанию' }));
    expect(screen.getByRole('radio', { name: 'ИП' })).toBeChecked();
    expect(screen.getByLabelText('ОГРНИП')).toBeInTheDocument();
    expect(screen.queryByLabelText('КПП')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ООО' }));
    expect(screen.getByLabelText('КПП')).toBeInTheDocument();
    expect(screen.getByLabelText('ОГРН')).toBeInTheDocument();
    expect(screen.getByText('10 цифр')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Самозанятый' }));
    expect(screen.queryByLabelText('КПП')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/ОГРН/)).not.toBeInTheDocument();
    expect(screen.getByText('12 цифр')).toBeInTheDocument();
  });

  it('checks the numbers on the client with the server’s rules before sending anything', async () => {
    const { requests } = mockFetch([{ path: '/api/account/companies/', body: { companies: [] } }]);
    const { user } = renderWithProviders(<CompaniesPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Добавить компанию' }));
    await user.click(screen.getByRole('radio', { name: 'ООО' }));
    fill('Название', 'ООО «Ромашка»');
    fill('ИНН', '7707083894');
    fill('КПП', '7736');
    fill('ОГРН', '1027700132195');
    fill('БИК', '044525225');
    fill('Расчётный счёт', '40702810938000000002');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('ИНН введён с ошибкой: не сходятся контрольные цифры')).toBeInTheDocument();
    expect(screen.getByText(/^КПП — 9 символов/)).toBeInTheDocument();
    expect(screen.getByText('Счёт не сходится с БИК: проверьте оба номера')).toBeInTheDocument();
    expect(screen.getByLabelText('ИНН')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    // Errors follow the input once the form has been checked.
    fill('ИНН', '7707083893');
    expect(screen.queryByText(/ИНН введён с ошибкой/)).not.toBeInTheDocument();
  });

  it('creates a company: sends the form’s fields, closes the form, refreshes the list', async () => {
    let created = false;
    const self: Company = { ...ip, id: 9, form: 'self_employed', name: 'Иван Петров', ogrn: null, bik: null, account: null, address: '' };
    const { requests } = mockFetch([
      { path: '/api/account/companies/', body: () => ({ companies: created ? [self] : [] }) },
      { method: 'POST', path: '/api/account/companies/', body: () => ((created = true), { company: self }) },
    ]);
    const { user, store } = renderWithProviders(<CompaniesPage />, { route });
    await user.click(await screen.findByRole('button', { name: 'Добавить компанию' }));
    await user.click(screen.getByRole('radio', { name: 'Самозанятый' }));
    await user.type(screen.getByLabelText('Название'), 'Иван Петров');
    fill('ИНН', '5001 0073 2259');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('article', { name: 'Иван Петров' })).toBeInTheDocument();
    const sent = body(requests.find((r) => r.method === 'POST')!);
    expect(sent).toMatchObject({ form: 'self_employed', name: 'Иван Петров', inn: '5001 0073 2259', kpp: '', ogrn: '' });
    expect(sent).not.toHaveProperty('id');
    expect(store.getState().notices.map((n) => n.message)).toContain('Компания добавлена');
    expect(screen.queryByRole('radio', { name: 'ИП' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal: its field messages under the fields, else its message', async () => {
    let answer = 0;
    mockFetch([
      { path: '/api/account/companies/', body: { companies: [ip] } },
      {
        method: 'POST',
        path: '/api/account/companies/',
        status: 400,
        body: () =>
          ++answer === 1
            ? {
                code: 'VALIDATION_FAILED',
                message: 'Проверьте введённые данные',
                fields: { inn: 'ИНН введён с ошибкой: не сходятся контрольные цифры' },
              }
            : { code: 'BAD_REQUEST', message: 'Некорректный запрос' },
      },
    ]);
    const { user } = renderWithProviders(<CompaniesPage />, { route });
    const card = await screen.findByRole('article', { name: 'ИП Продавцов Алексей' });
    await user.click(within(card).getByRole('button', { name: 'Изменить' }));
    expect(screen.getByRole('heading', { name: 'Изменение данных компании' })).toBeInTheDocument();
    expect(screen.getByLabelText('ИНН')).toHaveValue('500100732259');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('ИНН введён с ошибкой: не сходятся контрольные цифры')).toBeInTheDocument();
    expect(screen.getByText('Исправьте отмеченные поля')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Некорректный запрос')).toBeInTheDocument();
  });

  it('edits a company: sends its id and the changed fields', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/companies/', body: { companies: [ip] } },
      { method: 'POST', path: '/api/account/companies/', body: { company: { ...ip, name: 'ИП Продавцов А. В.' } } },
    ]);
    const { user, store } = renderWithProviders(<CompaniesPage />, { route });
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Изменить' }));
    fill('Название', 'ИП Продавцов А. В.');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(store.getState().notices.map((n) => n.message)).toContain('Данные компании сохранены'));
    expect(body(requests.find((r) => r.method === 'POST')!)).toMatchObject({
      id: 4,
      form: 'ip',
      name: 'ИП Продавцов А. В.',
      ogrn: '304500116000157',
      kpp: '',
    });
  });

  it('removes a company only after the confirm dialog', async () => {
    const { requests } = mockFetch([
      { path: '/api/account/companies/', body: { companies: [ip] } },
      { method: 'POST', path: '/api/ajax/', body: { ok: true } },
    ]);
    const { user, store } = renderWithProviders(<CompaniesPage />, { route });
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить «ИП Продавцов Алексей»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(body(requests.find((r) => r.method === 'POST')!)).toEqual({ action: 'removeCompany', id: 4 });
    await waitFor(() => expect(store.getState().notices.map((n) => n.message)).toContain('Компания удалена'));
  });
});
