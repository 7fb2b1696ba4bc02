import type { ProductListResponse } from '@storefront/contract/catalog';
import { useEffect, useId, useState } from 'react';
import { api } from '../lib/api';
import { FieldFrame } from '../ui/form-field';

const productPicksApi = api.injectEndpoints({
  endpoints: (build) => ({
    productPicks: build.query<ProductListResponse, string>({
      query: (q) => ({ url: 'catalog/search', params: { q, pageSize: 8 } }),
    }),
  }),
});

export interface PickedProduct {
  id: number;
  name: string;
  price: number;
}

interface ProductPickerProps {
  /** Ids already chosen: they are not offered again. */
  chosen: number[];
  onAdd: (product: PickedProduct) => void;
  label: string;
  addLabel: (name: string) => string;
}

/** Product picks by search (GET /api/catalog/search), with a short pause while typing; used by the seller screens. */
export function ProductPicker({ chosen, onAdd, label, addLabel }: ProductPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data } = productPicksApi.useProductPicksQuery(query, { skip: query.length < 2 });
  const found = query.length < 2 ? [] : (data?.items ?? []).filter((p) => !chosen.includes(p.id));
  return (
    <FieldFrame id={id} label={label}>
      <input id={id} className="control seller-field__input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      {found.length ? (
        <ul className="stack-list stack-list--small seller-people">
          {found.map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <button type="button" className="chip" aria-label={addLabel(p.name)} onClick={() => onAdd({ id: p.id, name: p.name, price: p.price })}>
                +
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
