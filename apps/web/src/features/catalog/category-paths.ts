import type { CategoryNode } from '@storefront/contract/catalog';

export interface CategoryPlace {
  node: CategoryNode;
  parent: CategoryNode | null;
}

/** Finds a category of the (two-level) tree with its parent. */
export function findCategory(tree: readonly CategoryNode[], slug: string): CategoryPlace | null {
  for (const node of tree) {
    if (node.slug === slug) return { node, parent: null };
    const child = node.children.find((c) => c.slug === slug);
    if (child) return { node: child, parent: node };
  }
  return null;
}

/** The chips under the title: top categories, a category's children, or a child's siblings. */
export function chipsFor(tree: readonly CategoryNode[], slug: string | undefined): { items: CategoryNode[]; parent: CategoryNode | null } {
  if (!slug) return { items: [...tree], parent: null };
  const place = findCategory(tree, slug);
  if (!place) return { items: [], parent: null };
  if (place.parent) return { items: place.parent.children, parent: place.parent };
  return { items: place.node.children, parent: place.node };
}
