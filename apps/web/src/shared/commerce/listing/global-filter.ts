import { GLOBAL_FILTER_PARAM } from '../../lib/storage';
import { GLOBAL_FILTERS } from './list-params';

/** "0" means no global filter (spec §9 default). */
export const NO_GLOBAL_FILTER = '0' as const;
export const GLOBAL_FILTER_OPTIONS = [NO_GLOBAL_FILTER, ...GLOBAL_FILTERS] as const;
export type GlobalFilterOption = (typeof GLOBAL_FILTER_OPTIONS)[number];

/**
 * The quick filter chips' choice (spec's selectedGlobalFilter) of the catalogue and search lists: the known value
 * of `sf` in the URL query, else "0". It lives in the URL like the other filters (shareable, kept on reload and
 * back) and never in storage, so a chip chosen once does not silently filter every later listing.
 */
export function readGlobalFilterParam(params: URLSearchParams): GlobalFilterOption {
  const value = params.get(GLOBAL_FILTER_PARAM);
  return GLOBAL_FILTER_OPTIONS.find((v) => v === value) ?? NO_GLOBAL_FILTER;
}
