import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/lib/use-notify';
import { useLogoutMutation } from '../../../shared/lib/config-api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useAccountT } from '../messages';

export function LogoutButton() {
  const t = useAccountT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const [confirming, setConfirming] = useState(false);
  const onAccept = async () => {
    setConfirming(false);
    try {
      await logout().unwrap();
      await navigate(paths.home, { replace: true });
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary account-logout" disabled={isLoading} onClick={() => setConfirming(true)}>
        {t('account.logout')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('account.logout.confirm')}
        acceptLabel={t('account.logout.accept')}
        cancelLabel={t('account.logout.cancel')}
        onAccept={() => void onAccept()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('account.logout.text')}</p>
      </ConfirmDialog>
    </>
  );
}
