import type { SellerCategory } from '@storefront/contract/seller';

export interface EditNode {
  id: number;
  name: string;
  customName: string;
  visible: boolean;
  productCount: number;
  children: EditNode[];
}

/** The editor's rows (already in the showcase's order) as a tree. */
export function toTree(rows: SellerCategory[]): EditNode[] {
  const nodes = new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, customName: r.customName ?? '', visible: r.visible, productCount: r.productCount, children: [] as EditNode[] },
    ]),
  );
  const roots: EditNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // A parent counts its children's products too, as the public catalogue does.
  const total = (n: EditNode): number => (n.productCount += n.children.reduce((sum, c) => sum + total(c), 0));
  roots.forEach(total);
  return roots;
}

/** Depth-first order gives every category one position: roots in order, each followed by its children. */
export function flatten(tree: EditNode[]): EditNode[] {
  return tree.flatMap((n) => [n, ...flatten(n.children)]);
}

export function moveNode(tree: EditNode[], id: number, delta: -1 | 1): EditNode[] {
  const i = tree.findIndex((n) => n.id === id);
  if (i >= 0) {
    const j = i + delta;
    if (j < 0 || j >= tree.length) return tree;
    const next = [...tree];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  }
  return tree.map((n) => ({ ...n, children: moveNode(n.children, id, delta) }));
}

export function updateNode(tree: EditNode[], id: number, patch: Partial<EditNode>): EditNode[] {
  return tree.map((n) => (n.id === id ? { ...n, ...patch } : { ...n, children: updateNode(n.children, id, patch) }));
}
