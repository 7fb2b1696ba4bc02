import { z } from 'zod';

/**
 * The address suggestion service (spec §7 "Other"), in the shapes of the DaData API:
 *   POST {base}/suggest/address    {query, count?}   → {suggestions: AddressSuggestion[]}
 *   POST {base}/findById/delivery  {query: fias_id}  → {suggestions: DeliverySuggestion[]}
 * with `Authorization: Token {token}`. Only the fields the storefront reads are listed.
 */
export const SUGGEST_MAX_COUNT = 20;
export const SUGGEST_DEFAULT_COUNT = 10;

export const suggestAddressBodySchema = z.object({
  query: z.string().max(300),
  count: z.number().int().min(1).max(SUGGEST_MAX_COUNT).default(SUGGEST_DEFAULT_COUNT),
});

export const addressDataSchema = z.object({
  postal_code: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  city_fias_id: z.string().nullable(),
  street: z.string().nullable(),
  street_type: z.string().nullable(),
  street_with_type: z.string().nullable(),
  house: z.string().nullable(),
  fias_id: z.string().nullable(),
});

export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string(),
  data: addressDataSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;

export const findDeliveryBodySchema = z.object({ query: z.string().min(1).max(64) });

/** Delivery services' ids of the city (null where a service does not deliver there). */
export const deliverySuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string(),
  data: z.object({
    kladr_id: z.string(),
    fias_id: z.string(),
    boxberry_id: z.string().nullable(),
    cdek_id: z.string().nullable(),
    dpd_id: z.string().nullable(),
  }),
});
export type DeliverySuggestion = z.infer<typeof deliverySuggestionSchema>;
export const deliverySuggestionsSchema = z.object({ suggestions: z.array(deliverySuggestionSchema) });
export type DeliverySuggestions = z.infer<typeof deliverySuggestionsSchema>;
