/** Spec §7: {imageBaseUrl}/images/logos/{siteId}_mobile.png?t={updated_after}. */
export function logoUrl(imageBaseUrl: string, siteId: string, updatedAfter: number | undefined): string {
  const base = imageBaseUrl.replace(/\/+$/, '');
  return `${base}/images/logos/${encodeURIComponent(siteId)}_mobile.png?t=${updatedAfter ?? 0}`;
}
