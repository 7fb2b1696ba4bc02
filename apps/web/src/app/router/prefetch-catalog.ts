import { catalogApi } from '../../features/catalog/api';
import { readGlobalFilterParam } from '../../shared/commerce/listing/global-filter';
import { readListFilters, SORTS, toApiList } from '../../shared/commerce/listing/list-params';
import { readInlineConfig } from '../../shared/lib/startup';
import type { AppStore } from '../../shared/lib/store';

/** The catalogue's list and category tree, with the arguments its page passes (see prefetch-route.ts). */
export function prefetchCatalog(store: AppStore, params: URLSearchParams, category: string | undefined): void {
  const args = { ...toApiList(readListFilters(params, SORTS), readGlobalFilterParam(params)), ...(category ? { category } : {}) };
  void store.dispatch(catalogApi.util.prefetch('products', args, {}));
  const showcaseId = readInlineConfig()?.showcaseId;
  if (showcaseId) void store.dispatch(catalogApi.util.prefetch('showcaseMenu', showcaseId, {}));
}
