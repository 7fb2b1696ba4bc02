import { useEffect, useId, useState } from 'react';
import { useProductPicks } from './use-product-picks';
import { useLandingsT } from '../messages';

/** Product picks by search (GET /api/catalog/search), with a short pause while typing. */
export function ProductPicker({ chosen, onAdd }: { chosen: number[]; onAdd: (p: { id: number; name: string }) => void }) {
  const t = useLandingsT();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useProductPicks(query);
  return (
    <div className="seller-field">
      <label className="seller-field__label" htmlFor={id}>{t('landings.block.search')}</label>
      <input id={id} className="seller-field__input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      {found.length ? (
        <ul className="seller-people">
          {found.filter((p) => !chosen.includes(p.id)).map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <button type="button" className="chip" aria-label={t('landings.block.add', { name: p.name })} onClick={() => onAdd({ id: p.id, name: p.name })}>+</button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
