import { useEffect, useId, useState } from 'react';
import { FieldFrame } from '../../../shared/ui/form-field';

const DEBOUNCE_MS = 300;

/** A search box that reports its trimmed text once typing pauses. */
export function SearchField({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <FieldFrame id={id} label={label}>
      <input
        id={id}
        type="search"
        className="control seller-field__input"
        value={text}
        maxLength={100}
        dir="auto"
        onChange={(e) => setText(e.target.value)}
      />
    </FieldFrame>
  );
}
