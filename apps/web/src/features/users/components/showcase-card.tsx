import type { PublicShowcase } from '@storefront/contract/users';
import { useUsersT } from '../messages';

/** A showcase the user runs: logo, name and a link to it (its own host). */
export function ShowcaseCard({ showcase, featured = false }: { showcase: PublicShowcase; featured?: boolean }) {
  const t = useUsersT();
  return (
    <article className={`user-showcase${featured ? ' user-showcase--featured' : ''}`}>
      <img
        className="user-showcase__logo"
        src={showcase.logo}
        alt={t('users.showcase.logo', { name: showcase.name })}
        width={48}
        height={48}
        loading="lazy"
      />
      <h3 className="user-showcase__name">{showcase.name}</h3>
      <a
        className="user-showcase__link"
        href={showcase.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('users.showcase.open')}: ${showcase.name}`}
      >
        {t('users.showcase.open')}
      </a>
    </article>
  );
}
