import { Stepper } from '../../../shared/commerce/stepper';
import { useCartT } from '../messages';

/** contract/cart's MAX_LINE_QUANTITY (importing that module would pull zod into this chunk). */
const MAX_LINE_QUANTITY = 999;

interface QuantityStepperProps {
  name: string;
  quantity: number;
  stock: number;
  busy: boolean;
  onChange: (quantity: number) => void;
  /** "−" at quantity 1 asks to remove the line instead of going to 0. */
  onRemoveRequest: () => void;
}

/** The highest quantity a line may have: the stock, never above the contract's per-line limit. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** − {n} шт. + : "+" stops at the stock; "−" at 1 asks to delete the line. */
export function QuantityStepper({ name, quantity, stock, busy, onChange, onRemoveRequest }: QuantityStepperProps) {
  const t = useCartT();
  const canIncrease = quantity < maxQuantity(stock);
  return (
    <Stepper
      block="cart-stepper"
      label={t('cart.stepper', { name })}
      value={t('cart.stepper.value', { count: quantity })}
      busy={busy}
      decrease={{
        label: t('cart.stepper.decrease', { name }),
        disabled: busy,
        onClick: () => (quantity <= 1 ? onRemoveRequest() : onChange(Math.min(quantity - 1, Math.max(1, maxQuantity(stock))))),
      }}
      increase={{ label: t('cart.stepper.increase', { name }), disabled: busy || !canIncrease, onClick: () => onChange(quantity + 1) }}
    />
  );
}
