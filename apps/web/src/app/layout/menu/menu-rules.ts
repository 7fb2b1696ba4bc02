import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { MessageId } from '../../../shared/lib/i18n';
import { paths, showcaseSettingsPath } from '../../../shared/lib/paths';

export interface AdminLink {
  key: 'orders' | 'settings';
  labelId: MessageId;
  to: string;
}

/** Admin links of the menu header: "Заказы" (hidden in state 1, where no orders are taken) and "Настройки". */
export function adminLinks(input: { isAdmin: boolean; showcaseStateId: number | undefined; showcaseId: number | undefined }): AdminLink[] {
  if (!input.isAdmin) return [];
  const links: AdminLink[] = [];
  if (input.showcaseStateId !== SHOWCASE_STATE.landing) links.push({ key: 'orders', labelId: 'menu.orders', to: paths.saleOrders });
  if (input.showcaseId) links.push({ key: 'settings', labelId: 'menu.settings', to: showcaseSettingsPath(input.showcaseId) });
  return links;
}

/** "Личный кабинет" shows when the client info has an Id. */
export function showAccountEntry(clientInfo: { Id?: number | null } | null | undefined): boolean {
  return typeof clientInfo?.Id === 'number';
}

export type BalanceType = 'likechain' | 'local';

export interface BalanceBlock {
  type: BalanceType;
  amount: number;
  /** Still expected (the owner's share of orders not completed yet); 0 when none. */
  pending: number;
}

/** Admin balance blocks: the network balance when it exists, the page (local) balance when not null. */
export function balanceBlocks(input: {
  isAdmin: boolean;
  balance: { Balance: number | null; LocalBalance: number | null; PendingBalance?: number | null } | null | undefined;
}): BalanceBlock[] {
  if (!input.isAdmin || !input.balance) return [];
  const blocks: BalanceBlock[] = [];
  if (input.balance.Balance !== null) blocks.push({ type: 'likechain', amount: input.balance.Balance, pending: input.balance.PendingBalance ?? 0 });
  if (input.balance.LocalBalance !== null) blocks.push({ type: 'local', amount: input.balance.LocalBalance, pending: 0 });
  return blocks;
}

/** Header line: admins see when the showcase was updated, everyone else the slogan. */
export function menuHeadline(input: {
  isAdmin: boolean;
  slogan: string;
  updatedAfter: number | undefined;
}): { kind: 'updated'; at: Date } | { kind: 'slogan'; text: string } {
  if (input.isAdmin && input.updatedAfter) return { kind: 'updated', at: new Date(input.updatedAfter * 1000) };
  return { kind: 'slogan', text: input.slogan };
}
