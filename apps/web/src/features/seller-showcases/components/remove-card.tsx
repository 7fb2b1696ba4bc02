import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/lib/use-notify';
import { useT } from '../../../shared/lib/i18n';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useRemoveShowcaseMutation } from '../api';
import { useSellerT } from '../messages';
import { SellerCard } from '../../../shared/ui/seller-card';

/** Soft delete behind a confirm dialog: the showcase goes, its orders stay. Owner (or operator) only. */
export function RemoveCard({ settings }: { settings: SellerShowcaseSettings }) {
  const t = useSellerT();
  const tc = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useRemoveShowcaseMutation();
  const canRemove = settings.role !== 'admin';
  const onAccept = async () => {
    setOpen(false);
    try {
      await remove({ ShowcaseID: settings.id }).unwrap();
      notify({ message: t('seller.remove.done') });
      void navigate(paths.showcases);
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <SellerCard
      titleId="seller-remove-title"
      title={t('seller.remove.title')}
      intro={canRemove ? t('seller.remove.text') : t('seller.remove.ownerOnly')}
      className="seller-danger"
    >
      <button type="button" className="button button--secondary" disabled={!canRemove || isLoading} onClick={() => setOpen(true)}>
        {t('seller.remove.title')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('seller.remove.confirm', { name: settings.info.name })}
        acceptLabel={t('seller.remove.title')}
        cancelLabel={tc('common.cancel')}
        onAccept={() => void onAccept()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('seller.remove.text')}</p>
      </ConfirmDialog>
    </SellerCard>
  );
}
