import { useId } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useBonusesT } from '../messages';
import { SORT_CHOICES, type SortChoice } from '../rules';

const LABEL = { none: 'bonuses.sort.none', last: 'bonuses.sort.last', first: 'bonuses.sort.first' } as const;
export const sortLabel = (choice: SortChoice) => LABEL[choice];

/** The sort modal of spec §2: a choice closes the dialog at once. */
export function SortDialog({
  open,
  value,
  onChange,
  onClose,
}: {
  open: boolean;
  value: SortChoice;
  onChange: (c: SortChoice) => void;
  onClose: () => void;
}) {
  const t = useBonusesT();
  const name = useId();
  return (
    <Modal open={open} onClose={onClose} title={t('bonuses.sort.title')}>
      <fieldset className="bonus-choices">
        <legend className="visually-hidden">{t('bonuses.sort.title')}</legend>
        {SORT_CHOICES.map((choice) => (
          <label key={choice} className="bonus-choice">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => {
                onChange(choice);
                onClose();
              }}
            />
            {t(LABEL[choice])}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
