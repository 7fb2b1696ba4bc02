import { landings, media, type LandingBlock } from '../schema';
import type { Tx } from '../client';
import { daysBefore, svgBytes } from './batch';
import type { CatalogIds } from './catalog';
import type { DemoShowcaseKey } from './fixtures';
import type { ShowcaseIds } from './network';
import { bannerSvg } from './svg';

interface LandingSpec {
  showcase: DemoShowcaseKey;
  slug: string;
  title: string;
  description: string;
  gradient: readonly [string, string];
  published: boolean;
  /** Days relative to the seeding moment; negative is in the past. */
  starts?: number;
  ends?: number;
  intro: string;
  pick: { leaves: readonly string[]; title: string };
  outro?: { title: string; text: string };
}

const LANDINGS: readonly LandingSpec[] = [
  {
    showcase: 'promo',
    slug: 'nedelya-elektroniki',
    title: 'Неделя электроники',
    published: true,
    starts: -3,
    ends: 11,
    description: 'Скидки до 30 % на смартфоны, ноутбуки и наушники.',
    gradient: ['#1e3a8a', '#f97316'],
    intro: 'Всю неделю — сниженные цены на технику и двойные бонусы за каждую покупку по ссылке друга.',
    pick: { leaves: ['smartfony', 'noutbuki', 'audio'], title: 'Техника со скидкой' },
    outro: { title: 'Как получить бонусы', text: 'Поделитесь ссылкой на акцию с друзьями: с каждой их покупки вы получите бонусы сети.' },
  },
  {
    showcase: 'promo',
    slug: 'krasota-so-skidkoy',
    title: 'Красота со скидкой',
    published: true,
    starts: -10,
    ends: 20,
    description: 'Уход за лицом и волосами, ароматы — с выгодой до 40 %.',
    gradient: ['#9d174d', '#fbcfe8'],
    intro: 'Собрали любимые средства по уходу и ароматы: выбирайте себе и в подарок.',
    pick: { leaves: ['ukhod-za-litsom', 'ukhod-za-volosami', 'parfyumeriya'], title: 'Выбор редакции' },
  },
  {
    showcase: 'promo',
    slug: 'novogodnyaya-rasprodazha',
    title: 'Новогодняя распродажа',
    published: true,
    starts: -60,
    ends: -30,
    description: 'Акция завершена.',
    gradient: ['#065f46', '#dc2626'],
    intro: 'Подарки для всей семьи по праздничным ценам.',
    pick: { leaves: ['umnye-chasy', 'parfyumeriya'], title: 'Подарки' },
  },
  {
    showcase: 'main',
    slug: 'dvoynye-bonusy',
    title: 'Двойные бонусы за друзей',
    published: true,
    description: 'Приглашайте друзей и получайте вдвое больше бонусов с их первых покупок.',
    gradient: ['#3559e0', '#22c55e'],
    intro: 'Поделитесь своей ссылкой на «Сарафан Маркет». Когда друг оформит первый заказ, вы получите двойные бонусы сети.',
    pick: { leaves: ['smartfony', 'kukhnya', 'obuv'], title: 'Что чаще всего покупают друзья' },
    outro: { title: 'Условия', text: 'Бонусы начисляются после получения заказа и становятся доступны через 14 дней.' },
  },
  {
    showcase: 'main',
    slug: 'dachnyy-sezon',
    title: 'Дачный сезон',
    published: true,
    starts: -5,
    ends: 25,
    description: 'Всё для сада и огорода: инструменты, кашпо, садовая мебель.',
    gradient: ['#15803d', '#facc15'],
    intro: 'Готовимся к сезону вместе: садовые инструменты, шланги и семена со скидкой.',
    pick: { leaves: ['sad-i-ogorod', 'osveshchenie'], title: 'Для дачи' },
  },
  {
    showcase: 'main',
    slug: 'letnyaya-kollektsiya',
    title: 'Летняя коллекция (черновик)',
    published: false,
    description: 'Черновик: лёгкая одежда и обувь для лета.',
    gradient: ['#0ea5e9', '#fde047'],
    intro: 'Скоро: новая летняя коллекция одежды и обуви.',
    pick: { leaves: ['zhenskaya-odezhda', 'muzhskaya-odezhda', 'obuv'], title: 'Новинки лета' },
  },
];

export async function seedLandings(tx: Tx, now: Date, showcaseIds: ShowcaseIds, sample: CatalogIds['products']): Promise<void> {
  const positions = new Map<DemoShowcaseKey, number>();
  for (const spec of LANDINGS) {
    const showcaseId = showcaseIds.get(spec.showcase)!;
    const [cover] = await tx
      .insert(media)
      .values({
        path: `images/media/landing-${showcaseId}-${spec.slug}.svg`,
        contentType: 'image/svg+xml',
        data: svgBytes(bannerSvg(spec.title, spec.description, spec.gradient)),
      })
      .returning({ id: media.id });
    const productIds = sample
      .filter((p) => spec.pick.leaves.includes(p.spec.leafSlug) && p.spec.stock > 0)
      .slice(0, 6)
      .map((p) => p.id);
    const blocks: LandingBlock[] = [
      { type: 'picture', mediaId: cover!.id, caption: spec.title },
      { type: 'text', title: spec.title, text: spec.intro },
      { type: 'products', title: spec.pick.title, productIds },
    ];
    if (spec.outro) blocks.push({ type: 'text', ...spec.outro });
    const position = positions.get(spec.showcase) ?? 0;
    positions.set(spec.showcase, position + 1);
    await tx.insert(landings).values({
      showcaseId,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      coverMediaId: cover!.id,
      blocks,
      published: spec.published,
      startsAt: spec.starts === undefined ? null : daysBefore(now, -spec.starts),
      endsAt: spec.ends === undefined ? null : daysBefore(now, -spec.ends),
      position,
      createdAt: daysBefore(now, 30),
      updatedAt: daysBefore(now, 2),
    });
  }
}
