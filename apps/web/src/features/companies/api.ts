import type { CompaniesResponse, Company, SaveCompanyBody } from '@storefront/contract/companies';
import { api } from '../../shared/lib/api';
import { listTags } from '../../shared/lib/list-tags';

// Types only from the contract: importing its schemas would pull zod into this chunk.
const LIST = { type: 'Companies' as const, id: 'LIST' };

/** Spec §7 `/account/companies/` (read, create/edit) and the "remove company" action. */
export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<Company[], void>({
      query: () => ({ url: 'account/companies/' }),
      transformResponse: (response: CompaniesResponse) => response.companies,
      providesTags: (companies) => listTags('Companies', companies),
    }),
    saveCompany: build.mutation<Company, SaveCompanyBody>({
      query: (body) => ({ url: 'account/companies/', method: 'POST', body }),
      transformResponse: (response: { company: Company }) => response.company,
      invalidatesTags: (company) => (company ? [LIST, { type: 'Companies', id: company.id }] : []),
    }),
    removeCompany: build.mutation<unknown, number>({
      query: (id) => ({ url: 'ajax/', method: 'POST', body: { action: 'removeCompany', id } }),
      invalidatesTags: (_r, _e, id) => [LIST, { type: 'Companies', id }],
    }),
  }),
});

export const { useCompaniesQuery, useSaveCompanyMutation, useRemoveCompanyMutation } = companiesApi;
