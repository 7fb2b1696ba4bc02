import type { ClaimFormLine, ClaimLineChoice } from '@storefront/contract/claims';
import { useId } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatPrice } from '../../../shared/commerce/price';
import { ProductPicture } from '../../../shared/commerce/product-card';
import { useClaimsT } from '../messages';

/** Units chosen per order line id; a line not in the map is not returned. */
export type Chosen = Readonly<Record<number, number>>;

export const wholeOrder = (lines: readonly ClaimFormLine[]): Chosen =>
  Object.fromEntries(lines.filter((l) => l.claimable > 0).map((l) => [l.id, l.claimable]));

export const chosenLines = (chosen: Chosen): ClaimLineChoice[] =>
  Object.entries(chosen)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => ({ orderItemId: Number(id), quantity: n }));

/** Which lines of the order come back, and how many units of each (a partial return). */
export function LinePicker({
  lines,
  chosen,
  onChange,
  problem,
}: {
  lines: readonly ClaimFormLine[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
  problem?: string;
}) {
  const t = useClaimsT();
  const { locale } = useIntl();
  const id = useId();
  const set = (lineId: number, n: number | null) => {
    const next = { ...chosen };
    if (n === null) delete next[lineId];
    else next[lineId] = n;
    onChange(next);
  };
  return (
    <fieldset className="claim-lines" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="field__label claim-field__label">{t('claims.form.lines')}</legend>
      <ul className="claim-lines__list">
        {lines.map((l) => {
          const on = chosen[l.id] !== undefined;
          const disabled = l.claimable === 0;
          return (
            <li key={l.id} className="claim-lines__line">
              <ProductPicture src={l.picture} alt="" className="claim-lines__picture" />
              <label className="claim-lines__check">
                <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => set(l.id, e.target.checked ? l.claimable : null)} />
                <span>
                  <span className="claim-card__name">{l.name}</span>
                  <span className="claim-card__meta">
                    {disabled
                      ? t('claims.form.lines.none')
                      : t('claims.form.lines.meta', { quantity: l.quantity, price: formatPrice(l.price, locale) })}
                  </span>
                </span>
              </label>
              {on && l.claimable > 1 ? (
                <select
                  className="control claim-lines__qty"
                  aria-label={t('claims.form.lines.quantity', { name: l.name })}
                  value={chosen[l.id]}
                  onChange={(e) => set(l.id, Number(e.target.value))}
                >
                  {Array.from({ length: l.claimable }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {t('claims.form.lines.units', { count: n })}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p id={`${id}-problem`} className="field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
