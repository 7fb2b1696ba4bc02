import { useState } from 'react';
import { useT } from '../../../shared/lib/i18n';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { useDeleteWishlistMutation } from '../api';
import { useWishlistsT } from '../messages';
import { RenameDialog } from './rename-dialog';
import { ShareDialog } from './share-dialog';

export interface WishlistRef {
  id: number;
  name: string;
  shareToken: string;
}

type OpenDialog = 'rename' | 'share' | 'delete' | null;

/** Rename, share by link and delete (after a confirmation) for one list the user owns. */
export function WishlistActions({ wishlist, onDeleted }: { wishlist: WishlistRef; onDeleted?: () => void }) {
  const t = useWishlistsT();
  const tc = useT();
  const request = useRequestNotice();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A fresh rename form on every opening; the dialogs stay mounted so their closing animation plays.
  const [renameRound, setRenameRound] = useState(0);
  const [remove, { isLoading: deleting }] = useDeleteWishlistMutation();
  const close = () => setDialog(null);

  const onDelete = async () => {
    close();
    if (await request(remove({ WishlistId: wishlist.id }).unwrap(), t('wishlists.delete.done', { name: wishlist.name }))) onDeleted?.();
  };

  return (
    <div className="wishlist-actions" role="group" aria-label={t('wishlists.actions', { name: wishlist.name })}>
      <button
        type="button"
        className="chip"
        aria-label={t('wishlists.rename.label', { name: wishlist.name })}
        onClick={() => {
          setRenameRound((n) => n + 1);
          setDialog('rename');
        }}
      >
        {t('wishlists.rename')}
      </button>
      <button type="button" className="chip" aria-label={t('wishlists.share.label', { name: wishlist.name })} onClick={() => setDialog('share')}>
        {t('wishlists.share')}
      </button>
      <button
        type="button"
        className="chip wishlist-actions__delete"
        aria-label={t('wishlists.delete.label', { name: wishlist.name })}
        disabled={deleting}
        onClick={() => setDialog('delete')}
      >
        {t('wishlists.delete')}
      </button>
      {renameRound > 0 ? <RenameDialog key={renameRound} open={dialog === 'rename'} wishlist={wishlist} onClose={close} /> : null}
      <ShareDialog open={dialog === 'share'} shareToken={wishlist.shareToken} onClose={close} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('wishlists.delete.confirm', { name: wishlist.name })}
        cancelLabel={tc('common.cancel')}
        onAccept={() => void onDelete()}
        onCancel={close}
      >
        <p>{t('wishlists.delete.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
