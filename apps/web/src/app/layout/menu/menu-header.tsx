import { MENU_SHOWCASE_NAME_LIMIT } from '@storefront/contract/constants';
import { Link } from 'react-router';
import { formatDate, formatTime, truncate } from '../../../shared/lib/format';
import { useT } from '../../../shared/lib/i18n';
import { useMenuConfig, useSession, useShowcase } from '../../../shared/lib/startup';
import { CloseIcon } from '../../../shared/ui/icons';
import { paths } from '../../../shared/lib/paths';
import { displayShowcase } from '../display-showcase';
import { logoUrl } from '../logo-url';
import { adminLinks, menuHeadline } from './menu-rules';

export function MenuHeader({ onClose }: { onClose: () => void }) {
  const t = useT();
  const menu = useMenuConfig();
  const showcase = useShowcase();
  const { isAdmin } = useSession();
  if (!showcase) return null;
  const shown = displayShowcase(showcase, Boolean(menu?.wowTreeMode));
  const updatedAfter = menu?.updated_after ?? shown.updatedAfter;
  const headline = menuHeadline({ isAdmin, slogan: shown.slogan, updatedAfter });
  const links = adminLinks({ isAdmin, showcaseStateId: menu?.showcaseStateId ?? shown.showcaseStateId, showcaseId: showcase.showcaseId });
  return (
    <div className="menu-header">
      <div className="menu-header__top">
        <p className="menu-header__headline">
          {headline.kind === 'updated' ? `${t('menu.updated')} ${formatDate(headline.at)} ${formatTime(headline.at)}` : headline.text}
        </p>
        <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </div>
      <Link to={paths.home} className="menu-header__brand" onClick={onClose}>
        <img src={logoUrl(shown.imageBaseUrl, shown.siteId, updatedAfter)} alt="" width={48} height={48} />
        <span className="menu-header__name" dir="auto">
          {truncate(shown.showcaseName, MENU_SHOWCASE_NAME_LIMIT)}
        </span>
      </Link>
      {links.length > 0 ? (
        <div className="menu-header__admin">
          {links.map((link) => (
            <Link key={link.key} to={link.to} className="chip" onClick={onClose}>
              {t(link.labelId)}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
