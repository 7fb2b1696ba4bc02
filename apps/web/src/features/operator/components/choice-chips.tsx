import { useOperatorT } from '../messages';

interface ChoiceChipsProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A row of toggle chips choosing one filter value. */
export function ChoiceChips<V extends string>({ label, value, options, onChange }: ChoiceChipsProps<V>) {
  return (
    <div className="seller-states" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className="chip" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A queue's filter: one chip per value, named by `labelOf`, the group called "Фильтр". */
export function QueueFilter<V extends string>({
  values,
  value,
  labelOf,
  onChange,
}: {
  values: readonly V[];
  value: V;
  labelOf: (value: V) => string;
  onChange: (value: V) => void;
}) {
  const t = useOperatorT();
  return (
    <ChoiceChips label={t('operator.filter')} value={value} onChange={onChange} options={values.map((v) => ({ value: v, label: labelOf(v) }))} />
  );
}
