import type { Profile } from '@storefront/contract/account';
import { LOCALES, type Locale, DEFAULT_LOCALE } from '@storefront/contract/constants';
import { normalisePhone } from '@storefront/contract/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

export interface ClientUpdate {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  city?: string | undefined;
  locale?: Locale | undefined;
  shownToUpline?: boolean | undefined;
}

const localeOf = (value: string): Locale => LOCALES.find((l) => l === value) ?? DEFAULT_LOCALE;

function toProfile(row: repo.ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    phone: row.phone ?? '',
    email: row.email ?? '',
    city: row.city ?? '',
    locale: localeOf(row.locale),
    refCode: row.refCode,
    createdAt: row.createdAt.toISOString(),
    isAgent: row.isAgent,
    shownToUpline: row.shownToUpline,
  };
}

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toProfile(row);
}

/** Only the given fields change; an empty phone, e-mail or city clears it. Phones are stored as +7XXXXXXXXXX. */
export async function updateClient(db: Db, userId: number, input: ClientUpdate): Promise<Profile> {
  const patch: repo.ProfilePatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.phone !== undefined) patch.phone = input.phone === '' ? null : normalisePhone(input.phone);
  if (input.email !== undefined) patch.email = input.email === '' ? null : input.email.trim();
  if (input.city !== undefined) patch.city = input.city === '' ? null : input.city;
  if (input.locale !== undefined) patch.locale = input.locale;
  if (input.shownToUpline !== undefined) patch.shownToUpline = input.shownToUpline;
  const row = await repo.updateProfile(db, userId, patch);
  if (!row) throw new AppError('NOT_FOUND');
  return toProfile(row);
}
