import type { OperatorUser } from '@storefront/contract/operator';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format';
import { Check } from '../../../shared/ui/form-field';
import { useOperatorUsersQuery, useSetUserBanMutation } from '../api';
import { useOperatorT } from '../messages';
import { QueueList } from './queue-list';
import { ReasonToggleButton, ReasonToggleDialogs, useReasonToggle, type ReasonToggle } from './reason-toggle';
import { SearchField } from './search-field';

function UserRow({ u, bans }: { u: OperatorUser; bans: ReasonToggle<OperatorUser> }) {
  const t = useOperatorT();
  return (
    <li className={`card seller-card operator-item${u.isBanned ? ' operator-item--blocked' : ''}`}>
      <div className="operator-item__head">
        <strong>{u.name}</strong>
        {u.isBanned ? <span className="operator-badge operator-badge--rejected">{t('operator.u.banned')}</span> : null}
        {u.role === 'operator' ? <span className="operator-badge">{t('operator.u.operator')}</span> : null}
      </div>
      <p className="muted">
        <span dir="ltr">{u.refCode}</span>
        {u.username ? (
          <>
            {' '}
            · <span dir="ltr">@{u.username}</span>
          </>
        ) : null}{' '}
        · {t('operator.u.since', { date: formatDate(new Date(u.createdAt)) })}
      </p>
      <p className="muted">
        {t('operator.u.orders', { count: u.ordersCount })} · {t('operator.u.showcases', { count: u.showcasesOwned })}
      </p>
      {u.ban ? (
        <p className="operator-item__note">{t('operator.u.bannedBecause', { date: formatDate(new Date(u.ban.bannedAt)), reason: u.ban.reason })}</p>
      ) : null}
      {u.role === 'operator' ? null : <ReasonToggleButton toggle={bans} item={u} applied={u.isBanned} name={u.name} />}
    </li>
  );
}

/** Members of the network by name, ref code or Telegram username; a network-wide ban with a reason, and its lifting. */
export function UsersTab() {
  const t = useOperatorT();
  const [search, setSearch] = useState('');
  const [bannedOnly, setBannedOnly] = useState(false);
  const { data, error, refetch, isFetching } = useOperatorUsersQuery({ search, banned: bannedOnly });
  const [setBan, { isLoading }] = useSetUserBanMutation();
  const bans = useReasonToggle<OperatorUser>({
    apply: (u, reason) => setBan({ id: u.id, ban: true, reason }).unwrap(),
    revert: (u) => setBan({ id: u.id, ban: false }).unwrap(),
    applied: (u) => t('operator.u.banned.done', { name: u.name }),
    reverted: (u) => t('operator.u.unbanned', { name: u.name }),
    applyLabel: t('operator.u.ban'),
    revertLabel: t('operator.u.unban'),
  });

  return (
    <div className="operator-tab">
      <SearchField label={t('operator.u.search')} onSearch={setSearch} />
      <Check label={t('operator.u.bannedOnly')} checked={bannedOnly} onChange={setBannedOnly} />
      <QueueList items={data?.users} error={error} onRetry={() => void refetch()} busy={isFetching} empty={t('operator.u.empty')}>
        {(u) => <UserRow key={u.id} u={u} bans={bans} />}
      </QueueList>
      <ReasonToggleDialogs
        toggle={bans}
        busy={isLoading}
        applyTitle={(u) => t('operator.u.banTitle', { name: u.name })}
        applyText={t('operator.u.banText')}
        revertTitle={(u) => t('operator.u.unbanTitle', { name: u.name })}
        revertText={() => t('operator.u.unbanText')}
      />
    </div>
  );
}
