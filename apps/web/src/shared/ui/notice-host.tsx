import { noticeClosed, selectNotices } from '../lib/notices';
import { Toast } from './toast';
import { useAppDispatch, useAppSelector } from '../lib/hooks';

export function NoticeHost() {
  const notices = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  if (notices.length === 0) return null;
  return (
    <div className="toast-stack">
      {notices.map((n) => (
        <Toast key={n.id} type={n.type} message={n.message} timeout={n.timeout} onClose={() => dispatch(noticeClosed(n.id))} />
      ))}
    </div>
  );
}
