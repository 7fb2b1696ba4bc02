import { describe, expect, it } from 'vitest';
import { buildTree } from '../../src/modules/catalog/service';

describe('category tree', () => {
  it('nests children under visible parents in the given order and sums product counts', () => {
    const tree = buildTree(
      [
        { id: 1, parentId: null, slug: 'a', name: 'A', position: 0, ofAll: 9 },
        { id: 3, parentId: 1, slug: 'a2', name: 'A2', position: 0, ofAll: 9 },
        { id: 2, parentId: 1, slug: 'a1', name: 'A1', position: 1, ofAll: 9 },
        { id: 9, parentId: 7, slug: 'orphan', name: 'Hidden parent', position: 0, ofAll: 9 },
      ],
      new Map([
        [3, 4],
        [2, 6],
        [9, 1],
      ]),
    );
    expect(tree).toHaveLength(1);
    expect(tree[0]!.productCount).toBe(10);
    expect(tree[0]!.children.map((c) => c.slug)).toEqual(['a2', 'a1']);
  });
});
