import type { WithdrawalStatus } from '@storefront/contract/bonuses';
import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { usePayWithdrawalMutation, useRejectWithdrawalMutation, useWithdrawalRequestsQuery, type WithdrawalRequest } from '../api';
import { useOperatorT } from '../messages';
import { AdjustCard } from './adjust-card';
import { QueueFilter } from './choice-chips';
import { problemOf } from './problem';
import { QueueList } from './queue-list';
import { ReasonDialog } from './reason-dialog';
import { useTarget } from './use-target';

type Filter = WithdrawalStatus | 'all';
const FILTERS: readonly Filter[] = ['requested', 'processing', 'paid', 'rejected', 'all'];

interface RowActions {
  onPay: () => void;
  onManual: () => void;
  onReject: () => void;
}

function WithdrawalRow({ w, onPay, onManual, onReject }: { w: WithdrawalRequest } & RowActions) {
  const t = useOperatorT();
  const { locale } = useIntl();
  return (
    <li className="card seller-card operator-item">
      <div className="operator-item__head">
        <strong>{w.userName}</strong>
        <span className={`operator-badge operator-badge--${w.status}`}>{t(`operator.w.status.${w.status}`)}</span>
      </div>
      <p className="operator-item__amount">{t('operator.w.amount', { amount: formatMoney(w.amount, locale), count: w.amount })}</p>
      {w.showcaseId !== null ? <p className="muted">{t('operator.w.showcase', { id: w.showcaseId })}</p> : null}
      <p className="muted">
        {t(`operator.w.method.${w.method}`)} · <bdi dir="ltr">{w.details}</bdi> ·{' '}
        {t('operator.w.created', { date: formatDate(new Date(w.createdAt)) })}
      </p>
      {w.decidedAt ? <p className="muted">{t('operator.w.decided', { date: formatDate(new Date(w.decidedAt)) })}</p> : null}
      {w.status === 'processing' ? <p className="muted">{t('operator.w.processing')}</p> : null}
      {w.paidReference ? <p className="muted">{t('operator.w.referenceShown', { reference: w.paidReference })}</p> : null}
      {w.payoutError ? (
        <p className="field__problem" role="status">
          {t('operator.w.payoutError', { error: w.payoutError })}
        </p>
      ) : null}
      {w.rejectReason ? <p className="muted">{t('operator.w.rejectReason', { reason: w.rejectReason })}</p> : null}
      {w.status === 'requested' ? (
        <div className="seller__row">
          <button type="button" className="button button--primary" onClick={onPay}>
            {t('operator.w.pay')}
          </button>
          <button type="button" className="button button--secondary" onClick={onManual}>
            {t('operator.w.payManual')}
          </button>
          <button type="button" className="button button--secondary" onClick={onReject}>
            {t('operator.w.reject')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The withdrawal queue: requests waiting for a decision first. «Выплатить» pays through the payout provider
 * (YooKassa Payouts, the sandbox under DEMO); «Отметить выплаченной» records a transfer made by hand with its reference.
 */
export function WithdrawalsTab() {
  const t = useOperatorT();
  const { locale } = useIntl();
  const notify = useNotify();
  const [filter, setFilter] = useState<Filter>('requested');
  const { data, error, refetch, isFetching } = useWithdrawalRequestsQuery(filter === 'all' ? undefined : filter);
  const [pay, payState] = usePayWithdrawalMutation();
  const [reject, rejectState] = useRejectWithdrawalMutation();
  const paying = useTarget<WithdrawalRequest>();
  const marking = useTarget<WithdrawalRequest>();
  const rejecting = useTarget<WithdrawalRequest>();
  const [problem, setProblem] = useState<string>();
  const amountOf = (w: WithdrawalRequest) => formatMoney(w.amount, locale);

  const onPay = async () => {
    const w = paying.item;
    paying.hide();
    if (!w) return;
    try {
      const { withdrawal } = await pay({ id: w.id, mode: 'provider' }).unwrap();
      notify({ message: withdrawal.status === 'paid' ? t('operator.w.paidNow') : t('operator.w.paid') });
    } catch (e) {
      notify({ message: problemOf(e), type: 'danger' });
    }
  };
  const onManual = async (reference: string) => {
    if (!marking.item) return;
    try {
      await pay({ id: marking.item.id, mode: 'manual', reference }).unwrap();
      marking.hide();
      notify({ message: t('operator.w.paidNow') });
    } catch (e) {
      setProblem(problemOf(e));
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
      <QueueFilter values={FILTERS} value={filter} onChange={setFilter} labelOf={(f) => t(`operator.w.filter.${f}`)} />
      <QueueList items={data?.withdrawals} error={error} onRetry={() => void refetch()} busy={isFetching} empty={t('operator.w.empty')}>
        {(w) => (
          <WithdrawalRow
            key={w.id}
            w={w}
            onPay={() => paying.show(w)}
            onManual={() => {
              setProblem(undefined);
              marking.show(w);
            }}
            onReject={() => {
              setProblem(undefined);
              rejecting.show(w);
            }}
          />
        )}
      </QueueList>
      <AdjustCard />
      <ConfirmDialog
        open={paying.open}
        title={
          paying.item ? t('operator.w.payTitle', { amount: amountOf(paying.item), count: paying.item.amount, name: paying.item.userName }) : undefined
        }
        acceptLabel={t('operator.w.pay')}
        cancelLabel={t('operator.cancel')}
        onAccept={() => void onPay()}
        onCancel={paying.hide}
      >
        {paying.item ? <p>{t('operator.w.payText', { details: `\u2066${paying.item.details}\u2069` })}</p> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={marking.open}
        busy={payState.isLoading}
        problem={problem}
        title={
          marking.item ? t('operator.w.manualTitle', { amount: amountOf(marking.item), count: marking.item.amount, name: marking.item.userName }) : ''
        }
        text={t('operator.w.manualText')}
        label={t('operator.w.reference')}
        hint={t('operator.w.referenceHint')}
        short={t('operator.w.referenceShort')}
        acceptLabel={t('operator.w.payManual')}
        onAccept={(reference) => void onManual(reference)}
        onCancel={marking.hide}
      />
      <ReasonDialog
        open={rejecting.open}
        busy={rejectState.isLoading || payState.isLoading}
        problem={problem}
        title={
          rejecting.item
            ? t('operator.w.rejectTitle', { amount: amountOf(rejecting.item), count: rejecting.item.amount, name: rejecting.item.userName })
            : ''
        }
        text={t('operator.w.rejectText')}
        acceptLabel={t('operator.w.reject')}
        onAccept={(reason) => void onReject(reason)}
        onCancel={rejecting.hide}
      />
    </div>
  );
}
