import { useState } from 'react';
import { useNotify } from '../../shared/lib/use-notify';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { Pagination } from '../../shared/ui/pagination';
import { useMarkNotificationSeenMutation, useNotificationsQuery } from './api';
import { NotificationItem } from './components/notification-item';
import { NotificationsMessages, useNotificationsT } from './messages';
import { PageHeading } from '../../shared/ui/page-heading';
import './notifications.css';
import { withMessages } from '../../shared/lib/feature-messages';

function NotificationsView() {
  const t = useNotificationsT();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useNotificationsQuery(page - 1);
  const [mark, { isLoading }] = useMarkNotificationSeenMutation();

  const run = async (args: { id: number } | { all: true }, done?: string) => {
    try {
      await mark(args).unwrap();
      if (done) notify({ message: done });
    } catch (e) {
      notify({ message: errorMessageOf(e), type: 'danger' });
    }
  };

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <PageHeading
        id="notifications-title"
        title={t('notifications.title')}
        note={t('notifications.unseen', { count: data.unseen })}
        noteIsStatus
        action={
          data.unseen > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={isLoading}
              onClick={() => void run({ all: true }, t('notifications.markAll.done'))}
            >
              {t('notifications.markAll')}
            </button>
          ) : null
        }
      />
      {data.notifications.length === 0 ? (
        <ScreenState title={t('notifications.empty.title')} text={t('notifications.empty.text')} />
      ) : (
        <ul className="stack-list stack-list--tight notifications-page__list" aria-label={t('notifications.list')}>
          {data.notifications.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} busy={isLoading} onSeen={(id) => run({ id })} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.pager.currentPage + 1} totalPages={data.pager.totalPages} onChange={setPage} />
    </section>
  );
}

/** The user's notifications: unseen count, mark one or all as seen (the header counters follow). */
export const NotificationsPage = withMessages(NotificationsMessages, NotificationsView);
