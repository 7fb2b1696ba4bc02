import type { StaticPage } from '@storefront/contract/pages';
import { api } from '../../shared/lib/api';

/** Static pages of the showcase (spec §2: groups from the startup configuration, pages under /pages/{alias}). */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    staticPage: build.query<StaticPage, string>({
      query: (alias) => ({ url: `pages/${encodeURIComponent(alias)}` }),
      providesTags: (_result, _error, alias) => [{ type: 'StaticPage', id: alias }],
    }),
  }),
});

export const { useStaticPageQuery } = pagesApi;
