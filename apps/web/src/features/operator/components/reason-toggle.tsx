import { useState, type ReactNode } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useOperatorT } from '../messages';
import { problemOf } from './problem';
import { ReasonDialog } from './reason-dialog';
import { useTarget } from './use-target';

interface ReasonToggleOptions<T> {
  /** Blocks or bans with the operator's reason; rejects with the server's refusal. */
  apply: (item: T, reason: string) => Promise<unknown>;
  /** Lifts the block or ban. */
  revert: (item: T) => Promise<unknown>;
  applied: (item: T) => string;
  reverted: (item: T) => string;
  /** The action's and its lifting's words, on the row's button and the dialogs' accept buttons. */
  applyLabel: string;
  revertLabel: string;
}

/**
 * A reasoned action (a block, a ban) and its lifting behind a confirm: the two dialogs' targets, the server's refusal
 * (shown in the reason dialog, which stays open) and the notices.
 */
export function useReasonToggle<T>({ apply, revert, applied, reverted, applyLabel, revertLabel }: ReasonToggleOptions<T>) {
  const notify = useNotify();
  const applying = useTarget<T>();
  const reverting = useTarget<T>();
  const [problem, setProblem] = useState<string>();

  const start = (item: T) => {
    setProblem(undefined);
    applying.show(item);
  };
  const onApply = async (reason: string) => {
    const item = applying.item;
    if (!item) return;
    try {
      await apply(item, reason);
      applying.hide();
      notify({ message: applied(item) });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  const onRevert = async () => {
    const item = reverting.item;
    reverting.hide();
    if (!item) return;
    try {
      await revert(item);
      notify({ message: reverted(item) });
    } catch (e) {
      notify({ message: problemOf(e), type: 'danger' });
    }
  };
  return { applying, reverting, problem, start, onApply, onRevert, applyLabel, revertLabel };
}

export type ReasonToggle<T> = ReturnType<typeof useReasonToggle<T>>;

interface ReasonToggleDialogsProps<T> {
  toggle: ReasonToggle<T>;
  busy: boolean;
  applyTitle: (item: T) => string;
  applyText: string;
  revertTitle: (item: T) => string;
  revertText: (item: T) => ReactNode;
}

/** The reason dialog that applies and the confirm that reverts, for a tab's useReasonToggle. */
export function ReasonToggleDialogs<T>({ toggle, busy, applyTitle, applyText, revertTitle, revertText }: ReasonToggleDialogsProps<T>) {
  const t = useOperatorT();
  const { applying, reverting, applyLabel, revertLabel } = toggle;
  return (
    <>
      <ReasonDialog
        open={applying.open}
        busy={busy}
        problem={toggle.problem}
        title={applying.item ? applyTitle(applying.item) : ''}
        text={applyText}
        acceptLabel={applyLabel}
        onAccept={(reason) => void toggle.onApply(reason)}
        onCancel={applying.hide}
      />
      <ConfirmDialog
        open={reverting.open}
        title={reverting.item ? revertTitle(reverting.item) : undefined}
        acceptLabel={revertLabel}
        cancelLabel={t('operator.cancel')}
        onAccept={() => void toggle.onRevert()}
        onCancel={reverting.hide}
      >
        {reverting.item ? <p>{revertText(reverting.item)}</p> : null}
      </ConfirmDialog>
    </>
  );
}

interface ReasonToggleButtonProps<T> {
  toggle: ReasonToggle<T>;
  item: T;
  /** The block or ban is in force: the button lifts it. */
  applied: boolean;
  /** The item's name, for the button's accessible name ("Block: Дом и сад"). */
  name: string;
}

/** A row's action: lift (primary, behind the confirm) while the block or ban is in force, else apply it (secondary). */
export function ReasonToggleButton<T>({ toggle, item, applied, name }: ReasonToggleButtonProps<T>) {
  const { applyLabel, revertLabel } = toggle;
  return (
    <div className="seller__row">
      {applied ? (
        <button type="button" className="button button--primary" aria-label={`${revertLabel}: ${name}`} onClick={() => toggle.reverting.show(item)}>
          {revertLabel}
        </button>
      ) : (
        <button type="button" className="button button--secondary" aria-label={`${applyLabel}: ${name}`} onClick={() => toggle.start(item)}>
          {applyLabel}
        </button>
      )}
    </div>
  );
}
