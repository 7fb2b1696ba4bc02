import { PayoutMessages } from '../../../shared/bonuses/payout-messages';
import { Loader } from '../../../shared/ui/loader';
import { Modal } from '../../../shared/ui/modal';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useWithdrawDataQuery } from '../api';
import { useBonusesT } from '../messages';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';

/** "Вывод бонусов": the request form, then the history of requests with their status. */
export function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useBonusesT();
  const { data, error } = useWithdrawDataQuery(undefined, { skip: !open });
  return (
    <Modal open={open} onClose={onClose} title={t('bonuses.withdraw.title')} className="withdraw-dialog">
      {error ? (
        <p className="field__problem" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : null}
      {!data && !error ? <Loader variant="small" /> : null}
      {data ? (
        <PayoutMessages>
          <WithdrawForm data={data} onDone={() => undefined} />
          <WithdrawHistory history={data.history} />
        </PayoutMessages>
      ) : null}
    </Modal>
  );
}
