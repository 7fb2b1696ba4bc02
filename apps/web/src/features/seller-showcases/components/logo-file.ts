import { IMAGE_TYPES, LOGO_MAX_BYTES } from '@storefront/contract/seller-rules';

/** The client's early answer; the server checks the bytes again. */
export function logoProblem(file: File): 'seller.logo.tooBig' | 'seller.logo.type' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'seller.logo.type';
  if (file.size > LOGO_MAX_BYTES) return 'seller.logo.tooBig';
  return null;
}
