import { useShowcase } from '../../shared/lib/startup';

/** The header announcement the seller set (settings → «Шапка»); nothing when empty. */
export function Announcement() {
  const text = useShowcase()?.storefront?.announcement;
  if (!text) return null;
  return (
    <p className="app-announcement" role="note" dir="auto">
      {text}
    </p>
  );
}
