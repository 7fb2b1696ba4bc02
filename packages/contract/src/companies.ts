import { z } from 'zod';
import { idParam as id, isoDateTime, rowId } from './fields';
import { COMPANY_ADDRESS_MAX, COMPANY_FORMS, COMPANY_NAME, normaliseNumber } from './company-rules';

/**
 * Spec §7 `/account/companies/` and the "remove company" action: a seller's legal entities. The schemas check
 * the shape; the checksum and per-form rules (company-rules.ts) run in the service, so their messages come in
 * the user's language.
 */
// Lengths and checksums are judged by the rules (with their own messages); this only bounds the input.
const number = z.string().max(64).transform(normaliseNumber);
const optionalNumber = z
  .union([z.null(), number])
  .optional()
  .transform((v) => v ?? '');

export const companySchema = z.object({
  id: rowId,
  form: z.enum(COMPANY_FORMS),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  bik: z.string().nullable(),
  account: z.string().nullable(),
  address: z.string(),
  createdAt: isoDateTime,
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/account/companies/: the user's companies (removed ones are not listed), oldest first. */
export const companiesResponseSchema = z.object({ companies: z.array(companySchema) });
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

/** POST /api/account/companies/: creates a company, or edits the user's company `id`. */
export const saveCompanyBodySchema = z.object({
  id: id.optional(),
  form: z.enum(COMPANY_FORMS),
  name: z
    .string()
    .trim()
    .max(COMPANY_NAME.max * 2),
  inn: number,
  kpp: optionalNumber,
  ogrn: optionalNumber,
  bik: optionalNumber,
  account: optionalNumber,
  address: z
    .union([
      z.null(),
      z
        .string()
        .trim()
        .max(COMPANY_ADDRESS_MAX * 2),
    ])
    .optional()
    .transform((v) => v ?? ''),
});
export type SaveCompanyBody = z.input<typeof saveCompanyBodySchema>;
export const saveCompanyResponseSchema = z.object({ company: companySchema });

/** POST /api/ajax/ {action: 'removeCompany', id}: soft delete of the user's own company. */
export const removeCompanyBodySchema = z.object({ action: z.literal('removeCompany'), id });
export type RemoveCompanyBody = z.input<typeof removeCompanyBodySchema>;
