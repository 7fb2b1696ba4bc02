import { noticeClosed, selectNotices } from '../../shared/lib/notices';
import { Toast } from '../../shared/ui/toast';
import { useAppDispatch, useAppSelector } from '../hooks';

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
