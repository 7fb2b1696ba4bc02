import { BonusesScreen } from './bonuses-screen';

/** /account/profile/bonuses: the bonuses screen as a page. */
export function BonusesPage() {
  return (
    <div className="bonuses-page">
      <BonusesScreen headingLevel={1} />
    </div>
  );
}
