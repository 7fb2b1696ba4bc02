import type { AddressSuggestion } from '@storefront/contract/suggest';
import { useState, type KeyboardEvent } from 'react';
import { suggestQuery, useAddressSuggestions, type SuggestConfig } from '../suggest';
import { useCheckoutT } from '../messages';
import type { ControlProps } from './field';

interface AddressInputProps extends ControlProps {
  value: string;
  city: string;
  placeholder: string;
  config: SuggestConfig;
  onType: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The address field with suggestions (ARIA combobox): typing asks the suggestion service for "city, text"
 * after a pause; arrows move through the list, Enter or a tap chooses, Escape closes it.
 */
export function AddressInput({ value, city, placeholder, config, onType, onChoose, ...control }: AddressInputProps) {
  const t = useCheckoutT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = suggestQuery(city, value);
  const { suggestions, loading } = useAddressSuggestions(config, query, open);
  const listId = `${control.id}-suggestions`;
  const expanded = open && (suggestions.length > 0 || loading);

  const choose = (s: AddressSuggestion) => {
    onChoose(s);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="address-input">
      <input
        {...control}
        name="address"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={300}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded ? (
        <ul id={listId} className="address-input__list" role="listbox" aria-label={t('checkout.suggestions')} aria-busy={loading}>
          {loading && suggestions.length === 0 ? (
            <li className="address-input__loading" role="presentation">
              {t('checkout.suggestLoading')}
            </li>
          ) : null}
          {suggestions.map((s, i) => (
            <li
              key={`${s.data.fias_id ?? ''}-${s.value}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="address-input__option"
              // Keeps the focus in the input, so its blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
            >
              {s.value}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
