import type { AliasCheckState } from './use-alias-check';
import { useSellerT } from '../messages';

/** The live answer under the alias field (announced politely while typing). */
export function AliasHint({ check }: { check: AliasCheckState }) {
  const t = useSellerT();
  const { state, result } = check;
  let text = t('seller.field.alias.hint');
  let className = '';
  if (state === 'checking') text = t('seller.alias.checking');
  else if (state === 'done' && result) {
    text = result.available ? t('seller.alias.free') : t(`seller.alias.${result.problem ?? 'format'}`);
    className = result.available ? 'seller-field__ok' : 'field__problem';
  }
  return (
    <span className={className} aria-live="polite">
      {text}
    </span>
  );
}
