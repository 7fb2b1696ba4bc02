import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { useT } from '../../../shared/lib/i18n';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Modal } from '../../../shared/ui/modal';
import { useRenameWishlistMutation } from '../api';
import { useWishlistsT } from '../messages';
import { checkWishlistName, WISHLIST_NAME_MAX } from './wishlist-name';

interface RenameDialogProps {
  open: boolean;
  wishlist: { id: number; name: string };
  onClose: () => void;
}

export function RenameDialog({ open, wishlist, onClose }: RenameDialogProps) {
  const t = useWishlistsT();
  const tc = useT();
  const notify = useNotify();
  const formId = useId();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(wishlist.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameWishlistMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWishlistName(value);
    if (checked.problem) {
      setProblem(t(checked.problem, { max: WISHLIST_NAME_MAX }));
      return;
    }
    if (checked.name === wishlist.name) {
      onClose();
      return;
    }
    try {
      await rename({ WishlistId: wishlist.id, Name: checked.name }).unwrap();
      notify({ message: t('wishlists.rename.done') });
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('wishlists.rename.title')}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {tc('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={isLoading}>
            {t('wishlists.rename.save')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate>
        <label htmlFor={inputId} className="field__label--quiet wishlist-create__label">
          {t('wishlists.rename.field')}
        </label>
        <input
          id={inputId}
          className="control wishlist-field"
          value={value}
          maxLength={WISHLIST_NAME_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        {problem ? (
          <p id={errorId} className="wishlist-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
