import type { ClaimDecision } from '@storefront/contract/claims';
import type { OperatorClaim } from '@storefront/contract/operator';
import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { OrderRefundsList } from '../../../shared/commerce/order-view';
import { useNotify } from '../../../shared/lib/use-notify';
import { formatPrice } from '../../../shared/commerce/money';
import { resolveBaseUrl } from '../../../shared/lib/api';
import { formatDate } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Field } from '../../../shared/ui/form-field';
import { useDecideClaimMutation, useOperatorClaimsQuery } from '../api';
import { useOperatorT } from '../messages';
import { QueueFilter } from './choice-chips';
import { problemOf } from './problem';
import { QueueList } from './queue-list';

const FILTERS = ['open', 'decided'] as const;
type Filter = (typeof FILTERS)[number];

/** One claim with the decisions its status allows; a rejection needs an answer, an approval a confirm. */
function ClaimCard({ claim }: { claim: OperatorClaim }) {
  const t = useOperatorT();
  const { locale } = useIntl();
  const notify = useNotify();
  const [decide, { isLoading }] = useDecideClaimMutation();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  // Escalated: the buyer disputes the seller's rejection, and the decision is the operator's now.
  const open = claim.status === 'new' || claim.status === 'in_review' || claim.status === 'escalated';

  const run = async (decision: ClaimDecision) => {
    setConfirming(false);
    if (decision === 'rejected' && answer.trim() === '') {
      setProblem(t('operator.c.answerRequired'));
      return;
    }
    try {
      await decide({ id: claim.id, decision, ...(answer.trim() ? { answer: answer.trim() } : {}) }).unwrap();
      setProblem(undefined);
      notify({ message: t('operator.c.done') });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };

  return (
    <li className="card seller-card operator-item">
      <div className="operator-item__head">
        <strong>{t('operator.c.order', { number: claim.orderNumber, showcase: claim.showcaseName })}</strong>
        <span className={`operator-badge operator-badge--${claim.status}`}>{t(`operator.c.status.${claim.status}`)}</span>
      </div>
      <p className="muted">
        {t('operator.c.buyer', { name: claim.buyerName })} · {t('operator.c.created', { date: formatDate(new Date(claim.createdAt)) })}
      </p>
      {claim.lines && claim.lines.length > 0 ? (
        <ul className="operator-claim-lines" aria-label={t('operator.c.lines')}>
          {claim.lines.map((l) => (
            <li key={l.id}>
              {t('operator.c.claimedLine', {
                name: l.name,
                article: l.article,
                claimed: l.claimed,
                quantity: l.quantity,
                price: formatPrice(l.price, locale),
              })}
              {l.approved !== null ? ` — ${t('operator.c.returned', { count: l.approved })}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('operator.c.line', {
            name: claim.productName,
            article: claim.article,
            quantity: claim.quantity,
            price: formatPrice(claim.price, locale),
          })}
        </p>
      )}
      {claim.escalationNote ? <p className="operator-item__note">{t('operator.c.escalationNote', { note: claim.escalationNote })}</p> : null}
      <p>
        <strong>{t(`operator.c.reason.${claim.reason}`)}.</strong> {claim.description}
      </p>
      {claim.photos > 0 ? (
        <p className="seller__row">
          {Array.from({ length: claim.photos }, (_, i) => (
            <a key={i} className="chip" href={`${resolveBaseUrl()}/account/claims/${claim.id}/photos/${i + 1}`} target="_blank" rel="noreferrer">
              {t('operator.c.photo', { n: i + 1 })}
            </a>
          ))}
        </p>
      ) : null}
      <OrderRefundsList refunds={claim.refunds} />
      {claim.answer ? <p className="operator-item__note">{t('operator.c.answered', { answer: claim.answer })}</p> : null}
      {open ? (
        <>
          <Field
            label={t('operator.c.answer')}
            value={answer}
            onChange={setAnswer}
            multiline
            maxLength={2000}
            hint={t('operator.c.answerHint')}
            error={problem}
          />
          <div className="seller__row">
            {claim.status === 'new' ? (
              <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void run('in_review')}>
                {t('operator.c.inReview')}
              </button>
            ) : null}
            <button type="button" className="button button--primary" disabled={isLoading} onClick={() => setConfirming(true)}>
              {t('operator.c.approve')}
            </button>
            <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void run('rejected')}>
              {t('operator.c.reject')}
            </button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={t('operator.c.approveTitle', { number: claim.orderNumber })}
            acceptLabel={t('operator.c.approve')}
            cancelLabel={t('operator.cancel')}
            onAccept={() => void run('approved')}
            onCancel={() => setConfirming(false)}
          >
            <p>{t('operator.c.approveText')}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </li>
  );
}

/** Claims of every showcase: the open ones (oldest first) to decide, the decided ones as history. */
export function ClaimsTab() {
  const t = useOperatorT();
  const [filter, setFilter] = useState<Filter>('open');
  const { data, error, refetch, isFetching } = useOperatorClaimsQuery(filter);
  return (
    <div className="operator-tab">
      <QueueFilter values={FILTERS} value={filter} onChange={setFilter} labelOf={(f) => t(`operator.c.filter.${f}`)} />
      <QueueList
        items={data?.claims}
        error={error}
        onRetry={() => void refetch()}
        busy={isFetching}
        empty={t(filter === 'open' ? 'operator.c.empty.open' : 'operator.c.empty.decided')}
      >
        {(c) => <ClaimCard key={c.id} claim={c} />}
      </QueueList>
    </div>
  );
}
