import type { WowTreeLevel } from '@storefront/contract/wow-tree';
import { useIntl } from '../../../shared/lib/intl';
import { formatAmount } from '../../../shared/lib/format';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { useWowTreeT } from '../messages';

/** Totals per level of the whole downline, with a total row. */
export function LevelTotals({ levels }: { levels: WowTreeLevel[] }) {
  const t = useWowTreeT();
  const intl = useIntl();
  if (levels.length === 0) return null;
  const sum = (key: 'Members' | 'Orders' | 'Bonuses') => levels.reduce((acc, l) => acc + l[key], 0);
  const num = (n: number) => formatAmount(n, intl.locale);
  return (
    <table className="wow-levels">
      <caption>{t('wowTree.levels.title')}</caption>
      <ColumnHeads labels={[t('wowTree.levels.level'), t('wowTree.levels.members'), t('wowTree.levels.orders'), t('wowTree.levels.bonuses')]} />
      <tbody>
        {levels.map((l) => (
          <tr key={l.Level}>
            <th scope="row">{num(l.Level)}</th>
            <td>{num(l.Members)}</td>
            <td>{num(l.Orders)}</td>
            <td>{num(l.Bonuses)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('wowTree.levels.total')}</th>
          <td>{num(sum('Members'))}</td>
          <td>{num(sum('Orders'))}</td>
          <td>{num(sum('Bonuses'))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
