import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { clampPage, fromResponsePage, toRequestPage } from '../../shared/lib/pagination';
import { useSession, useShowcase, useStartupConfig } from '../../shared/lib/startup';
import { useDisclosure } from '../../shared/lib/use-disclosure';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { Loader } from '../../shared/ui/loader';
import { Pagination } from '../../shared/ui/pagination';
import { useBonusTransactionsQuery } from './api';
import { BalanceSummary, type HeadingLevel } from './components/balance-summary';
import { SortIcon } from './components/bonus-icons';
import { SortDialog, sortLabel } from './components/sort-dialog';
import { TransactionItem } from './components/transaction-item';
import { WithdrawDialog } from './components/withdraw-dialog';
import { BonusesMessages, useBonusesT } from './messages';
import { readSortChoice, sortParam, writeSortChoice, type SortChoice } from './rules';
import './bonuses.css';

export interface BonusesScreenProps {
  headingLevel?: HeadingLevel;
  /** Called when a link leaves the screen (the footer dialog closes itself then). */
  onNavigate?: () => void;
}

function BonusesView({ headingLevel = 2, onNavigate }: BonusesScreenProps) {
  const t = useBonusesT();
  const network = useShowcase()?.networkName ?? '';
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortChoice>(readSortChoice);
  const sortDialog = useDisclosure();
  const withdraw = useDisclosure();
  const { data, error, isFetching, refetch } = useBonusTransactionsQuery({ page: toRequestPage(page), sort: sortParam(sort) });

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <Loader />;
  const totalPages = Math.max(1, data.pager.totalPages);
  // The page asked for (the previous answer stays on screen while the next one loads), clamped to what exists.
  const current = clampPage(isFetching ? page : Math.min(page, fromResponsePage(data.pager.currentPage)), totalPages);
  const chooseSort = (choice: SortChoice) => {
    writeSortChoice(choice);
    setSort(choice);
    setPage(1);
  };

  return (
    <section className="bonuses" aria-busy={isFetching || undefined}>
      <BalanceSummary data={data} network={network} headingLevel={headingLevel} />
      <div className="bonuses__actions">
        <button type="button" className="button button--primary" onClick={withdraw.show}>
          {t('bonuses.withdraw.open', { network })}
        </button>
        <Link className="button button--secondary" to={paths.bonusesTransfer} onClick={onNavigate}>
          {t('bonuses.transfer.open')}
        </Link>
      </div>
      <div className="bonuses__toolbar">
        <h3 className="bonuses__subtitle">{t('bonuses.history')}</h3>
        <button
          type="button"
          className="chip bonuses__sort"
          onClick={sortDialog.show}
          aria-haspopup="dialog"
          aria-label={t('bonuses.sort.open', { choice: t(sortLabel(sort)) })}
        >
          <SortIcon size={16} />
          {t(sortLabel(sort))}
        </button>
      </div>
      {data.BonusTransactions.length === 0 ? (
        <p className="muted">{t('bonuses.empty')}</p>
      ) : (
        <ul className="bonus-tx-list" aria-label={t('bonuses.tx.list')}>
          {data.BonusTransactions.map((tx) => (
            <TransactionItem key={tx.Id} tx={tx} network={network} />
          ))}
        </ul>
      )}
      <Pagination page={current} totalPages={totalPages} onChange={setPage} />
      {sortDialog.requested ? <SortDialog open={sortDialog.open} value={sort} onChange={chooseSort} onClose={sortDialog.hide} /> : null}
      {withdraw.requested ? <WithdrawDialog open={withdraw.open} onClose={withdraw.hide} /> : null}
    </section>
  );
}

/** Spec §2 "Bonuses screen": balances, pending, paged transactions, the sort modal and the withdrawal dialog. */
export function BonusesScreen(props: BonusesScreenProps) {
  const { isLogged } = useSession();
  const known = useStartupConfig() !== undefined || isLogged;
  return (
    <BonusesMessages>
      {!known ? <Loader /> : isLogged ? <BonusesView {...props} /> : <LoggedOut headingLevel={props.headingLevel ?? 2} />}
    </BonusesMessages>
  );
}

function LoggedOut({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useBonusesT();
  return (
    <section className="bonuses">
      <BalanceSummary
        data={{ balance: { GlobalValue: 0, LocalValue: 0 }, Expected: { GlobalValue: 0, LocalValue: 0 }, Reserved: 0 }}
        network=""
        headingLevel={headingLevel}
      />
      <p className="muted">{t('bonuses.login')}</p>
    </section>
  );
}
