import type { Profile } from '@storefront/contract/account';

/** The buyer of the account screen's tests. */
export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 4,
  name: 'Иван Покупателев',
  username: 'ivan_shopper',
  avatarUrl: null,
  phone: '',
  email: '',
  city: 'Москва',
  locale: 'ru-RU',
  refCode: 'IVANPOKU',
  createdAt: '2024-03-05T10:00:00.000Z',
  ...overrides,
});
