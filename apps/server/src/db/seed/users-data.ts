import { DEMO_USERS, type DemoShowcaseKey, type DemoUserKey } from './fixtures';

/**
 * Demo people. The referral tree is rooted at the showcase admin and is six levels deep; the shopper sits
 * at depth 3, so his orders pay all three upline levels.
 */
export interface PersonSpec {
  key: string;
  name: string;
  username: string;
  telegramId: number;
  refCode?: string;
  demo?: DemoUserKey;
  /** Key of the referrer in this list. */
  referrer?: string;
  /** Showcase whose link brought the user in. */
  via?: DemoShowcaseKey;
  /** Referral not yet seen by the referrer (NewReferals counter). */
  unseen?: boolean;
  city?: string;
  daysAgo: number;
}

const demo = (key: DemoUserKey, extra: Partial<PersonSpec> & { daysAgo: number }): PersonSpec => {
  const d = DEMO_USERS[key];
  return { key, name: d.name, username: d.username, telegramId: d.telegramId, refCode: d.refCode, demo: key, ...extra };
};

/** A plausible, unique phone number derived from the telegram id. */
export function phoneFor(p: Pick<PersonSpec, 'telegramId'>): string {
  const d = String(p.telegramId).padStart(7, '0').slice(-7);
  return `+7 900 ${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5, 7)}`;
}

let tg = 200_000;
const member = (key: string, name: string, username: string, referrer: string, daysAgo: number, extra: Partial<PersonSpec> = {}): PersonSpec => ({
  key,
  name,
  username,
  telegramId: ++tg,
  referrer,
  via: 'main',
  daysAgo,
  ...extra,
});

/** Parents come before their children. */
export const PEOPLE: readonly PersonSpec[] = [
  demo('operator', { daysAgo: 200, city: 'Москва' }),
  demo('showcaseAdmin', { daysAgo: 190, city: 'Москва' }),
  demo('sportAdmin', { daysAgo: 185, city: 'Казань' }),
  member('sergey', 'Сергей Первушин', 'sergey_p', 'showcaseAdmin', 170, { city: 'Москва' }),
  member('tatyana', 'Татьяна Лебедева', 'tanya_lebedeva', 'showcaseAdmin', 165),
  member('viktor', 'Виктор Орлов', 'orlov_v', 'showcaseAdmin', 160, { via: 'promo' }),
  demo('referrer', { referrer: 'sergey', via: 'main', daysAgo: 150, city: 'Санкт-Петербург' }),
  member('mikhail', 'Михаил Соколов', 'm_sokolov', 'sergey', 145),
  member('ekaterina', 'Екатерина Волкова', 'katya_volkova', 'tatyana', 140),
  member('andrey', 'Андрей Кузнецов', 'kuznetsov_a', 'tatyana', 138, { via: 'sport' }),
  member('svetlana', 'Светлана Морозова', 'sveta_m', 'viktor', 130, { via: 'promo' }),
  demo('shopper', { referrer: 'referrer', via: 'main', daysAgo: 120, city: 'Москва' }),
  member('dmitry', 'Дмитрий Павлов', 'd_pavlov', 'referrer', 110),
  member('elena', 'Елена Смирнова', 'lena_smirnova', 'referrer', 105),
  member('yulia', 'Юлия Попова', 'yulia_popova', 'mikhail', 100),
  member('artem', 'Артём Васильев', 'artem_v', 'ekaterina', 95),
  member('polina', 'Полина Зайцева', 'polina_z', 'andrey', 90, { via: 'sport' }),
  member('petr', 'Пётр Новиков', 'petr_novikov', 'shopper', 80, { city: 'Тверь' }),
  member('kseniya', 'Ксения Фёдорова', 'ksu_fedorova', 'shopper', 12, { unseen: true }),
  member('maksim', 'Максим Егоров', 'maks_egorov', 'dmitry', 70),
  member('alina', 'Алина Козлова', 'alina_k', 'elena', 65),
  member('roman', 'Роман Степанов', 'roman_s', 'artem', 9, { unseen: true }),
  member('anna', 'Анна Николаева', 'anna_nik', 'petr', 50),
  member('kirill', 'Кирилл Михайлов', 'kirill_m', 'petr', 6, { unseen: true }),
  member('darya', 'Дарья Алексеева', 'dasha_alekseeva', 'kseniya', 4, { unseen: true }),
  member('igor', 'Игорь Белов', 'igor_belov', 'maksim', 30),
  member('vera', 'Вера Григорьева', 'vera_g', 'anna', 2, { unseen: true }),
  demo('banned', { daysAgo: 60 }),
  demo('bannedOnMain', { daysAgo: 40 }),
];
