import type { OperatorShowcase } from '@storefront/contract/operator';
import { useState } from 'react';
import { useNotify } from '../../../app/use-notify';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { formatDate } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorFallback, errorMessageOf } from '../../../shared/ui/error-fallback';
import { PageLoader } from '../../../shared/ui/loader';
import { useOperatorShowcasesQuery, useSetShowcaseBlockMutation } from '../api';
import { useOperatorT } from '../messages';
import { problemOf } from './problem';
import { ReasonDialog } from './reason-dialog';
import { SearchField } from './search-field';
import { useTarget } from './use-target';

const BLOCKED = 3;
const STORE = 2;
type StateKey = 'operator.s.state.0' | 'operator.s.state.1' | 'operator.s.state.2' | 'operator.s.state.3';
const stateKey = (stateId: number) => `operator.s.state.${stateId}` as StateKey;

function ShowcaseRow({ s, onBlock, onUnblock }: { s: OperatorShowcase; onBlock: () => void; onUnblock: () => void }) {
  const t = useOperatorT();
  const blocked = s.stateId === BLOCKED;
  return (
    <li className={`seller-card operator-item${blocked ? ' operator-item--blocked' : ''}`}>
      <div className="operator-item__head">
        <strong>{s.name}</strong>
        <span className={`operator-badge${blocked ? ' operator-badge--rejected' : ''}`}>{t(stateKey(s.stateId))}</span>
      </div>
      <p className="muted"><span dir="ltr">{s.alias}</span> · {t('operator.s.owner', { name: s.ownerName })} <span dir="ltr">({s.ownerRefCode})</span></p>
      <p className="muted">
        {t('operator.s.orders', { count: s.ordersCount })} · {t('operator.s.products', { count: s.visibleProducts })} · {t('operator.s.admins', { count: s.adminsCount })}
      </p>
      {s.block ? <p className="operator-item__note">{t('operator.s.blockedBecause', { date: formatDate(new Date(s.block.blockedAt)), reason: s.block.reason })}</p> : null}
      <div className="seller__row">
        {blocked ? (
          <button type="button" className="button button--primary" aria-label={`${t('operator.s.unblock')}: ${s.name}`} onClick={onUnblock}>{t('operator.s.unblock')}</button>
        ) : (
          <button type="button" className="button button--secondary" aria-label={`${t('operator.s.block')}: ${s.name}`} onClick={onBlock}>{t('operator.s.block')}</button>
        )}
      </div>
    </li>
  );
}

/** Every showcase of the network: block (with a reason the owner is told) and unblock behind a confirm. */
export function ShowcasesTab() {
  const t = useOperatorT();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const { data, error, refetch, isFetching } = useOperatorShowcasesQuery(search);
  const [setBlock, { isLoading }] = useSetShowcaseBlockMutation();
  const blocking = useTarget<OperatorShowcase>();
  const unblocking = useTarget<OperatorShowcase>();
  const [problem, setProblem] = useState<string>();

  const onBlock = async (reason: string) => {
    const s = blocking.item;
    if (!s) return;
    try {
      await setBlock({ id: s.id, block: true, reason }).unwrap();
      blocking.hide();
      notify({ message: t('operator.s.blocked', { name: s.name }) });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  const onUnblock = async () => {
    const s = unblocking.item;
    unblocking.hide();
    if (!s) return;
    try {
      await setBlock({ id: s.id, block: false }).unwrap();
      notify({ message: t('operator.s.unblocked', { name: s.name }) });
    } catch (e) {
      notify({ message: problemOf(e), type: 'danger' });
    }
  };

  return (
    <div className="operator-tab">
      <SearchField label={t('operator.s.search')} onSearch={setSearch} />
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.showcases.length === 0 ? <ScreenState title={t('operator.s.empty')} /> : null}
      {data && data.showcases.length > 0 ? (
        <ul className="seller-list" aria-busy={isFetching}>
          {data.showcases.map((s) => (
            <ShowcaseRow key={s.id} s={s} onBlock={() => { setProblem(undefined); blocking.show(s); }} onUnblock={() => unblocking.show(s)} />
          ))}
        </ul>
      ) : null}
      <ReasonDialog
        open={blocking.open} busy={isLoading} problem={problem} title={blocking.item ? t('operator.s.blockTitle', { name: blocking.item.name }) : ''}
        text={t('operator.s.blockText')} acceptLabel={t('operator.s.block')} onAccept={(reason) => void onBlock(reason)} onCancel={blocking.hide}
      />
      <ConfirmDialog
        open={unblocking.open} title={unblocking.item ? t('operator.s.unblockTitle', { name: unblocking.item.name }) : undefined}
        acceptLabel={t('operator.s.unblock')} cancelLabel={t('operator.cancel')} onAccept={() => void onUnblock()} onCancel={unblocking.hide}
      >
        {unblocking.item ? <p>{t('operator.s.unblockText', { state: t(stateKey(unblocking.item.block?.previousStateId ?? STORE)) })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
