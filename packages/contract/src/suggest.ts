import { z } from 'zod';

/**
 * The address suggestion service (spec §7 "Other"), in the shapes of the DaData API:
 *   POST {base}/suggest/address    {query, count?}   → {suggestions: AddressSuggestion[]}
 *   POST {base}/findById/delivery  {query: kladr_id | fias_id}  → {suggestions: DeliverySuggestion[]}
 * with `Authorization: Token {token}`; GET with the same fields as query parameters is served too.
 */
export const SUGGEST_MAX_COUNT = 20;
export const SUGGEST_DEFAULT_COUNT = 10;

/** DaData's granularity bounds: from_bound/to_bound {value} narrow the answer to these levels. */
export const ADDRESS_BOUNDS = ['country', 'region', 'area', 'city', 'settlement', 'street', 'house', 'flat'] as const;
export type AddressBound = (typeof ADDRESS_BOUNDS)[number];
const bound = z.object({ value: z.enum(ADDRESS_BOUNDS) });

/** A DaData location filter or boost: any of these fields (all given ones must hold). */
export const addressLocationSchema = z.object({
  country: z.string().max(100).optional(),
  country_iso_code: z.string().max(2).optional(),
  region: z.string().max(100).optional(),
  region_fias_id: z.string().max(64).optional(),
  region_kladr_id: z.string().max(20).optional(),
  region_type_full: z.string().max(60).optional(),
  city: z.string().max(100).optional(),
  city_fias_id: z.string().max(64).optional(),
  city_kladr_id: z.string().max(20).optional(),
  city_type_full: z.string().max(60).optional(),
  street: z.string().max(100).optional(),
  street_fias_id: z.string().max(64).optional(),
  street_kladr_id: z.string().max(20).optional(),
  kladr_id: z.string().max(20).optional(),
  fias_id: z.string().max(64).optional(),
});
export type AddressLocation = z.infer<typeof addressLocationSchema>;

export const suggestAddressBodySchema = z.object({
  query: z.string().max(300),
  count: z.coerce.number().int().min(1).max(SUGGEST_MAX_COUNT).default(SUGGEST_DEFAULT_COUNT),
  locations: z.array(addressLocationSchema).max(50).optional(),
  locations_boost: z.array(addressLocationSchema).max(50).optional(),
  from_bound: bound.optional(),
  to_bound: bound.optional(),
  restrict_value: z.boolean().optional(),
  language: z.enum(['ru', 'en']).optional(),
});
export type SuggestAddressBody = z.infer<typeof suggestAddressBodySchema>;

/**
 * The address fields, with DaData's meanings: *_with_type is the name with its short type ("г Москва",
 * "ул Тверская"), *_type the short type, *_type_full the full one; house/block/flat with their types
 * (block_type "к" корпус or "стр" строение); fias_id/kladr_id of the most precise known level
 * (fias_level 1 region, 4 city, 7 street, 8 house); geo_lat/geo_lon strings, qc_geo their precision
 * (0 house, 1 nearest house, 2 street, 4 city).
 */
export const addressDataSchema = z.object({
  postal_code: z.string().nullable(),
  country: z.string(),
  country_iso_code: z.string(),
  region_fias_id: z.string().nullable(),
  region_kladr_id: z.string().nullable(),
  region_with_type: z.string().nullable(),
  region_type: z.string().nullable(),
  region_type_full: z.string().nullable(),
  region: z.string().nullable(),
  city_fias_id: z.string().nullable(),
  city_kladr_id: z.string().nullable(),
  city_with_type: z.string().nullable(),
  city_type: z.string().nullable(),
  city_type_full: z.string().nullable(),
  city: z.string().nullable(),
  street_fias_id: z.string().nullable(),
  street_kladr_id: z.string().nullable(),
  street_with_type: z.string().nullable(),
  street_type: z.string().nullable(),
  street_type_full: z.string().nullable(),
  street: z.string().nullable(),
  house_type: z.string().nullable(),
  house_type_full: z.string().nullable(),
  house: z.string().nullable(),
  block_type: z.string().nullable(),
  block_type_full: z.string().nullable(),
  block: z.string().nullable(),
  entrance: z.string().nullable(),
  flat_type: z.string().nullable(),
  flat_type_full: z.string().nullable(),
  flat: z.string().nullable(),
  fias_id: z.string().nullable(),
  fias_level: z.string().nullable(),
  kladr_id: z.string().nullable(),
  geo_lat: z.string().nullable(),
  geo_lon: z.string().nullable(),
  qc_geo: z.string().nullable(),
});

export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string(),
  data: addressDataSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;

/** findById/delivery: the KLADR id (or, as this service also accepts, the FIAS id) of a city or street. */
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
