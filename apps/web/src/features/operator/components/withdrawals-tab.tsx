import type { WithdrawalStatus } from '@storefront/contract/bonuses';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../app/use-notify';
import { formatAmount, formatDate } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { usePayWithdrawalMutation, useRejectWithdrawalMutation, useWithdrawalRequestsQuery, type WithdrawalRequest } from '../api';
import { useOperatorT } from '../messages';
import { ChoiceChips } from './choice-chips';
import { problemOf } from './problem';
import { QueueList } from './queue-list';
import { ReasonDialog } from './reason-dialog';
import { useTarget } from './use-target';

type Filter = WithdrawalStatus | 'all';
const FILTERS: readonly Filter[] = ['requested', 'paid', 'rejected', 'all'];

function WithdrawalRow({ w, onPay, onReject }: { w: WithdrawalRequest; onPay: () => void; onReject: () => void }) {
  const t = useOperatorT();
  const { locale } = useIntl();
  return (
    <li className="seller-card operator-item">
      <div className="operator-item__head">
        <strong>{w.userName}</strong>
        <span className={`operator-badge operator-badge--${w.status}`}>{t(`operator.w.status.${w.status}`)}</span>
      </div>
      <p className="operator-item__amount">{t('operator.w.amount', { amount: formatAmount(w.amount, locale) })}</p>
      <p className="muted">
        {t(`operator.w.method.${w.method}`)} · <span dir="ltr">{w.details}</span> · {t('operator.w.created', { date: formatDate(new Date(w.createdAt)) })}
      </p>
      {w.decidedAt ? <p className="muted">{t('operator.w.decided', { date: formatDate(new Date(w.decidedAt)) })}</p> : null}
      {w.rejectReason ? <p className="muted">{t('operator.w.rejectReason', { reason: w.rejectReason })}</p> : null}
      {w.status === 'requested' ? (
        <div className="seller__row">
          <button type="button" className="button button--primary" onClick={onPay}>{t('operator.w.pay')}</button>
          <button type="button" className="button button--secondary" onClick={onReject}>{t('operator.w.reject')}</button>
        </div>
      ) : null}
    </li>
  );
}

/** The withdrawal queue: requests waiting for a decision first; paid, rejected or all as history. */
export function WithdrawalsTab() {
  const t = useOperatorT();
  const { locale } = useIntl();
  const notify = useNotify();
  const [filter, setFilter] = useState<Filter>('requested');
  const { data, error, refetch, isFetching } = useWithdrawalRequestsQuery(filter === 'all' ? undefined : filter);
  const [pay, payState] = usePayWithdrawalMutation();
  const [reject, rejectState] = useRejectWithdrawalMutation();
  const paying = useTarget<WithdrawalRequest>();
  const rejecting = useTarget<WithdrawalRequest>();
  const [problem, setProblem] = useState<string>();
  const amountOf = (w: WithdrawalRequest) => formatAmount(w.amount, locale);

  const onPay = async () => {
    const w = paying.item;
    paying.hide();
    if (!w) return;
    try {
      await pay(w.id).unwrap();
      notify({ message: t('operator.w.paid') });
    } catch (e) {
      notify({ message: problemOf(e), type: 'danger' });
    }
  };
  const onReject = async (reason: string) => {
    if (!rejecting.item) return;
    try {
      await reject({ id: rejecting.item.id, reason }).unwrap();
      rejecting.hide();
      notify({ message: t('operator.w.rejected') });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };

  return (
    <div className="operator-tab">
      <ChoiceChips label={t('operator.filter')} value={filter} onChange={setFilter} options={FILTERS.map((f) => ({ value: f, label: t(`operator.w.filter.${f}`) }))} />
      <QueueList items={data?.withdrawals} error={error} onRetry={() => void refetch()} busy={isFetching} empty={t('operator.w.empty')}>
        {(w) => <WithdrawalRow key={w.id} w={w} onPay={() => paying.show(w)} onReject={() => { setProblem(undefined); rejecting.show(w); }} />}
      </QueueList>
      <ConfirmDialog
        open={paying.open} title={paying.item ? t('operator.w.payTitle', { amount: amountOf(paying.item), name: paying.item.userName }) : undefined}
        acceptLabel={t('operator.w.pay')} cancelLabel={t('operator.cancel')} onAccept={() => void onPay()} onCancel={paying.hide}
      >
        {paying.item ? <p>{t('operator.w.payText', { details: paying.item.details })}</p> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting.open} busy={rejectState.isLoading || payState.isLoading} problem={problem}
        title={rejecting.item ? t('operator.w.rejectTitle', { amount: amountOf(rejecting.item), name: rejecting.item.userName }) : ''}
        text={t('operator.w.rejectText')} acceptLabel={t('operator.w.reject')}
        onAccept={(reason) => void onReject(reason)} onCancel={rejecting.hide}
      />
    </div>
  );
}
