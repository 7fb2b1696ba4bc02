import { useId } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { useT } from '../../../shared/lib/i18n';
import { Modal } from '../../../shared/ui/modal';
import { useRenameWishlistMutation } from '../api';
import { useWishlistsT } from '../messages';
import { useWishlistNameField } from './use-wishlist-name-field';

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
  const [rename, { isLoading }] = useRenameWishlistMutation();
  const field = useWishlistNameField(wishlist.name, async (name) => {
    if (name === wishlist.name) {
      onClose();
      return;
    }
    await rename({ WishlistId: wishlist.id, Name: name }).unwrap();
    notify({ message: t('wishlists.rename.done') });
    onClose();
  });

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
      <form id={formId} onSubmit={(e) => void field.onSubmit(e)} noValidate>
        <label htmlFor={field.inputId} className="field__label--quiet wishlist-create__label">
          {t('wishlists.rename.field')}
        </label>
        <input {...field.input} />
        {field.problemLine}
      </form>
    </Modal>
  );
}
