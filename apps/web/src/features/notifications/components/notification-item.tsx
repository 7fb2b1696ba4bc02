import type { AppNotification } from '@storefront/contract/notifications';
import { useNavigate } from 'react-router';
import { formatDate, formatTime } from '../../../shared/lib/format';
import { useNotificationsT } from '../messages';

/** App paths only: a stored link never leads off the site. */
const isAppPath = (link: string | null): link is string => link !== null && /^\/(?!\/)/.test(link);

export function NotificationItem({ item, onSeen, busy }: { item: AppNotification; onSeen: (id: number) => Promise<void>; busy: boolean }) {
  const t = useNotificationsT();
  const navigate = useNavigate();
  const at = new Date(item.createdAt);
  const open = async () => {
    if (!item.seen) await onSeen(item.id);
    if (isAppPath(item.link)) await navigate(item.link);
  };
  return (
    <article className={`card notification${item.seen ? '' : ' notification--unseen'}`} aria-labelledby={`notification-${item.id}`}>
      <header className="notification__head">
        <h2 id={`notification-${item.id}`} className="notification__title">
          {item.seen ? null : <span className="notification__dot" aria-label={t('notifications.new')} role="img" />}
          {item.title}
        </h2>
        <time className="notification__time" dateTime={item.createdAt}>
          {formatDate(at)} {formatTime(at)}
        </time>
      </header>
      {item.body ? <p className="notification__body">{item.body}</p> : null}
      <div className="notification__actions">
        {isAppPath(item.link) ? (
          <button type="button" className="notification__link" onClick={() => void open()}>
            {t('notifications.open')}
          </button>
        ) : null}
        {item.seen ? null : (
          <button
            type="button"
            className="notification__seen"
            disabled={busy}
            aria-label={t('notifications.markSeen.label', { title: item.title })}
            onClick={() => void onSeen(item.id)}
          >
            {t('notifications.markSeen')}
          </button>
        )}
      </div>
    </article>
  );
}
