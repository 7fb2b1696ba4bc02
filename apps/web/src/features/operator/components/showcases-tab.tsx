import type { OperatorShowcase } from '@storefront/contract/operator';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format';
import { useOperatorShowcasesQuery, useSetShowcaseBlockMutation } from '../api';
import { useOperatorT } from '../messages';
import { QueueList } from './queue-list';
import { ReasonToggleButton, ReasonToggleDialogs, useReasonToggle, type ReasonToggle } from './reason-toggle';
import { SearchField } from './search-field';

const BLOCKED = 3;
const STORE = 2;
type StateKey = 'operator.s.state.0' | 'operator.s.state.1' | 'operator.s.state.2' | 'operator.s.state.3';
const stateKey = (stateId: number) => `operator.s.state.${stateId}` as StateKey;

function ShowcaseRow({ s, blocks }: { s: OperatorShowcase; blocks: ReasonToggle<OperatorShowcase> }) {
  const t = useOperatorT();
  const blocked = s.stateId === BLOCKED;
  return (
    <li className={`card seller-card operator-item${blocked ? ' operator-item--blocked' : ''}`}>
      <div className="operator-item__head">
        <strong>{s.name}</strong>
        <span className={`operator-badge${blocked ? ' operator-badge--rejected' : ''}`}>{t(stateKey(s.stateId))}</span>
      </div>
      <p className="muted">
        <span dir="ltr">{s.alias}</span> · {t('operator.s.owner', { name: s.ownerName })} <span dir="ltr">({s.ownerRefCode})</span>
      </p>
      <p className="muted">
        {t('operator.s.orders', { count: s.ordersCount })} · {t('operator.s.products', { count: s.visibleProducts })} ·{' '}
        {t('operator.s.admins', { count: s.adminsCount })}
      </p>
      {s.block ? (
        <p className="operator-item__note">
          {t('operator.s.blockedBecause', { date: formatDate(new Date(s.block.blockedAt)), reason: s.block.reason })}
        </p>
      ) : null}
      <ReasonToggleButton toggle={blocks} item={s} applied={blocked} name={s.name} />
    </li>
  );
}

/** Every showcase of the network: block (with a reason the owner is told) and unblock behind a confirm. */
export function ShowcasesTab() {
  const t = useOperatorT();
  const [search, setSearch] = useState('');
  const { data, error, refetch, isFetching } = useOperatorShowcasesQuery(search);
  const [setBlock, { isLoading }] = useSetShowcaseBlockMutation();
  const blocks = useReasonToggle<OperatorShowcase>({
    apply: (s, reason) => setBlock({ id: s.id, block: true, reason }).unwrap(),
    revert: (s) => setBlock({ id: s.id, block: false }).unwrap(),
    applied: (s) => t('operator.s.blocked', { name: s.name }),
    reverted: (s) => t('operator.s.unblocked', { name: s.name }),
    applyLabel: t('operator.s.block'),
    revertLabel: t('operator.s.unblock'),
  });

  return (
    <div className="operator-tab">
      <SearchField label={t('operator.s.search')} onSearch={setSearch} />
      <QueueList items={data?.showcases} error={error} onRetry={() => void refetch()} busy={isFetching} empty={t('operator.s.empty')}>
        {(s) => <ShowcaseRow key={s.id} s={s} blocks={blocks} />}
      </QueueList>
      <ReasonToggleDialogs
        toggle={blocks}
        busy={isLoading}
        applyTitle={(s) => t('operator.s.blockTitle', { name: s.name })}
        applyText={t('operator.s.blockText')}
        revertTitle={(s) => t('operator.s.unblockTitle', { name: s.name })}
        revertText={(s) => t('operator.s.unblockText', { state: t(stateKey(s.block?.previousStateId ?? STORE)) })}
      />
    </div>
  );
}
