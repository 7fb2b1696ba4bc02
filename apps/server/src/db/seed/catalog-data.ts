import { readSeedData } from './data-file';
import type { IconName } from './svg';

/** The demo catalogue: two levels of categories and templates the products are built from. */
export interface KindSpec {
  name: string;
  variants: readonly string[];
  /** Price range in rubles, when it differs from the category's. */
  price?: readonly [number, number];
  attrs?: Readonly<Record<string, readonly string[]>>;
}

export interface LeafSpec {
  slug: string;
  name: string;
  /** Article prefix. */
  code: string;
  icon: IconName;
  /** Price range in rubles. */
  price: readonly [number, number];
  kinds: readonly KindSpec[];
  models: readonly string[];
  /** Model names in guillemets («Облако») rather than bare (Nova X5). */
  quoted?: boolean;
  attrs: Readonly<Record<string, readonly string[]>>;
  colors: boolean;
  warranty?: readonly string[];
  benefits: readonly string[];
  features: readonly string[];
  brands: readonly string[];
}

export interface RootSpec {
  slug: string;
  name: string;
  gradient: readonly [string, string];
  children: readonly LeafSpec[];
}

interface CatalogData {
  categoryTree: readonly RootSpec[];
  colors: readonly string[];
  countries: readonly string[];
  closings: readonly string[];
}

const data = readSeedData<CatalogData>('catalog.json');

export const CATEGORY_TREE = data.categoryTree;
export const COLORS = data.colors;
export const COUNTRIES = data.countries;
export const CLOSINGS = data.closings;
