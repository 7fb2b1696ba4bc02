import { useId, useState } from 'react';
import { Modal } from '../../shared/ui/modal';
import { MAJOR_CITIES } from './geo-store';
import { useGeoT } from './messages';

interface CityDialogProps {
  open: boolean;
  current: string;
  onChoose: (city: string) => void;
  onClose: () => void;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');

/** The delivery city: the major Russian cities with a filter; a city typed in full can be chosen too. */
export function CityDialog({ open, current, onChoose, onClose }: CityDialogProps) {
  const t = useGeoT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const needle = normalise(query);
  const cities = MAJOR_CITIES.filter((c) => normalise(c).includes(needle));
  const typed = query.trim();
  const offerTyped = typed.length >= 2 && !MAJOR_CITIES.some((c) => normalise(c) === needle);

  return (
    <Modal open={open} onClose={onClose} title={t('geo.dialog.title')} className="city-dialog">
      <label htmlFor={searchId} className="field__label--quiet">
        {t('geo.dialog.search')}
      </label>
      <input id={searchId} className="control" type="search" autoComplete="address-level2" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul className="city-dialog__list" aria-label={t('geo.dialog.cities')}>
        {cities.map((city) => (
          <li key={city}>
            <button
              type="button"
              className="flat-button city-dialog__city"
              aria-current={city === current ? 'true' : undefined}
              onClick={() => onChoose(city)}
            >
              {city}
            </button>
          </li>
        ))}
      </ul>
      {cities.length === 0 && !offerTyped ? <p className="muted">{t('geo.dialog.nothing')}</p> : null}
      {offerTyped ? (
        <button type="button" className="button button--secondary city-dialog__typed" onClick={() => onChoose(typed)}>
          {t('geo.dialog.useTyped', { city: typed })}
        </button>
      ) : null}
    </Modal>
  );
}
