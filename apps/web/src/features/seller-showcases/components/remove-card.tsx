import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useT } from '../../../shared/lib/i18n';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { useRemoveShowcaseMutation } from '../api';
import { useSellerT } from '../messages';
import { SellerCard } from '../../../shared/ui/seller-card';

/** Soft delete behind a confirm dialog: the showcase goes, its orders stay. Owner (or operator) only. */
export function RemoveCard({ settings }: { settings: SellerShowcaseSettings }) {
  const t = useSellerT();
  const tc = useT();
  const request = useRequestNotice();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useRemoveShowcaseMutation();
  const canRemove = settings.role !== 'admin';
  const onAccept = async () => {
    if (await request(remove({ ShowcaseID: settings.id }).unwrap(), t('seller.remove.done'))) void navigate(paths.showcases);
  };
  return (
    <SellerCard
      titleId="seller-remove-title"
      title={t('seller.remove.title')}
      intro={canRemove ? t('seller.remove.text') : t('seller.remove.ownerOnly')}
      className="seller-danger"
    >
      <ConfirmButton
        className="button button--secondary"
        disabled={!canRemove || isLoading}
        label={t('seller.remove.title')}
        title={t('seller.remove.confirm', { name: settings.info.name })}
        acceptLabel={t('seller.remove.title')}
        cancelLabel={tc('common.cancel')}
        onConfirm={() => void onAccept()}
      >
        <p>{t('seller.remove.text')}</p>
      </ConfirmButton>
    </SellerCard>
  );
}
