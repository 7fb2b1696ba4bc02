import type { OperatorUser } from '@storefront/contract/operator';
import { useState } from 'react';
import { useNotify } from '../../../app/use-notify';
import { ScreenState } from '../../../shared/commerce/screen-state';
import { formatDate } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ErrorFallback, errorMessageOf } from '../../../shared/ui/error-fallback';
import { Check } from '../../../shared/ui/form-field';
import { PageLoader } from '../../../shared/ui/loader';
import { useOperatorUsersQuery, useSetUserBanMutation } from '../api';
import { useOperatorT } from '../messages';
import { problemOf } from './problem';
import { ReasonDialog } from './reason-dialog';
import { SearchField } from './search-field';
import { useTarget } from './use-target';

function UserRow({ u, onBan, onUnban }: { u: OperatorUser; onBan: () => void; onUnban: () => void }) {
  const t = useOperatorT();
  return (
    <li className={`seller-card operator-item${u.isBanned ? ' operator-item--blocked' : ''}`}>
      <div className="operator-item__head">
        <strong>{u.name}</strong>
        {u.isBanned ? <span className="operator-badge operator-badge--rejected">{t('operator.u.banned')}</span> : null}
        {u.role === 'operator' ? <span className="operator-badge">{t('operator.u.operator')}</span> : null}
      </div>
      <p className="muted">
        <span dir="ltr">{u.refCode}</span>
        {u.username ? <> · <span dir="ltr">@{u.username}</span></> : null} · {t('operator.u.since', { date: formatDate(new Date(u.createdAt)) })}
      </p>
      <p className="muted">{t('operator.u.orders', { count: u.ordersCount })} · {t('operator.u.showcases', { count: u.showcasesOwned })}</p>
      {u.ban ? <p className="operator-item__note">{t('operator.u.bannedBecause', { date: formatDate(new Date(u.ban.bannedAt)), reason: u.ban.reason })}</p> : null}
      {u.role === 'operator' ? null : (
        <div className="seller__row">
          {u.isBanned ? (
            <button type="button" className="button button--primary" aria-label={`${t('operator.u.unban')}: ${u.name}`} onClick={onUnban}>{t('operator.u.unban')}</button>
          ) : (
            <button type="button" className="button button--secondary" aria-label={`${t('operator.u.ban')}: ${u.name}`} onClick={onBan}>{t('operator.u.ban')}</button>
          )}
        </div>
      )}
    </li>
  );
}

/** Members of the network by name, ref code or Telegram username; a network-wide ban with a reason, and its lifting. */
export function UsersTab() {
  const t = useOperatorT();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [bannedOnly, setBannedOnly] = useState(false);
  const { data, error, refetch, isFetching } = useOperatorUsersQuery({ search, banned: bannedOnly });
  const [setBan, { isLoading }] = useSetUserBanMutation();
  const banning = useTarget<OperatorUser>();
  const unbanning = useTarget<OperatorUser>();
  const [problem, setProblem] = useState<string>();

  const onBan = async (reason: string) => {
    const u = banning.item;
    if (!u) return;
    try {
      await setBan({ id: u.id, ban: true, reason }).unwrap();
      banning.hide();
      notify({ message: t('operator.u.banned.done', { name: u.name }) });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  const onUnban = async () => {
    const u = unbanning.item;
    unbanning.hide();
    if (!u) return;
    try {
      await setBan({ id: u.id, ban: false }).unwrap();
      notify({ message: t('operator.u.unbanned', { name: u.name }) });
    } catch (e) {
      notify({ message: problemOf(e), type: 'danger' });
    }
  };

  return (
    <div className="operator-tab">
      <SearchField label={t('operator.u.search')} onSearch={setSearch} />
      <Check label={t('operator.u.bannedOnly')} checked={bannedOnly} onChange={setBannedOnly} />
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data && data.users.length === 0 ? <ScreenState title={t('operator.u.empty')} /> : null}
      {data && data.users.length > 0 ? (
        <ul className="seller-list" aria-busy={isFetching}>
          {data.users.map((u) => (
            <UserRow key={u.id} u={u} onBan={() => { setProblem(undefined); banning.show(u); }} onUnban={() => unbanning.show(u)} />
          ))}
        </ul>
      ) : null}
      <ReasonDialog
        open={banning.open} busy={isLoading} problem={problem} title={banning.item ? t('operator.u.banTitle', { name: banning.item.name }) : ''}
        text={t('operator.u.banText')} acceptLabel={t('operator.u.ban')} onAccept={(reason) => void onBan(reason)} onCancel={banning.hide}
      />
      <ConfirmDialog
        open={unbanning.open} title={unbanning.item ? t('operator.u.unbanTitle', { name: unbanning.item.name }) : undefined}
        acceptLabel={t('operator.u.unban')} cancelLabel={t('operator.cancel')} onAccept={() => void onUnban()} onCancel={unbanning.hide}
      >
        <p>{t('operator.u.unbanText')}</p>
      </ConfirmDialog>
    </div>
  );
}
