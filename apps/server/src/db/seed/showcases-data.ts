import { SHOWCASES, type DemoShowcaseKey, type DemoUserKey } from './fixtures';
import type { LogoShape } from './logo';

/** Demo showcases: texts, settings and static pages. */
export interface StaticPageSpec {
  alias: string;
  name: string;
  body: string;
}
export interface StaticGroupSpec {
  name: string;
  pages: readonly StaticPageSpec[];
}

export interface ShowcaseSpec {
  key: DemoShowcaseKey;
  owner: DemoUserKey;
  description: string;
  slogan: string;
  requireReferral: boolean;
  color: string;
  logo: LogoShape;
  contacts: Record<string, string>;
  headerSettings: Record<string, unknown>;
  homeSettings: Record<string, unknown>;
  burgerMenu: Record<string, string>;
  shareText: string;
  groups: readonly StaticGroupSpec[];
}

const DELIVERY = `<h2>Доставка</h2>
<p>Доставляем заказы по всей России: курьером до двери или в пункт выдачи рядом с домом.</p>
<ul>
<li><strong>Москва и Санкт-Петербург</strong> — на следующий день, курьером с 9:00 до 21:00.</li>
<li><strong>Другие города</strong> — от 2 до 7 рабочих дней в зависимости от региона.</li>
<li><strong>Пункты выдачи</strong> — заказ хранится 7 дней, оплатить можно картой или наличными.</li>
</ul>
<p>Доставка бесплатна при заказе от 3 000 ₽. Для заказов дешевле — 299 ₽.</p>`;

const PAYMENT = `<h2>Оплата</h2>
<p>Оплатить заказ можно двумя способами:</p>
<ol>
<li><strong>Картой онлайн</strong> при оформлении — принимаем карты «Мир», Visa и Mastercard, а также СБП.</li>
<li><strong>При получении</strong> — наличными или картой курьеру либо в пункте выдачи.</li>
</ol>
<p>Часть стоимости можно оплатить бонусами: бонусами сети — до 50 % стоимости товаров, бонусами витрины — до 100 %.</p>`;

const RETURNS = `<h2>Возврат</h2>
<p>Вернуть товар надлежащего качества можно в течение 14 дней после получения, если сохранены его вид, упаковка и ярлыки.</p>
<p>Если товар оказался с браком, оформите претензию в личном кабинете в разделе «Заказы» — мы ответим в течение 3 рабочих дней.</p>
<p>Деньги вернём тем же способом, которым был оплачен заказ, в течение 10 дней после одобрения претензии. Начисленные за заказ бонусы при возврате отменяются.</p>`;

const ABOUT = `<h2>О нас</h2>
<p>«Сарафан Маркет» — витрина сарафанной сети «Сарафан». Мы собрали в одном месте проверенные товары для дома, работы, спорта и отдыха.</p>
<p>Рекомендуйте нас друзьям: с каждой их покупки вы получаете бонусы, а они — выгодные цены и кешбэк.</p>`;

const CONTACTS = `<h2>Контакты</h2>
<p>Телефон: <a href="tel:+78001002030">8 800 100-20-30</a> (бесплатно по России, ежедневно с 9:00 до 21:00).</p>
<p>Электронная почта: <a href="mailto:help@sarafan.example">help@sarafan.example</a></p>
<p>Адрес офиса: Москва, ул. Большая Никитская, д. 12, офис 4.</p>
<p>ИП Продавцов Алексей Викторович</p>`;

const OFFER = `<h2>Публичная оферта</h2>
<p>Эта оферта — предложение витрины заключить договор купли-продажи товаров, представленных в каталоге. Оформляя заказ, покупатель принимает её условия.</p>
<ul>
<li>Цена товара указана на его странице и фиксируется в момент оформления заказа.</li>
<li>Договор считается заключённым, когда покупатель получает подтверждение заказа.</li>
<li>Сроки и способы доставки описаны на странице «Доставка», порядок возврата — на странице «Возврат».</li>
<li>Бонусы сети начисляются после получения заказа и не обмениваются на деньги.</li>
</ul>
<p>Вопросы по заказу можно задать по контактам витрины, указанным внизу страницы.</p>`;

const PRIVACY = `<h2>Политика конфиденциальности</h2>
<p>Мы обрабатываем только те данные, которые нужны, чтобы принять и доставить заказ: имя, телефон, e-mail и адрес доставки.</p>
<ul>
<li>Данные передаются службе доставки и платёжной системе только в объёме, нужном для исполнения заказа.</li>
<li>Мы не продаём и не передаём данные третьим лицам для рекламы.</li>
<li>Удалить свои данные можно, написав нам по контактам витрины.</li>
</ul>`;

