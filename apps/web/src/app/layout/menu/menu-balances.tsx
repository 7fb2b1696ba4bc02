import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatMoney } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { useMenuConfig, useSession, useShowcase } from '../../../shared/lib/startup';
import { WalletIcon } from '../../../shared/ui/icons';
import { BalancesModal } from './balances-modal';
import { balanceBlocks, type BalanceType } from './menu-rules';

/** Admin balance blocks: "Баланс {network}" and "Баланс страницы", each opening the balances modal. */
export function MenuBalances() {
  const t = useT();
  const intl = useIntl();
  const menu = useMenuConfig();
  const { isAdmin } = useSession();
  const network = useShowcase()?.networkName ?? '';
  const [type, setType] = useState<BalanceType | null>(null);
  const blocks = balanceBlocks({ isAdmin, balance: menu?.showcaseBalance });
  if (blocks.length === 0) return null;
  return (
    <div className="menu-balances">
      {blocks.map((block) => (
        <button key={block.type} type="button" className="menu-balances__block" onClick={() => setType(block.type)}>
          <WalletIcon size={20} />
          <span className="menu-balances__label">
            {block.type === 'likechain' ? t('menu.balance.network', { network }) : t('menu.balance.local')}
            {block.pending > 0 ? (
              <small className="menu-balances__pending">{t('menu.balance.pending', { amount: formatMoney(block.pending, intl.locale) })}</small>
            ) : null}
          </span>
          <strong dir="ltr">{formatMoney(block.amount, intl.locale)}</strong>
        </button>
      ))}
      <BalancesModal type={type} blocks={blocks} onClose={() => setType(null)} />
    </div>
  );
}
