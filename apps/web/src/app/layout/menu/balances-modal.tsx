import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { platform } from '../../../shared/lib/platform';
import { useMenuConfig, useShowcase } from '../../../shared/lib/startup';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Modal } from '../../../shared/ui/modal';
import { balanceBotLink, type BalanceBlock, type BalanceType } from './menu-rules';

interface BalancesModalProps {
  /** likechain (network) or local (page); null when closed. */
  type: BalanceType | null;
  blocks: BalanceBlock[];
  onClose: () => void;
}

/** "Балансы страницы": the chosen balance and a top-up through the network bot, after a confirmation. */
export function BalancesModal({ type, blocks, onClose }: BalancesModalProps) {
  const t = useT();
  const intl = useIntl();
  const menu = useMenuConfig();
  const showcase = useShowcase();
  const [confirming, setConfirming] = useState(false);
  const [shownType, setShownType] = useState<BalanceType>('likechain');
  if (type !== null && type !== shownType) setShownType(type);

  const network = showcase?.networkName ?? '';
  const bot = menu?.likechain_showcase.telegram_bot_name ?? '';
  const block = blocks.find((b) => b.type === shownType);
  const label = shownType === 'likechain' ? t('menu.balance.network', { network }) : t('menu.balance.local');

  return (
    <>
      <Modal open={type !== null} onClose={onClose} title={t('balances.title')} className={`balances-modal balances-modal--${shownType}`}>
        <p className="balances-modal__row">
          <span>{label}</span>
          <strong>{formatAmount(block?.amount, intl.locale)}</strong>
        </p>
        {bot && showcase ? (
          <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
            {t('balances.topUp')}
          </button>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={confirming}
        acceptLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setConfirming(false)}
        onAccept={() => {
          setConfirming(false);
          if (showcase) platform.openLink(balanceBotLink(bot, shownType, showcase.showcaseId));
        }}
      >
        <p>{t('balances.redirect', { network })}</p>
      </ConfirmDialog>
    </>
  );
}