const SPORT_ABOUT = `<h2>О витрине</h2>
<p>«Спорт и отдых» — витрина Марины Спортивной, мастера спорта по лёгкой атлетике. Здесь только то, чем мы пользуемся сами: инвентарь для тренировок, снаряжение для походов и одежда для активной жизни.</p>`;

export const SHOWCASE_SPECS: readonly ShowcaseSpec[] = [
  {
    key: 'main',
    owner: 'showcaseAdmin',
    requireReferral: false,
    color: '#3559e0',
    logo: 'bag',
    description:
      'Маркет сарафанной сети: электроника, товары для дома, одежда, спорт и красота с доставкой по всей России. Покупайте сами и советуйте друзьям — бонусы получают все.',
    slogan: 'Покупай сам — советуй друзьям',
    contacts: {
      phone: '+7 800 100-20-30',
      email: 'help@sarafan.example',
      telegram: `@${SHOWCASES.main.bot}`,
      address: 'Москва, ул. Большая Никитская, д. 12',
    },
    headerSettings: { showSlogan: true, color: '#3559e0' },
    homeSettings: { title: 'Популярные товары', sort: 'popular', showLandings: true },
    burgerMenu: { '1': 'Каталог', '2': 'Лендинги', '3': 'Бренды' },
    shareText: 'Загляните в «Сарафан Маркет»: тысячи товаров, быстрая доставка и бонусы за покупки друзей.',
    groups: [
      {
        name: 'Покупателям',
        pages: [
          { alias: 'delivery', name: 'Доставка', body: DELIVERY },
          { alias: 'payment', name: 'Оплата', body: PAYMENT },
          { alias: 'returns', name: 'Возврат', body: RETURNS },
          { alias: 'offer', name: 'Публичная оферта', body: OFFER },
          { alias: 'privacy', name: 'Политика конфиденциальности', body: PRIVACY },
        ],
      },
      {
        name: 'О компании',
        pages: [
          { alias: 'about', name: 'О нас', body: ABOUT },
          { alias: 'contacts', name: 'Контакты', body: CONTACTS },
        ],
      },
    ],
  },
  {
    key: 'promo',
    owner: 'showcaseAdmin',
    requireReferral: true,
    color: '#ea580c',
    logo: 'star',
    description: 'Горячие предложения сети «Сарафан»: скидки до 40 % и двойные бонусы по приглашению друзей.',
    slogan: 'Успей, пока действует акция',
    contacts: { phone: '+7 800 100-20-30', telegram: `@${SHOWCASES.promo.bot}` },
    headerSettings: { showSlogan: true, color: '#ea580c' },
    homeSettings: { title: 'Акции недели', sort: 'new', showLandings: true },
    burgerMenu: { '2': 'Спецпредложения' },
    shareText: 'Скидки до 40 % и двойные бонусы — только по ссылке от друга!',
    groups: [],
  },
  {
    key: 'sport',
    owner: 'sportAdmin',
    requireReferral: false,
    color: '#059669',
    logo: 'ring',
    description: 'Всё для тренировок, походов и активного отдыха: проверенный инвентарь и снаряжение с доставкой по России.',
    slogan: 'Двигайся с удовольствием',
    contacts: {
      phone: '+7 843 200-30-40',
      email: 'sport@sarafan.example',
      telegram: `@${SHOWCASES.sport.bot}`,
      address: 'Казань, ул. Баумана, д. 5',
    },
    headerSettings: { showSlogan: true, color: '#059669' },
    homeSettings: { title: 'Хиты сезона', sort: 'popular', showLandings: false },
    burgerMenu: { '1': 'Снаряжение', '3': 'Бренды' },
    shareText: 'Спорт и отдых: снаряжение для тренировок и походов с бонусами за рекомендации.',
    groups: [
      {
        name: 'Информация',
        pages: [
          { alias: 'delivery', name: 'Доставка', body: DELIVERY },
          { alias: 'about', name: 'О витрине', body: SPORT_ABOUT },
          { alias: 'offer', name: 'Публичная оферта', body: OFFER },
          { alias: 'privacy', name: 'Политика конфиденциальности', body: PRIVACY },
        ],
      },
    ],
  },
  {
    key: 'blocked',
    owner: 'sportAdmin',
    requireReferral: false,
    color: '#64748b',
    logo: 'house',
    description: 'Товары повседневного спроса для соседей. Витрина заблокирована оператором сети.',
    slogan: 'Всё нужное рядом',
    contacts: {},
    headerSettings: {},
    homeSettings: {},
    burgerMenu: {},
    shareText: '',
    groups: [],
  },
];
