import { generatePath, Link } from 'react-router';
import { paths } from '../lib/paths';
import './commerce.css';

export interface Crumb {
  slug: string;
  name: string;
}

/** /catalog/{slug} for a top category, /catalog/{parent}/{slug} for a child (spec §2). */
export function categoryPath(slug: string, parentSlug?: string | null): string {
  return parentSlug
    ? generatePath(paths.catalogSubcategory, { cat: parentSlug, category: slug })
    : generatePath(paths.catalogCategory, { category: slug });
}

export interface CategoryBreadcrumbsProps {
  /** Top category first. */
  crumbs: readonly Crumb[];
  /** Caption of the first link (the catalogue root). */
  rootLabel: string;
  /** Accessible name of the navigation. */
  label: string;
  /** The last crumb is the current page (catalogue) or a link (product page). */
  lastIsCurrent?: boolean;
}

/** Каталог › parent › category. */
export function CategoryBreadcrumbs({ crumbs, rootLabel, label, lastIsCurrent = false }: CategoryBreadcrumbsProps) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        <li>
          <Link to={paths.catalog}>{rootLabel}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.slug}>
            {lastIsCurrent && index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={categoryPath(crumb.slug, index > 0 ? crumbs[index - 1]?.slug : null)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
