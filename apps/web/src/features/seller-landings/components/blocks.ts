import type { LandingBlockInput, SellerLandingDetail } from '@storefront/contract/seller';

export type EditBlock = { key: string } & (
  | { type: 'text'; title: string; text: string }
  | { type: 'picture'; mediaId: number | null; url: string | null; caption: string }
  | { type: 'products'; title: string; products: Array<{ id: number; name: string }> }
);

let seq = 0;
export const blockKey = () => `b${++seq}`;

export function newBlock(type: EditBlock['type']): EditBlock {
  if (type === 'text') return { key: blockKey(), type, title: '', text: '' };
  if (type === 'picture') return { key: blockKey(), type, mediaId: null, url: null, caption: '' };
  return { key: blockKey(), type, title: '', products: [] };
}

export function fromDetail(d: SellerLandingDetail): EditBlock[] {
  return d.blocks.map((b): EditBlock => {
    if (b.type === 'text') return { key: blockKey(), type: 'text', title: b.title ?? '', text: b.text };
    if (b.type === 'picture')
      return { key: blockKey(), type: 'picture', mediaId: b.mediaId, url: d.pictures[String(b.mediaId)] ?? null, caption: b.caption ?? '' };
    return {
      key: blockKey(),
      type: 'products',
      title: b.title ?? '',
      products: b.productIds.map((id) => ({ id, name: d.products[String(id)]?.name ?? `#${id}` })),
    };
  });
}

/** Empty blocks are dropped rather than refused: an unfinished picture or product block is not an error. */
export function toInput(blocks: EditBlock[]): LandingBlockInput[] {
  return blocks.flatMap((b): LandingBlockInput[] => {
    if (b.type === 'text') return b.text.trim() ? [{ type: 'text', ...(b.title ? { title: b.title } : {}), text: b.text }] : [];
    if (b.type === 'picture') return b.mediaId ? [{ type: 'picture', mediaId: b.mediaId, ...(b.caption ? { caption: b.caption } : {}) }] : [];
    return b.products.length ? [{ type: 'products', ...(b.title ? { title: b.title } : {}), productIds: b.products.map((p) => p.id) }] : [];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO instant → the value of an `<input type="datetime-local">` in the user's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
