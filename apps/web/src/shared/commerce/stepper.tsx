/** One of the stepper's two buttons. */
export interface StepAction {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/** What a quantity stepper shows and does; the texts come from the screen's own messages. */
export interface StepperProps {
  /** The block class of the screen's look: "stepper" (product cards, product page) or "cart-stepper" (cart lines). */
  block: 'stepper' | 'cart-stepper';
  /** Classes before the block class on the group. */
  className?: string;
  label: string;
  /** The quantity as text ("2 шт."). */
  value: string;
  busy: boolean;
  decrease: StepAction;
  increase: StepAction;
}

function StepButton({ block, sign, action }: { block: StepperProps['block']; sign: '−' | '+'; action: StepAction }) {
  return (
    <button type="button" className={`${block}__button`} aria-label={action.label} disabled={action.disabled} onClick={action.onClick}>
      {sign}
    </button>
  );
}

/** − {n} шт. + : a labelled group whose value is announced politely as it changes. */
export function Stepper({ block, className, label, value, busy, decrease, increase }: StepperProps) {
  return (
    <div className={className ? `${className} ${block}` : block} role="group" aria-label={label} aria-busy={busy || undefined}>
      <StepButton block={block} sign="−" action={decrease} />
      <output className={`${block}__value`} aria-live="polite">
        {value}
      </output>
      <StepButton block={block} sign="+" action={increase} />
    </div>
  );
}
