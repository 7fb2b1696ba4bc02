import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PhoneLoginForm } from '../phone-login-form';

const sent = { phone: '+7 912 000-00-06', expiresIn: 300, resendIn: 60, attempts: 5 };
const auth = { isLogged: true, clientInfo: null };

describe('phone login form', () => {
  it('asks for a code, then merges the account that holds the phone once the user confirms', async () => {
    // The mock records each request before answering it: the verify answer reads the last one's body.
    let recorded: Array<{ body: unknown }> = [];
    const { requests } = mockFetch([
      { method: 'POST', path: '/api/auth/phone/code', body: sent },
      {
        method: 'POST',
        path: '/api/auth/phone/verify',
        body: () =>
          (recorded.at(-1)?.body as { merge?: boolean } | undefined)?.merge
            ? { result: 'merged', auth, orders: 2 }
            : { result: 'confirmMerge', account: { name: 'Покупатель 0006', orders: 2 } },
      },
    ]);
    recorded = requests;
    const { user } = renderWithProviders(<PhoneLoginForm mode="link" />);
    await user.type(await screen.findByRole('textbox', { name: 'Номер телефона' }), '89120000006');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: 'Код из SMS' });
    expect(screen.getByText('Отправили на +7 912 000-00-06. Код действует 5 минут')).toBeInTheDocument();
    expect(screen.getByText(/Новый код можно запросить через \d+ с/)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить номер' }));
    expect(await screen.findByRole('heading', { name: 'Объединить аккаунты?' })).toBeInTheDocument();
    expect(screen.getByText(/«Покупатель 0006» \(заказов: 2\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Объединить' }));
    expect(await screen.findByText('Аккаунты объединены. Перенесено заказов: 2.')).toBeInTheDocument();
    const verifies = requests.filter((r) => r.url.pathname === '/api/auth/phone/verify').map((r) => r.body);
    expect(verifies).toEqual([
      { phone: '89120000006', code: '123456' },
      { phone: '89120000006', code: '123456', merge: true },
    ]);
  });

  it("shows the server's refusal on the phone field", async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/phone/code',
        status: 400,
        body: {
          code: 'PHONE_INVALID',
          message: 'Проверьте',
          fields: { phone: 'Введите российский номер мобильного телефона, например +7 912 345-67-89' },
        },
      },
    ]);
    const { user } = renderWithProviders(<PhoneLoginForm mode="login" />);
    const phone = await screen.findByRole('textbox', { name: 'Номер телефона' });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите российский номер мобильного телефона');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});
