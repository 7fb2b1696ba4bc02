import { useState } from 'react';
import { useIntl } from '../../shared/lib/intl';
import { useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { formatLongDate } from '../../shared/lib/format';
import { initialsOf } from '../../shared/lib/initials';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { PUBLIC_HANDLE_PATTERN } from '@storefront/contract/links';
import { usePublicUserQuery } from './api';
import { ShowcaseCard } from './components/showcase-card';
import { UsersMessages, useUsersT } from './messages';
import '../../shared/ui/avatar.css';
import './users.css';

const handleOf = (value: string | undefined) => (value && PUBLIC_HANDLE_PATTERN.test(value) ? value : undefined);
const positiveInt = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

function Avatar({ url, name, label }: { url: string | null; name: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed)
    return (
      <img
        className="avatar user-profile__avatar"
        src={url}
        alt={label}
        width={88}
        height={88}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  const initials = initialsOf(name);
  return (
    <span className="avatar avatar--initials user-profile__avatar user-profile__avatar--initials" role="img" aria-label={label}>
      {initials || '?'}
    </span>
  );
}

function NotFound() {
  const t = useUsersT();
  return <ScreenState title={t('users.notFound.title')} text={t('users.notFound.text')} link={{ to: paths.home, label: t('users.toHome') }} />;
}

function UserView({ handle, showcaseId }: { handle: string; showcaseId: number | undefined }) {
  const t = useUsersT();
  const { locale } = useIntl();
  const { data, error, refetch } = usePublicUserQuery({ handle, showcaseId });
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  const others = data.showcases.filter((s) => s.id !== data.showcase?.id);
  return (
    <article className="user-profile" aria-labelledby="user-name">
      <header className="user-profile__head">
        <Avatar url={data.user.avatarUrl} name={data.user.name} label={t('users.avatar', { name: data.user.name })} />
        <h1 id="user-name" className="user-profile__name">
          {data.user.name}
        </h1>
        <p className="user-profile__joined">{t('users.joined', { date: formatLongDate(new Date(data.user.joinedAt), locale) })}</p>
      </header>
      {data.showcase ? (
        <section aria-label={t('users.showcase')}>
          <ShowcaseCard showcase={data.showcase} featured />
        </section>
      ) : null}
      <section className="user-profile__showcases" aria-labelledby="user-showcases">
        <h2 id="user-showcases" className="user-profile__subtitle">
          {t('users.showcases')} <span className="user-profile__count">{t('users.showcases.count', { count: data.showcases.length })}</span>
        </h2>
        {data.showcases.length === 0 ? (
          <p className="user-profile__empty">{t('users.showcases.empty')}</p>
        ) : (
          <ul className="stack-list stack-list--tight user-profile__list">
            {(data.showcase ? others : data.showcases).map((s) => (
              <li key={s.id}>
                <ShowcaseCard showcase={s} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** /users/{handle} and /users/{handle}/{showcase_id}: a public profile, optionally with one of the user's showcases first. */
export function UserPage() {
  const params = useParams();
  const handle = handleOf(params.handle);
  const showcaseId = positiveInt(params.showcase_id);
  return <UsersMessages>{handle ? <UserView handle={handle} showcaseId={showcaseId} /> : <NotFound />}</UsersMessages>;
}
