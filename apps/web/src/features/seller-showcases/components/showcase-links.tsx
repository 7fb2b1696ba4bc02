import { generatePath, Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useSellerT } from '../messages';

/** The showcase's screens after its landings, each a chip with its name. */
const SCREENS = [
  ['showcaseCategories', 'seller.list.categories'],
  ['showcaseBonuses', 'seller.list.bonuses'],
  ['showcaseMoney', 'money.link'],
  ['showcaseClaims', 'claims.link'],
] as const;

/**
 * The chips to a showcase's own screens, alike in the list's row and on the edit screen: its landings (each screen
 * words that chip itself), categories, bonuses, money and claims.
 */
export function ShowcaseLinks({ id, landingsLabel }: { id: string; landingsLabel: string }) {
  const t = useSellerT();
  return (
    <>
      <Link className="chip" to={generatePath(paths.showcaseActions, { id })}>
        {landingsLabel}
      </Link>
      {SCREENS.map(([path, label]) => (
        <Link key={path} className="chip" to={generatePath(paths[path], { id })}>
          {t(label)}
        </Link>
      ))}
    </>
  );
}
