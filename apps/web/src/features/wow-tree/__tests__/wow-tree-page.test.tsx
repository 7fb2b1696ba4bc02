import type { FriendShowcase, WowTreeMember, WowTreeResponse } from '@storefront/contract/wow-tree';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockShell } from '../../../test/fixtures';
import type { MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { requestWowTreeMode, useWowTreeModeExit } from '../use-wow-tree-mode';
import { WowTreeOverviewPage, WowTreePage } from '../wow-tree-page';

vi.mock('react-qrcode-logo', () => ({ QRCode: () => <canvas /> }));

const VIEWER = 1;
let nextId = 100;
function member(name: string, parent: number, level: number, extra: Partial<WowTreeMember> = {}): WowTreeMember {
  return {
    ID: nextId++,
    ParentID: parent,
    Level: level,
    Name: name,
    Avatar: null,
    JoinedAt: '2025-03-05T10:00:00.000Z',
    Showcases: [],
    OrdersCount: 0,
    BonusesBrought: 0,
    ChildrenCount: 0,
    IsNew: false,
    ...extra,
  };
}

const ivan = member('Иван Покупателев', VIEWER, 1, {
  ChildrenCount: 1,
  OrdersCount: 3,
  BonusesBrought: 125.5,
  Showcases: [{ ID: 3, Name: 'Спорт и отдых' }],
});
const newbie = member('Новый Друг', VIEWER, 1, { IsNew: true });
const petr = member('Пётр Новиков', ivan.ID, 2, { ChildrenCount: 1 });
const anna = member('Анна Николаева', petr.ID, 3, { ChildrenCount: 1 });
const vera = member('Вера Григорьева', anna.ID, 4);
const root: WowTreeResponse = {
  RootID: VIEWER,
  Depth: 3,
  Members: [ivan, newbie, petr, anna],
  Levels: [
    { Level: 1, Members: 2, Orders: 3, Bonuses: 125.5 },
    { Level: 2, Members: 1, Orders: 0, Bonuses: 0 },
    { Level: 3, Members: 1, Orders: 0, Bonuses: 0 },
    { Level: 4, Members: 1, Orders: 0, Bonuses: 0 },
  ],
};
const deeper: WowTreeResponse = { RootID: anna.ID, Depth: 3, Members: [vera], Levels: [] };

function mockTree(answer: WowTreeResponse = root, extra: MockRoute[] = []) {
  return mockShell({
    startup: { isLogged: true },
    extra: [
      ...extra,
      { path: '/api/tg', query: { method: 'getWowTree', parentId: String(anna.ID) }, body: deeper },
      { path: '/api/tg', query: { method: 'getWowTree' }, body: answer },
      { method: 'POST', path: '/api/tg', body: { ok: true } },
    ],
  });
}

const posts = (requests: ReturnType<typeof mockTree>['requests']) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/tg').map((r) => r.body as Record<string, unknown>);

describe('wow-tree page', () => {
  it('shows the totals per level and the first level, highlights new members and marks them seen', async () => {
    const { requests } = mockTree();
    renderWithProviders(<WowTreePage />);
    expect(await screen.findByRole('heading', { name: 'Дерево рекомендаций' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Уровни сети' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['УровеньУчастниковЗаказовБонусов вам', '123125,5', '2100', '3100', '4100', 'Всего53125,5']);
    const tree = screen.getByRole('list', { name: 'Участники вашей сети' });
    const items = within(tree)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === tree);
    expect(items.map((li) => within(li).getByText(/Иван|Новый Друг/).textContent)).toEqual(['Иван Покупателев', 'Новый Друг']);
    expect(within(items[1]!).getByText('Новый')).toBeInTheDocument();
    expect(within(items[0]!).getByText('3 заказа')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Бонусов вам: 125,5')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Уровень 1 · в сети с 05.03.2025')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('list', { name: 'Витрины участника' })).toHaveTextContent('Спорт и отдых');

    await waitFor(() => expect(posts(requests)).toContainEqual({ method: 'markDocumentSeen', DocumentType: 'referal', DocumentId: newbie.ID }));
    expect(posts(requests).filter((b) => b.method === 'markDocumentSeen')).toHaveLength(1);
  });

  it('expands loaded levels and loads deeper ones lazily', async () => {
    const { requests } = mockTree();
    const { user } = renderWithProviders(<WowTreePage />);
    await user.click(await screen.findByRole('button', { name: 'Показать приглашённых участника Иван Покупателев' }));
    expect(screen.getByRole('button', { name: 'Скрыть приглашённых участника Иван Покупателев' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Показать приглашённых участника Пётр Новиков' }));
    expect(screen.getByText('Анна Николаева')).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('parentId'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Показать приглашённых участника Анна Николаева' }));
    expect(await screen.findByText('Вера Григорьева')).toBeInTheDocument();
    expect(screen.getByText('Уровень 4 · в сети с 05.03.2025')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.searchParams.get('parentId') === String(anna.ID))).toHaveLength(1);
  });

  it('turns the wow-tree header on while open and off when leaving', async () => {
    const { requests } = mockTree();
    const { unmount } = renderWithProviders(<WowTreePage />);
    await waitFor(() => expect(posts(requests).filter((b) => b.method === 'changeMode')).toEqual([{ method: 'changeMode', wowTreeMode: true }]));
    unmount();
    await waitFor(() =>
      expect(
        posts(requests)
          .filter((b) => b.method === 'changeMode')
          .at(-1),
      ).toEqual({ method: 'changeMode', wowTreeMode: false }),
    );
  });

  it('invites from an empty network', async () => {
    mockTree({ RootID: VIEWER, Depth: 3, Members: [], Levels: [] });
    const { user } = renderWithProviders(<WowTreePage />);
    expect(await screen.findByText('В вашей сети пока никого нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Пригласить друзей' }));
    expect(await screen.findByRole('dialog', { name: 'Поделиться' })).toBeInTheDocument();
  });
});

describe('wow-tree overview', () => {
  it("shows newcomers, friends' showcases and the way to the tree", async () => {
    const friends: FriendShowcase[] = [
      {
        ID: 2,
        Name: 'Сарафан Маркет',
        Logo: 'data:image/png;base64,iVBORw0KGgo=',
        TelegramBot: 'sarafan_main_bot',
        Url: 'https://main.example',
        AgentID: 5,
        AgentName: 'Алексей Продавцов',
        Relation: 'referrer',
      },
    ];
    mockTree(root, [{ path: '/api/tg', query: { method: 'getFriendShowcases' }, body: friends }]);
    renderWithProviders(<WowTreeOverviewPage />);
    expect(await screen.findByRole('heading', { name: 'Моя сеть' })).toBeInTheDocument();
    const newcomers = screen.getByRole('region', { name: 'Новые участники' });
    expect(within(newcomers).getByText('Новый Друг')).toBeInTheDocument();
    expect(within(newcomers).queryByText('Иван Покупателев')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть дерево' })).toHaveAttribute('href', '/account/profile/wow-tree/tree');
    const list = screen.getByRole('region', { name: 'Витрины друзей' });
    expect(await within(list).findByRole('button', { name: /Сарафан Маркет/ })).toHaveTextContent('Ваш рекомендатор: Алексей Продавцов');
  });
});

describe('wow-tree mode requests', () => {
  it('sends only the latest wish, one after another', async () => {
    const sent: boolean[] = [];
    const send = (on: boolean) => {
      sent.push(on);
      return Promise.resolve();
    };
    void requestWowTreeMode(true, send);
    void requestWowTreeMode(false, send);
    await requestWowTreeMode(true, send);
    expect(sent).toEqual([true]);
    await requestWowTreeMode(false, send);
    expect(sent).toEqual([true, false]);
  });
});

function ShellProbe() {
  useWowTreeModeExit();
  return null;
}

describe('wow-tree mode in the shell', () => {
  it('switches a leftover mode off outside the tree screens, and leaves it on the tree', async () => {
    const onTree = mockShell({
      startup: { isLogged: true },
      menu: { wowTreeMode: true },
      extra: [{ method: 'POST', path: '/api/tg', body: { ok: true } }],
    });
    const first = renderWithProviders(<ShellProbe />, { route: '/account/profile/wow-tree/tree' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(onTree.requests)).toEqual([]);
    first.unmount();

    const elsewhere = mockShell({
      startup: { isLogged: true },
      menu: { wowTreeMode: true },
      extra: [{ method: 'POST', path: '/api/tg', body: { ok: true } }],
    });
    renderWithProviders(<ShellProbe />, { route: '/catalog' });
    await waitFor(() => expect(posts(elsewhere.requests)).toEqual([{ method: 'changeMode', wowTreeMode: false }]));
  });
});
