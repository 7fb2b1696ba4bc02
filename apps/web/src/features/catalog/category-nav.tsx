import type { CategoryNode } from '@storefront/contract/catalog';
import { Link } from 'react-router';
import { CategoryBreadcrumbs, categoryPath, type Crumb } from '../../shared/commerce/breadcrumbs';
import { useCatalogT } from './catalog-messages';
import { chipsFor } from './category-paths';

/** Каталог › parent › current; the current one is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useCatalogT();
  return <CategoryBreadcrumbs crumbs={crumbs} rootLabel={t('catalog.title')} label={t('catalog.breadcrumbs')} lastIsCurrent />;
}

/** The showcase's categories around the current one, as a scrollable row of chips. */
export function CategoryChips({ tree, current }: { tree: readonly CategoryNode[]; current: string | undefined }) {
  const t = useCatalogT();
  const { items, parent } = chipsFor(tree, current);
  if (items.length === 0) return null;
  // Children of a top category link as /catalog/{parent}/{child}; top categories as /catalog/{slug}.
  const parentSlug = current ? (parent?.slug ?? null) : null;
  return (
    <nav className="category-chips" aria-label={t('catalog.categories')}>
      <ul>
        {items.map((node) => (
          <li key={node.id}>
            <Link className="chip" to={categoryPath(node.slug, parentSlug)} aria-current={node.slug === current ? 'page' : undefined}>
              {node.name}
              <span className="category-chips__count">{node.productCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
