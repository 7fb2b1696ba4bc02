import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { mockSignedIn, findNatalya, payNatalya } from '../../../test/fixtures';
import { renderWithProviders, atRoute } from '../../../test/render';
import { expectOneTgCall, oneTgPost, tgPosts } from '../../../test/fetch-mock';
import { parseQuantity } from '../bonus-rules';
import { ShowcaseBonusesPage } from '../showcase-bonuses-page';

/** The fields of the settings answer this screen reads (name and the showcase's network account). */
const settings = { id: 1, info: { name: 'Главная витрина' }, networkAccount: { balance: 120_000 }, localFund: { balance: 0 } };

const sale = {
  goodsTotal: 2000,
  pool: 200,
  items: [{ ProductId: 7, Name: 'Чайник', Price: 1000, Quantity: 2, BonusRate: 10, Bonus: 200 }],
  owner: { showcaseName: 'Главная витрина', percent: 40, amount: 80 },
  levels: [
    { level: 1, percent: 30, amount: 60, recipient: 'Наталья Рекомендова', paid: true },
    { level: 2, percent: 20, amount: 40, recipient: null, paid: false },
    { level: 3, percent: 10, amount: 20, recipient: null, paid: false },
  ],
  cashback: { percent: 5, amount: 100, fundAvailable: 0, covered: false },
};

const route = '/account/profile/showcases/1/bonuses';
const page = atRoute(paths.showcaseBonuses, <ShowcaseBonusesPage />);

describe('showcase bonus tools', () => {
  it('calculates a fictitious sale of picked products and shows the split along the tree', async () => {
    const { requests } = mockSignedIn([
      { path: '/api/account/showcases/edit/', body: settings },
      { path: '/api/catalog/search', body: { items: [{ id: 7, name: 'Чайник', price: 100_000 }], total: 1 } },
      { method: 'POST', path: '/api/tg', body: sale },
    ]);
    const { user } = renderWithProviders(page, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Бонусы витрины «Главная витрина»' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));
    expect(screen.getByText('Добавьте хотя бы один товар')).toBeInTheDocument();
    expect(tgPosts(requests, 'createFictitiousSaleOrder')).toEqual([]);

    await user.type(screen.getByLabelText('Найти товар'), 'чай');
    await user.click(await screen.findByRole('button', { name: 'Добавить Чайник' }));
    const quantity = screen.getByLabelText('Количество: Чайник');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText('Код покупателя (необязательно)'), 'ivanpoku');
    await user.click(screen.getByRole('button', { name: 'Рассчитать' }));

    await expectOneTgCall(requests, 'createFictitiousSaleOrder', {
      ShowcaseID: 1,
      items: [{ ProductId: 7, Quantity: 2 }],
      buyerRefCode: 'IVANPOKU',
    });
    const result = await screen.findByRole('heading', { name: 'Распределение бонусов' });
    const facts = result.parentElement!;
    expect(within(facts).getByText('Владельцу витрины «Главная витрина», 40 %')).toBeInTheDocument();
    expect(within(facts).getByText(/Наталья Рекомендова/)).toBeInTheDocument();
    expect(within(facts).getAllByText('не начисляется')).toHaveLength(2);
    expect(within(facts).getByText(/не хватит фонда/)).toBeInTheDocument();
  });

  it('pays a member from the showcase account only after confirmation, and refuses more than the account holds', async () => {
    const { requests } = mockSignedIn([
      { path: '/api/account/showcases/edit/', body: settings },
      findNatalya,
      payNatalya('/api/tg', { showcaseBalance: 1000, amount: 200 }),
    ]);
    const { user } = renderWithProviders(page, { route });
    await user.type(await screen.findByLabelText('Код участника'), 'natalya1');
    await user.type(screen.getByLabelText('Сумма бонусов'), '1200,01');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText(/На счёте витрины не больше/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Сумма бонусов'));
    await user.type(screen.getByLabelText('Сумма бонусов'), '200');
    await user.type(screen.getByLabelText('Комментарий для участника'), 'За отзыв');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выплатить бонусы?' });
    expect(tgPosts(requests, 'createBonusPayment')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));
    expect(await oneTgPost(requests, 'createBonusPayment')).toMatchObject({ ShowcaseID: 1, refCode: 'NATALYA1', amount: 200, comment: 'За отзыв' });
  });

  it('reads quantities as whole numbers from 1 to 999', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1000')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
  });
});
