import { useIntl } from '../../../shared/lib/intl';
import { generatePath, Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { paths } from '../../../shared/lib/paths';
import { useShowcase } from '../../../shared/lib/startup';
import { Modal } from '../../../shared/ui/modal';
import type { BalanceBlock, BalanceType } from './menu-rules';
import { useState } from 'react';

interface BalancesModalProps {
  /** likechain (network) or local (page); null when closed. */
  type: BalanceType | null;
  blocks: BalanceBlock[];
  onClose: () => void;
}

/** "Балансы страницы": the chosen balance, what is still expected, and the way to the showcase's money (withdraw, top up). */
export function BalancesModal({ type, blocks, onClose }: BalancesModalProps) {
  const t = useT();
  const intl = useIntl();
  const showcase = useShowcase();
  const [shownType, setShownType] = useState<BalanceType>('likechain');
  if (type !== null && type !== shownType) setShownType(type);

  const network = showcase?.networkName ?? '';
  const block = blocks.find((b) => b.type === shownType);
  const label = shownType === 'likechain' ? t('menu.balance.network', { network }) : t('menu.balance.local');

  return (
    <Modal open={type !== null} onClose={onClose} title={t('balances.title')} className={`balances-modal balances-modal--${shownType}`}>
      <p className="balances-modal__row">
        <span>{label}</span>
        <strong dir="ltr">{formatMoney(block?.amount, intl.locale)}</strong>
      </p>
      {block && block.pending > 0 ? (
        <p className="balances-modal__row muted">
          <span>{t('balances.pending')}</span>
          <span dir="ltr">{formatMoney(block.pending, intl.locale)}</span>
        </p>
      ) : null}
      {showcase ? (
        <Link className="button button--primary" to={generatePath(paths.showcaseMoney, { id: String(showcase.showcaseId) })} onClick={onClose}>
          {t(shownType === 'likechain' ? 'balances.withdraw' : 'balances.topUp')}
        </Link>
      ) : null}
    </Modal>
  );
}
