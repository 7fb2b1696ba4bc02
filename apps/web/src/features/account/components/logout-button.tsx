import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useLogoutMutation } from '../../../shared/lib/config-api';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { useAccountT } from '../messages';

export function LogoutButton() {
  const t = useAccountT();
  const request = useRequestNotice();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const onAccept = async () => {
    if (await request(logout().unwrap())) await navigate(paths.home, { replace: true });
  };
  return (
    <ConfirmButton
      className="button button--secondary account-logout"
      disabled={isLoading}
      label={t('account.logout')}
      title={t('account.logout.confirm')}
      acceptLabel={t('account.logout.accept')}
      cancelLabel={t('account.logout.cancel')}
      onConfirm={() => void onAccept()}
    >
      <p>{t('account.logout.text')}</p>
    </ConfirmButton>
  );
}
