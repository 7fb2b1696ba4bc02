import { STATIC_GROUP_ORDER_BASE } from '@storefront/contract/constants';
import type { StaticGroup } from '@storefront/contract/startup';
import type { RouteObject } from 'react-router';
import type { MessageId } from '../../shared/lib/i18n';
import { paths, staticPagePath } from '../../shared/lib/paths';

/** Route handle of spec §3: whether the route is a menu entry, its caption id, menu type and order. */
export interface RouteHandle {
  nav: boolean;
  name: MessageId;
  type?: number;
  order?: number;
  path: string;
}

export type NavLabel = { id: MessageId } | { text: string };

export interface NavEntry {
  key: string;
  label: NavLabel;
  /** Empty for a group that only expands. */
  path: string;
  order: number;
  type?: number;
  children: NavEntry[];
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).nav === 'boolean';
}

/** Menu entries from route handles; a nav route's nav descendants become its group, others are lifted up. */
export function collectNavEntries(routes: readonly RouteObject[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of routes) {
    const children = collectNavEntries(route.children ?? []);
    const handle: unknown = route.handle;
    if (isRouteHandle(handle) && handle.nav) {
      const entry: NavEntry = { key: handle.path, label: { id: handle.name }, path: handle.path, order: handle.order ?? 0, children };
      if (handle.type !== undefined) entry.type = handle.type;
      entries.push(entry);
    } else {
      entries.push(...children);
    }
  }
  return entries;
}

/** Static page groups: order 20 + index, child pages under /pages/{alias}. */
export function staticGroupEntries(groups: readonly StaticGroup[]): NavEntry[] {
  return groups.map((group, index) => ({
    key: `static-${group.id}`,
    label: { text: group.name },
    path: '',
    order: STATIC_GROUP_ORDER_BASE + index,
    children: group.pages.map((page, pageIndex) => ({
      key: `static-${group.id}-${page.alias}`,
      label: { text: page.name },
      path: staticPagePath(page.alias),
      order: pageIndex,
      children: [],
    })),
  }));
}

const LANDING_MODE_HIDDEN = new Set<string>([paths.catalog, paths.brands, paths.search]);

export interface NavRules {
  actionsCount: number;
  /** Landing mode (state 1): only landings are public, so the catalogue, brands and search leave the menu. */
  landingMode?: boolean;
  isAdmin: boolean;
  /** burger_menu: nav type → caption. */
  captions: Record<string, string>;
}

/** Spec §2 menu rules: sorted by order, landings hidden without actions (except for admins), captions by type. */
export function visibleNavEntries(entries: readonly NavEntry[], rules: NavRules): NavEntry[] {
  return entries
    .filter((e) => !(e.path === paths.actions && rules.actionsCount === 0 && !rules.isAdmin))
    .filter((e) => !(rules.landingMode && LANDING_MODE_HIDDEN.has(e.path)))
    .map((e) => {
      const caption = e.type === undefined ? undefined : rules.captions[String(e.type)];
      return {
        ...e,
        label: caption && caption.trim() !== '' ? { text: caption } : e.label,
        children: visibleNavEntries(e.children, rules),
      };
    })
    .sort((a, b) => a.order - b.order);
}
