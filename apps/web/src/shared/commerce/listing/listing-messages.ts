import { useIntl } from '../../lib/intl';
import type { MessageValues } from '../../lib/i18n';

/**
 * Message ids of the list controls shared by the catalogue and search. Each of those features
 * carries them in its own locale files (so they ship with its chunk, not the entry) and checks
 * at compile time that none is missing: `const _listing: Record<ListingMessageId, string> = ru;`.
 */
export type ListingMessageId =
  | 'listing.filters'
  | 'listing.totalAtLeast'
  | 'listing.filters.active'
  | 'listing.brands'
  | 'listing.brands.empty'
  | 'listing.brand.count'
  | 'listing.price'
  | 'listing.price.from'
  | 'listing.price.to'
  | 'listing.inStock'
  | 'listing.apply'
  | 'listing.reset'
  | 'listing.sort'
  | 'listing.sort.popular'
  | 'listing.sort.new'
  | 'listing.sort.price_asc'
  | 'listing.sort.price_desc'
  | 'listing.sort.relevance'
  | 'listing.global'
  | 'listing.global.0'
  | 'listing.global.with_discount'
  | 'listing.global.in_stock'
  | 'listing.global.new_arrivals'
  | 'listing.total'
  | 'listing.products'
  | 'listing.pageEmpty'
  | 'listing.firstPage';

export function useListingT(): (id: ListingMessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
